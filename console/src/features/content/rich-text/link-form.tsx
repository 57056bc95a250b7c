import type { Editor } from '@tiptap/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Links the server keeps: a web page over https, or an email address. */
const LINK = /^(https:\/\/\S+|mailto:\S+)$/i;

/** The link of the selected words: its address, applied, changed or removed; Escape closes it. */
export function LinkForm({
  editor,
  href,
  onDone,
}: {
  editor: Editor;
  href: string;
  onDone: (applied: boolean) => void;
}) {
  const { t } = useTranslation();
  const uid = useId();
  const [address, setAddress] = useState(href);
  const [wrong, setWrong] = useState(false);
  const apply = (e?: FormEvent) => {
    e?.preventDefault();
    const url = address.trim();
    if (!LINK.test(url)) {
      setWrong(true);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] }).run();
    else chain.setLink({ href: url }).run();
    onDone(true);
  };
  const describedBy = `${uid}-hint${wrong ? ` ${uid}-problem` : ''}`;
  // Not a <form>: the body's fields sit inside the content form, and forms do not nest.
  return (
    <div
      className="cms-rte-link"
      role="group"
      aria-label={t('cms.richText.link')}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          e.stopPropagation();
          onDone(false);
        }
        if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') apply(e);
      }}
    >
      <label htmlFor={`${uid}-href`}>{t('cms.richText.linkAddress')}</label>
      <input
        id={`${uid}-href`}
        type="url"
        value={address}
        autoFocus
        aria-describedby={describedBy}
        aria-invalid={wrong}
        onChange={(e) => {
          setAddress(e.target.value);
          setWrong(false);
        }}
      />
      <button type="button" onClick={() => apply()}>
        {t('cms.richText.linkApply')}
      </button>
      {href && (
        <button
          type="button"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onDone(true);
          }}
        >
          {t('cms.richText.linkRemove')}
        </button>
      )}
      <small id={`${uid}-hint`} className="muted">
        {t('cms.richText.linkHint')}
      </small>
      {wrong && (
        <small id={`${uid}-problem`} className="error">
          {t('cms.richText.linkInvalid')}
        </small>
      )}
    </div>
  );
}
