import sanitizeHtml from 'sanitize-html';
import {
  HTML_ALLOWED_ATTRIBUTES,
  HTML_ALLOWED_STYLES,
  HTML_ALLOWED_TAGS,
  HTML_LINK_SCHEMES,
  imageAllowed,
} from '../../core/html-policy';

/*
 * Operator-written HTML (announcements, promotions, help): one allow-list, applied when stored (seed,
 * imports) and again every time it is served, so a row written by any other path is cleaned too
 * (issue 14 item 6). No script, no handlers, no forms, no <style>, no positioning or sizing that could
 * cover the page, links only to https/mailto, images only from this site or the merchant's CDN.
 */

/** Width or height attribute of an image: a plain number of pixels, at most four digits. */
const IMG_DIMENSION = /^\d{1,4}$/;

function options(imageHosts: readonly string[]): sanitizeHtml.IOptions {
  return {
    allowedTags: [...HTML_ALLOWED_TAGS],
    // Dropped with their content: text of a <style> or <script> is never shown as text.
    nonTextTags: [
      'style',
      'script',
      'textarea',
      'option',
      'noscript',
      'title',
      'template',
      'iframe',
      'object',
      'form',
      'select',
      'button',
    ],
    allowedAttributes: Object.fromEntries(
      Object.entries(HTML_ALLOWED_ATTRIBUTES).map(([tag, attrs]) => [tag, [...attrs]]),
    ),
    allowedStyles: {
      '*': Object.fromEntries(Object.entries(HTML_ALLOWED_STYLES).map(([prop, re]) => [prop, [re]])),
    },
    allowedSchemes: [...HTML_LINK_SCHEMES],
    allowedSchemesByTag: { img: ['https'] },
    allowProtocolRelative: false,
    allowedScriptHostnames: [],
    transformTags: {
      a: (tag, attribs) => ({
        tagName: tag,
        attribs: { ...attribs, rel: 'noopener noreferrer', ...(attribs.target ? { target: '_blank' } : {}) },
      }),
      img: (tag, attribs) => {
        const out: Record<string, string> = {};
        for (const [k, v] of Object.entries(attribs))
          if ((k !== 'width' && k !== 'height') || IMG_DIMENSION.test(v)) out[k] = v;
        return { tagName: tag, attribs: out };
      },
    },
    // An image from anywhere but this site (a path) or an allowed CDN host is removed: it could track the reader.
    exclusiveFilter: (frame) => frame.tag === 'img' && !imageAllowed(frame.attribs.src, imageHosts),
  };
}

const NO_HOSTS: readonly string[] = [];
const optionsByHosts = new Map<string, sanitizeHtml.IOptions>();
const cache = new Map<string, string>();
/** Served HTML is cleaned on every response; the same few texts repeat, so results are kept (bounded). */
const CACHE_MAX = 1000;

export function cleanHtml(html: string, imageHosts: readonly string[] = NO_HOSTS): string {
  const hostsKey = imageHosts.join(',');
  const key = `${hostsKey}\u0001${html}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  let opts = optionsByHosts.get(hostsKey);
  if (!opts) optionsByHosts.set(hostsKey, (opts = options(imageHosts)));
  const out = sanitizeHtml(html, opts);
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(key, out);
  return out;
}

/** The cleaner for one merchant's served HTML (its CDN hosts allowed for images). */
export const htmlCleaner = (merchant: { content: { imageHosts?: readonly string[] } }) => (html: string) =>
  cleanHtml(html, merchant.content.imageHosts ?? NO_HOSTS);
