import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef } from 'react';
import { keepsEverything, tidyBodyHtml } from './body-html';
import { bodyExtensions } from './extensions';
import { BodyToolbar } from './toolbar';

export interface RichTextProps {
  /** The editable area's id; `labelId` names it, `describedBy` its hint. */
  id: string;
  labelId: string;
  describedBy?: string;
  lang?: string;
  value: string;
  onChange: (html: string) => void;
  /** The body has formatting the editor would drop: the field shows the source instead. */
  onUnsupported: () => void;
}

/**
 * A content body in a rich-text editor (TipTap), in a chunk of its own loaded when a body is first
 * shown. It writes the HTML the server stores unchanged (body-html.ts), and never opens a body it
 * would lose part of.
 */
export default function RichTextEditor({
  id,
  labelId,
  describedBy,
  lang,
  value,
  onChange,
  onUnsupported,
}: RichTextProps) {
  const first = useRef(value);
  const editor = useEditor({
    extensions: bodyExtensions(),
    content: first.current,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(lang ? { lang } : {}),
        class: 'cms-rte-area',
      },
    },
    onUpdate: ({ editor: e }) => onChange(tidyBodyHtml(e.getHTML())),
  });
  useEffect(() => {
    // A re-mount may run this for an editor already destroyed (its successor runs it again).
    if (editor.isDestroyed) return;
    if (!keepsEverything(first.current, tidyBodyHtml(editor.getHTML()))) onUnsupported();
  }, [editor, onUnsupported]);
  return (
    <div className="cms-rte">
      <BodyToolbar editor={editor} controls={id} />
      <EditorContent editor={editor} />
    </div>
  );
}
