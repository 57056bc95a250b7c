import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canFavourite } from '@core/game-browser';
import { useVendorName } from '../../../shared/i18n';
import { Icon, Spinner, useArtSrc } from '../../../shared/ui';
import type { GameItem } from '../api/types';
import { TILE_IMAGE_PX } from '../constants';

export interface GameTileProps {
  game: GameItem;
  favourite: boolean;
  launching: boolean;
  onPlay: (g: GameItem) => void;
  onStar: (g: GameItem) => void;
  /** Pictures above the fold load eagerly (the first row is the largest paint of a list page). */
  eager?: boolean;
}

export const gameName = (g: GameItem) => g.gameName;

/**
 * One game: picture (a themed default when it fails to load), name, vendor, new badge,
 * maintenance state and the favourite star (not on lottery games). The box has a fixed aspect
 * ratio and the picture a width and height, so nothing moves while pictures arrive.
 */
export const GameTile = memo(function GameTile({
  game,
  favourite,
  launching,
  onPlay,
  onStar,
  eager,
}: GameTileProps) {
  const { t } = useTranslation();
  const vendorName = useVendorName();
  const [broken, setBroken] = useState(false);
  const name = gameName(game);
  const art = useArtSrc();
  const src = art(game.mobileLargeIcon || game.img);
  return (
    <li className={`gm-tile${game.maintenance ? ' gm-tile--off' : ''}`}>
      <button
        type="button"
        className="gm-tile__play"
        onClick={() => onPlay(game)}
        disabled={game.maintenance}
        aria-label={game.maintenance ? t('games.tileMaintenance', { name }) : t('games.play', { name })}
      >
        <span className="gm-tile__pic">
          {src && !broken ? (
            <img
              src={src}
              alt=""
              width={TILE_IMAGE_PX}
              height={TILE_IMAGE_PX}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              fetchPriority={eager ? 'high' : 'auto'}
              onError={() => setBroken(true)}
            />
          ) : (
            <span className="gm-tile__fallback" aria-hidden="true">
              <Icon name="bet" size={34} />
              <span>{game.vassalage}</span>
            </span>
          )}
          {launching && (
            <span className="gm-tile__busy">
              <Spinner size={28} label={t('games.launching')} />
            </span>
          )}
          {game.maintenance && <span className="gm-tile__maint">{t('games.maintenance')}</span>}
        </span>
        <span className="gm-tile__name">{name}</span>
        <span className="gm-tile__vendor">{vendorName(game.vassalage, game.displayName)}</span>
      </button>
      {game.new && <span className="gm-tile__new">{t('games.newBadge')}</span>}
      {canFavourite(game) && (
        <button
          type="button"
          className={`gm-tile__star${favourite ? ' is-on' : ''}`}
          aria-pressed={favourite}
          aria-label={t(favourite ? 'games.unfavourite' : 'games.favourite', { name })}
          onClick={() => onStar(game)}
        >
          <Icon name="star" size={18} fill={favourite ? 'currentColor' : 'none'} />
        </button>
      )}
    </li>
  );
});
