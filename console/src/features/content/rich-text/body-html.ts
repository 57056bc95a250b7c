import { allowedStyle } from '@core/html-policy';

/*
 * The editor's HTML made the shape the server stores (platform-api/lib/sanitize.ts keeps it as it
 * is), and a check that opening a body in the editor loses nothing it had.
 */

/** `<b>`, `<i>` and `<strike>` are read as the editor's `<strong>`, `<em>` and `<s>`. */
const SAME_AS: Record<string, string> = { b: 'strong', i: 'em', strike: 's' };

function parse(html: string): HTMLElement {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  return doc.body;
}

/** A `<p>` alone in a list item, with no style: the editor's wrapper, not the author's. */
const isItemWrapper = (el: Element) =>
  el.tagName === 'P' &&
  !el.hasAttribute('style') &&
  el.parentElement?.tagName === 'LI' &&
  el.parentElement.children.length === 1;

/**
 * The editor's HTML as stored: a list item's lone paragraph unwrapped, styles written
 * `property:value` as the sanitiser writes them, no empty paragraph at the end (an empty document
 * is empty).
 */
export function tidyBodyHtml(html: string): string {
  const body = parse(html);
  for (const p of [...body.querySelectorAll('p')]) if (isItemWrapper(p)) p.replaceWith(...p.childNodes);
  for (const el of [...body.querySelectorAll('[style]')]) {
    const style = allowedStyle(el.getAttribute('style') ?? '');
    if (style) el.setAttribute('style', style);
    else el.removeAttribute('style');
  }
  // The editor keeps an empty paragraph after a list or heading to type into: not part of the body.
  for (let last = body.lastElementChild; last?.outerHTML === '<p></p>'; last = body.lastElementChild)
    last.remove();
  return body.innerHTML;
}

function describe(el: Element): string {
  const tag = el.tagName.toLowerCase();
  const attrs = [...el.attributes]
    .filter((a) => a.name !== 'rel' && a.name !== 'class')
    .map((a) => `${a.name}=${a.name === 'style' ? allowedStyle(a.value) : a.value}`)
    .sort();
  return `${SAME_AS[tag] ?? tag}[${attrs.join(' ')}]`;
}

/**
 * What a body says and how: every piece of text (and every line break, rule or picture) with the
 * formatting around it. Plain paragraphs are left out: the editor adds them around loose text.
 */
export function bodySignature(html: string): string[] {
  const out: string[] = [];
  const walk = (node: Node, around: string[]) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text) out.push(`${[...around].sort().join(' ')}|${text}`);
      return;
    }
    if (!(node instanceof Element)) return;
    const plain = (node.tagName === 'P' && node.attributes.length === 0) || isItemWrapper(node);
    const next = plain ? around : [...around, describe(node)];
    if (node.childNodes.length === 0 && !plain) out.push(`${[...next].sort().join(' ')}|`);
    for (const child of node.childNodes) walk(child, next);
  };
  for (const child of parse(html).childNodes) walk(child, []);
  return out;
}

/** True when the editor's version of a body keeps all of its text and formatting. */
export const keepsEverything = (original: string, edited: string) =>
  bodySignature(original).join('\n') === bodySignature(edited).join('\n');
