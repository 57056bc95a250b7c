import { useEffect, useState } from 'react';

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
export const remToPx = (html: string): string => html.replace(/(\d*\.?\d+)rem\b/g, (_, n: string) => `${Math.round(Number(n) * REM_SCALE_PX * 100) / 100}px`);

export function SafeHtml({ html, className, popupUnits }: { html: string; className?: string; popupUnits?: boolean }) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('dompurify').then(({ default: purify }) => {
      if (live) setClean(purify.sanitize(popupUnits ? remToPx(html) : html));
    });
    return () => { live = false; };
  }, [html, popupUnits]);
  return clean === null ? <div className={className} /> : <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
