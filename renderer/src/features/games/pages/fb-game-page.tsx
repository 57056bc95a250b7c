import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLongtailStrings } from '../../../shared/i18n/longtail-strings';
import { EmptyState, Icon, Page, Skeleton } from '../../../shared/ui';
import { useCategoryGroups } from '../api/vendors';
import '../longtail.css';

const SPORTS_PATH = '/m/sport-games';

/**
 * FBGame (spec §2 page area): the football and sports-betting area. Each sports book of the
 * merchant (its SPORTS category after the vendor rules) is a card that opens the book's games; a
 * book's game opens inside the site's frame when the merchant lists the vendor in `games.frameVendors`.
 */
export default function FbGamePage() {
  useLongtailStrings();
  const { t } = useTranslation();
  const { groups, isLoading } = useCategoryGroups();
  const books = groups.find((g) => g.category === 'SPORTS')?.vendors ?? [];
  return (
    <Page title={t('titles.fbGame')} className="lt-fb">
      <p className="lt-fb__intro">
        <Icon name="ball" /> {t('longtail.fbIntro')}
      </p>
      {isLoading ? (
        [0, 1, 2].map((i) => <Skeleton key={i} height={88} style={{ display: 'block', marginBottom: 12 }} />)
      ) : books.length === 0 ? (
        <EmptyState icon="ball" title={t('longtail.fbEmpty')} />
      ) : (
        <ul className="lt-fb__list">
          {books.map((v) => (
            <li key={v.vassalage} className="lt-fb__card">
              <span className="lt-fb__name">{v.displayName}</span>
              <span className="lt-fb__count">{t('longtail.fbGames', { count: v.gameCount })}</span>
              <Link
                className="lt-fb__open"
                to={`${SPORTS_PATH}?vassalage=${encodeURIComponent(v.vassalage)}`}
                aria-label={t('longtail.fbOpen', { name: v.displayName })}
              >
                {t('longtail.fbOpenShort')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
