import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const PHONE = { width: 390, height: 844 };

/** The real renderer in a 390x844 frame, scaled down to fit the column (never up). */
export function PreviewFrame({ url, label }: { url?: string; label: string }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.7);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    // The frame is the phone plus its 10px bezel on each side.
    const fit = () =>
      setScale(
        Math.min(1, el.clientWidth / (PHONE.width + 20), (window.innerHeight - 160) / (PHONE.height + 20)),
      );
    fit();
    const ro = new ResizeObserver(fit);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return (
    <div ref={box} className="phone-box" style={{ height: (PHONE.height + 20) * scale }}>
      {url ? (
        <iframe
          title={t('console.preview.frameTitle', { name: label })}
          src={url}
          width={PHONE.width}
          height={PHONE.height}
          style={{ transform: `scale(${scale})` }}
          className="phone"
        />
      ) : (
        <p aria-busy="true">{t('console.loading')}</p>
      )}
    </div>
  );
}
