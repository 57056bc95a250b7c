import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { prizeMode } from '@core/game-browser';
import { useVendorName } from '../../../shared/i18n';
import { useLongtailStrings } from '../../../shared/i18n/longtail-strings';
import { lotteryMenuQuery } from '../api/launch';
import '../longtail.css';

/**
 * The lottery menu call on the LOTT and ELOTT screens: the providers of the category as quick
 * filters, and the prize mode their games launch with (spec §4: ELOTT when the mapping gives ELOTT
 * for TCG_LOTTO_VN or LOTT, else LOTT).
 */
export function LotteryMenuStrip({ category, path }: { category: 'LOTT' | 'ELOTT'; path: string }) {
  useLongtailStrings();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const q = useQuery(lotteryMenuQuery());
  const vendorName = useVendorName();
  if (!q.data) return null;
  const menus = q.data.menus.filter((m) => m.gameType === category);
  const active = params.get('vassalage');
  const mode = prizeMode(q.data.mapping);
  return (
    <nav className="lt-menu" aria-label={t('longtail.lotteryMenu')}>
      <ul className="lt-menu__list">
        <li>
          <Link className="lt-menu__chip" to={path} aria-current={!active ? 'page' : undefined} replace>
            {t('longtail.lotteryAll')}
          </Link>
        </li>
        {menus.map((m) => (
          <li key={m.vendor}>
            <Link
              className="lt-menu__chip"
              to={`${path}?vassalage=${encodeURIComponent(m.vendor)}`}
              aria-current={active === m.vendor ? 'page' : undefined}
              replace
            >
              {vendorName(m.vendor, m.displayName)}
            </Link>
          </li>
        ))}
      </ul>
      <p className="lt-menu__mode">
        {t('longtail.prizeMode', { mode: t(`longtail.prizeModeName.${mode}`) })}
      </p>
    </nav>
  );
}
