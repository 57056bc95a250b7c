import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, scrollSmooth } from '../../../shared/ui';
import type { Vendor } from '../api/vendors';
import { STRIP_SCROLL_FRACTION } from '../constants';
import { VendorMark } from './vendor-mark';

export type StripLayout = 'horizontal' | 'vertical';

/**
 * The vendor navigation strip: "all" then each vendor of the category; arrow buttons scroll it
 * (left/right when horizontal, up/down when vertical).
 */
export function VendorStrip({
  vendors,
  value,
  onPick,
  layout,
}: {
  vendors: readonly Vendor[];
  value: string;
  onPick: (v: string) => void;
  layout: StripLayout;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const vertical = layout === 'vertical';
  const scroll = (dir: 1 | -1) => {
    const el = ref.current;
    if (!el) return;
    const by = (vertical ? el.clientHeight : el.clientWidth) * STRIP_SCROLL_FRACTION * dir;
    void scrollSmooth(el, vertical ? { top: el.scrollTop + by } : { left: el.scrollLeft + by });
  };
  return (
    <nav className={`gm-vstrip gm-vstrip--${layout}`} aria-label={t('games.vendors')}>
      <button
        type="button"
        className="gm-vstrip__arrow"
        onClick={() => scroll(-1)}
        aria-label={t(vertical ? 'games.scrollUp' : 'games.scrollLeft')}
      >
        <Icon name="chevron" size={18} className={vertical ? 'gm-rot-up' : 'gm-rot-left'} />
      </button>
      <div ref={ref} className="gm-vstrip__list">
        {[{ vassalage: '', displayName: t('games.allVendors') }, ...vendors].map((v) => (
          <button
            key={v.vassalage || 'all'}
            type="button"
            className="gm-pill gm-pill--vendor"
            aria-pressed={value === v.vassalage}
            onClick={() => onPick(v.vassalage)}
          >
            {v.vassalage && <VendorMark code={v.vassalage} size={24} />}
            <span className="gm-pill__text">{v.displayName}</span>
          </button>
        ))}
      </div>
      <button
        type="button"
        className="gm-vstrip__arrow"
        onClick={() => scroll(1)}
        aria-label={t(vertical ? 'games.scrollDown' : 'games.scrollRight')}
      >
        <Icon name="chevron" size={18} className={vertical ? 'gm-rot-down' : undefined} />
      </button>
    </nav>
  );
}
