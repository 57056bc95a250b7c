import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { entranceCategories, entranceView, HOME_CATEGORY, needsSession } from '@core/game-browser';
import { Icon, useLogoHome } from '../../../shared/ui';
import { useSession } from '../../../shared/session';
import { useMerchantConfig } from '../../../shared/config';
import { categoryConfigPath } from '@core/config-paths';
import { useCategoryGroups } from '../api/vendors';
import { CATEGORY_ICONS } from '../model/category';
import { LOGIN_PATH } from '../model/use-play';
import { EntranceContent } from './entrance-content';
import { PlayChoice } from './play-choice';
import { prefetchHome } from '../model/prefetch';
import '../games.css';

// Home's game requests start when this code arrives, not after the first render (largest paint is a hot tile).
prefetchHome();

/**
 * Home game entrance (spec §2): a vertical category menu (HOME first, then the merchant's grouped
 * order from core/vendor-grouping) and the chosen category's content. Favourites and recent need a
 * session. Choosing a category starts it at data type ALL with no vendor (a fresh content view).
 */
export function GameEntrance() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const { groups, isLoading } = useCategoryGroups();
  const [category, setCategory] = useState(HOME_CATEGORY);
  // A logo tap starts the lobby over: category HOME, data type ALL, no vendor (a fresh content view).
  const [generation, setGeneration] = useState(0);
  useLogoHome(
    useCallback(() => {
      setCategory(HOME_CATEGORY);
      setGeneration((g) => g + 1);
    }, []),
  );
  const config = useMerchantConfig();
  const menu = [...entranceCategories(groups), 'FAV', 'RECENT'];
  const choose = (c: string) => (needsSession(c) && !session ? navigate(LOGIN_PATH) : setCategory(c));
  return (
    <section className="gm-entrance" aria-label={t('games.categoryMenu')}>
      <nav className="gm-entrance__menu" aria-label={t('games.categoryMenu')}>
        {(isLoading ? [HOME_CATEGORY] : menu).map((c) => (
          <button
            key={c}
            type="button"
            className="gm-entrance__item"
            aria-pressed={category === c}
            data-config-path={categoryConfigPath(config, c)}
            onClick={() => choose(c)}
          >
            <Icon name={CATEGORY_ICONS[c] ?? 'bet'} size={22} />
            <span>{t(`games.category.${c}`)}</span>
          </button>
        ))}
        {/* After the categories: shown with them, so it never jumps down the column as they arrive. */}
        {!isLoading && (
          <Link className="gm-entrance__item" to="/m/search" aria-label={t('games.searchLabel')}>
            <Icon name="search" size={22} />
            <span>{t('titles.search')}</span>
          </Link>
        )}
      </nav>
      <div className="gm-entrance__content">
        <EntranceContent
          key={`${category}:${generation}`}
          category={category}
          view={entranceView(category)}
          vendors={groups.find((g) => g.category === category)?.vendors ?? []}
        />
      </div>
      <PlayChoice />
    </section>
  );
}
