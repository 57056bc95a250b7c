import sanitizeHtml from 'sanitize-html';

/** Operator-written HTML (announcements, promotions, help): a safe subset, no script, no handlers. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'span', 'div', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'td', 'th', 'blockquote', 'hr'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], span: ['style'], div: ['style'], p: ['style'], td: ['colspan', 'rowspan'] },
  allowedStyles: { '*': { color: [/^#[0-9a-fA-F]{3,6}$/], 'text-align': [/^(left|right|center)$/], 'font-size': [/^\d+(\.\d+)?(px|rem|em)$/], 'font-weight': [/^(bold|normal|\d{3})$/] } },
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'data'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function cleanHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
