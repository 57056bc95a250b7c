import { Extension, type AnyExtension } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { Color, FontSize, TextStyle } from '@tiptap/extension-text-style';
import { allowedStyle, HTML_LINK_SCHEMES } from '@core/html-policy';

/** The heading level the toolbar makes: below the page's and the item's own titles. */
export const BODY_HEADING_LEVEL = 3;

/**
 * A paragraph's allowed inline style (a popup's `font-size`, `text-align`) is kept as written, so
 * opening and saving a body does not drop it (the server's allow-list decides what stays).
 */
const ParagraphStyle = Extension.create({
  name: 'paragraphStyle',
  addGlobalAttributes: () => [
    {
      types: ['paragraph'],
      attributes: {
        style: {
          default: null,
          parseHTML: (el) => allowedStyle(el.getAttribute('style') ?? '') || null,
          renderHTML: (attrs) => (attrs.style ? { style: attrs.style as string } : {}),
        },
      },
    },
  ],
});

/**
 * Only what the server's sanitiser keeps (core/html-policy.ts): no code blocks, links to https and
 * mailto with the rel the server sets, colours and sizes as spans' styles.
 */
export function bodyExtensions(): AnyExtension[] {
  return [
    StarterKit.configure({
      code: false,
      codeBlock: false,
      heading: { levels: [1, 2, 3, 4] },
      link: {
        openOnClick: false,
        autolink: false,
        linkOnPaste: false,
        protocols: [...HTML_LINK_SCHEMES],
        isAllowedUri: (url) => /^(https:|mailto:)/i.test(url),
        HTMLAttributes: { target: null, rel: 'noopener noreferrer', class: null },
      },
    }),
    TextStyle,
    Color,
    FontSize,
    ParagraphStyle,
  ];
}
