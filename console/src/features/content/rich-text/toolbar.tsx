import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BODY_HEADING_LEVEL } from './extensions';
import { LinkForm } from './link-form';

/** The colour a new coloured word gets: the seeded highlight (platform-api/seed/content-data.ts). */
const DEFAULT_COLOUR = '#e5a823';

/** A toolbar button: named by its words, pressed while the selection has what it applies. */
function Tool({
  id,
  label,
  pressed,
  onClick,
  expanded,
  children,
}: {
  id?: string;
  label: string;
  pressed: boolean;
  onClick: () => void;
  expanded?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      id={id}
      type="button"
      className="cms-rte-tool"
      title={label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      {children}
      {/* The name in words, for assistive technology; the sign beside it is what the eye reads. */}
      <span className="cms-rte-name">{label}</span>
    </button>
  );
}

/** Left and right arrows, Home and End move between the toolbar's controls (WAI toolbar pattern). */
function moveFocus(e: KeyboardEvent<HTMLDivElement>) {
  const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
  if (!keys.includes(e.key)) return;
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>('button, input')];
  const at = items.indexOf(e.target as HTMLElement);
  if (at < 0) return;
  e.preventDefault();
  const next =
    e.key === 'Home'
      ? 0
      : e.key === 'End'
        ? items.length - 1
        : (at + (e.key === 'ArrowRight' ? 1 : -1) + items.length) % items.length;
  items[next]!.focus();
}

export function BodyToolbar({ editor, controls }: { editor: Editor; controls: string }) {
  const { t } = useTranslation();
  const uid = useId();
  const [colour, setColour] = useState(DEFAULT_COLOUR);
  const [linking, setLinking] = useState(false);
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      heading: e.isActive('heading', { level: BODY_HEADING_LEVEL }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
      colour: (e.getAttributes('textStyle').color as string | undefined) ?? '',
    }),
  });
  const chain = () => editor.chain().focus();
  /** Closed by Escape: back to the link button; applied or removed: back to writing (the editor). */
  const closeLink = (applied: boolean) => {
    setLinking(false);
    if (!applied) document.getElementById(`${uid}-link`)?.focus();
  };
  return (
    <>
      <div
        role="toolbar"
        aria-label={t('cms.richText.toolbar')}
        aria-controls={controls}
        className="cms-rte-toolbar"
        onKeyDown={moveFocus}
      >
        <Tool label={t('cms.richText.bold')} pressed={s.bold} onClick={() => chain().toggleBold().run()}>
          <b aria-hidden="true">B</b>
        </Tool>
        <Tool
          label={t('cms.richText.italic')}
          pressed={s.italic}
          onClick={() => chain().toggleItalic().run()}
        >
          <i aria-hidden="true">I</i>
        </Tool>
        <Tool
          label={t('cms.richText.heading')}
          pressed={s.heading}
          onClick={() => chain().toggleHeading({ level: BODY_HEADING_LEVEL }).run()}
        >
          <span aria-hidden="true">H</span>
        </Tool>
        <Tool
          label={t('cms.richText.bulletList')}
          pressed={s.bulletList}
          onClick={() => chain().toggleBulletList().run()}
        >
          <span aria-hidden="true">•≡</span>
        </Tool>
        <Tool
          label={t('cms.richText.orderedList')}
          pressed={s.orderedList}
          onClick={() => chain().toggleOrderedList().run()}
        >
          <span aria-hidden="true">1.</span>
        </Tool>
        <Tool
          id={`${uid}-link`}
          label={t('cms.richText.link')}
          pressed={s.link}
          expanded={linking}
          onClick={() => setLinking((x) => !x)}
        >
          <svg
            aria-hidden="true"
            width="16"
            height="16"
            viewBox="0 0 16 16"
            fill="none"
            stroke="currentColor"
          >
            <path d="M6.5 9.5l3-3M7 4.5l1.2-1.2a2.5 2.5 0 013.5 3.5L10.5 8M9 11.5l-1.2 1.2a2.5 2.5 0 01-3.5-3.5L5.5 8" />
          </svg>
        </Tool>
        <Tool
          label={t('cms.richText.colour')}
          pressed={!!s.colour}
          onClick={() => (s.colour ? chain().unsetColor().run() : chain().setColor(colour).run())}
        >
          <span aria-hidden="true" style={{ color: s.colour || colour }}>
            A
          </span>
        </Tool>
        <input
          id={`${uid}-colour`}
          type="color"
          className="cms-rte-colour"
          aria-label={t('cms.richText.colourPick')}
          title={t('cms.richText.colourPick')}
          value={s.colour && /^#[0-9a-f]{6}$/i.test(s.colour) ? s.colour : colour}
          onChange={(e) => {
            setColour(e.target.value);
            chain().setColor(e.target.value).run();
          }}
        />
      </div>
      {linking && <LinkForm editor={editor} href={s.href} onDone={closeLink} />}
    </>
  );
}
