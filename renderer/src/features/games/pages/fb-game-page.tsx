import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLongtailStrings } from '../../../shared/i18n';
import { useSession } from '../../../shared/session';
import { Button, EmptyState, Icon, Page, Skeleton } from '../../../shared/ui';
import { fetchGameList } from '../api/game-list';
import { useCategoryGroups } from '../api/vendors';
import { LOGIN_PATH, usePlay } from '../model/use-play';
import '../longtail.css';

/**
 * FBGame (spec §2 page area): the football and sports-betting area. Each sports book of the
 * merchant (its SPORTS category after the vendor rules) is a card; opening one launches its book
 * (inside the site's frame when the merchant lists the vendor in `games.frameVendors`).
 */
export default function FbGamePage() {
  useLongtailStrings();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { groups, isLoading } = useCategoryGroups();
  const { play, pending } = usePlay();
  const books = groups.find((g) => g.category === 'SPORTS')?.vendors ?? [];
  const open = async (vendor: string, gameType: string) => {
    if (!session) return navigate(LOGIN_PATH);
    const page = await fetchGameList(
      {
        gameType,
        vassalage: vendor,
        pageSize: 1,
        gameClassify: '',
        gameName: '',
        minBet: null,
        minLine: null,
        isNew: '',
      },
      1,
    );
    const first = page.items[0];
    if (first) play(first);
  };
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
              <Button
                onClick={() => void open(v.vassalage, v.gameType)}
                loading={pending !== undefined}
                aria-label={t('longtail.fbOpen', { name: v.displayName })}
              >
                {session ? t('longtail.fbOpenShort') : t('longtail.fbLogin')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
