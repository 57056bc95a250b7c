/*
 * The one allow-list for HTML that comes from the platform (announcements, promotions, help): the
 * server cleans with it when storing and serving (sanitize-html), the browser again before rendering
 * (DOMPurify). No script, forms or <style>; inline styles limited to colour, alignment, weight and a
 * bounded font size, so nothing can position itself over the page.
 */
export const HTML_ALLOWED_TAGS = [
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'span',
  'div',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'td',
  'th',
  'blockquote',
  'hr',
] as const;

export const HTML_ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  span: ['style'],
  div: ['style'],
  p: ['style'],
  td: ['colspan', 'rowspan'],
};

/** Inline style properties and the values each may take. */
export const HTML_ALLOWED_STYLES: Readonly<Record<string, RegExp>> = {
  color: /^#[0-9a-fA-F]{3,6}$/,
  'text-align': /^(left|right|center)$/,
  // Up to two digits of px/em/rem (popups author in rem, spec §3): no page-covering text.
  'font-size': /^\d{1,2}(\.\d{1,3})?(px|rem|em)$/,
  'font-weight': /^(bold|normal|\d{3})$/,
};

/** Links: https and mailto only; images: a path on this site or https (hosts checked separately). */
export const HTML_LINK_SCHEMES = ['https', 'mailto'] as const;

/** Keeps only the allowed `property: value` pairs of a style attribute. */
export function allowedStyle(style: string): string {
  return style
    .split(';')
    .map((d) => d.split(':').map((x) => x.trim().toLowerCase()))
    .filter(
      ([prop, value, extra]) =>
        prop && value && extra === undefined && HTML_ALLOWED_STYLES[prop]?.test(value),
    )
    .map(([prop, value]) => `${prop}:${value}`)
    .join(';');
}

/** An image may come from this site (a path) or an https host the merchant allows (its CDN). */
export function imageAllowed(src: string | undefined, hosts: readonly string[]): boolean {
  if (!src) return false;
  if (/^\/(?!\/)/.test(src)) return true;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && hosts.includes(url.hostname);
  } catch {
    return false;
  }
}
