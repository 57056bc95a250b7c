import { useEffect, useState } from 'react';
import type { Config, DOMPurify } from 'dompurify';
import { allowedStyle, HTML_ALLOWED_ATTRIBUTES, HTML_ALLOWED_TAGS } from '@core/html-policy';

/**
 * The one component that renders platform HTML (announcements, popups, promotions, help): the server
 * sanitises it once, the browser again (defence in depth). DOMPurify loads only when some HTML is
 * shown, so it stays out of the first load.
 */
/**
 * Popup content is authored in px of a 750 px wide design, stored as rem by dividing by 100 (spec
 * §3). One design px is half a CSS px on a phone, so 1 rem of that content is 50 CSS px; our root
 * font is the normal one, so those rem go back to px here.
 */
export const REM_SCALE_PX = 50;
export const remToPx = (html: string): string =>
  html.replace(
    /(\d*\.?\d+)rem\b/g,
    (_, n: string) => `${Math.round(Number(n) * REM_SCALE_PX * 100) / 100}px`,
  );

/** The server's allow-list (core/html-policy) in DOMPurify's terms: links https/mailto, images a path or https. */
const PURIFY_CONFIG: Config = {
  ALLOWED_TAGS: [...HTML_ALLOWED_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(HTML_ALLOWED_ATTRIBUTES).flat())],
  ALLOWED_URI_REGEXP: /^(?:https:|mailto:|\/(?!\/))/i,
};
const configured = new WeakSet<DOMPurify>();

/** Cleans with the shared allow-list; inline styles keep only the allowed properties and values. */
export function purifyHtml(purify: DOMPurify, html: string): string {
  if (!configured.has(purify)) {
    purify.addHook('uponSanitizeAttribute', (_node, data) => {
      if (data.attrName === 'style') {
        data.attrValue = allowedStyle(data.attrValue);
        if (!data.attrValue) data.keepAttr = false;
      }
    });
    configured.add(purify);
  }
  return purify.sanitize(html, PURIFY_CONFIG);
}

export function SafeHtml({
  html,
  className,
  popupUnits,
}: {
  html: string;
  className?: string;
  popupUnits?: boolean;
}) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('dompurify').then(({ default: purify }) => {
      if (live) setClean(purifyHtml(purify, popupUnits ? remToPx(html) : html));
    });
    return () => {
      live = false;
    };
  }, [html, popupUnits]);
  return clean === null ? (
    <div className={className} />
  ) : (
    <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
