// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useRealI18n } from '@tests/support/ui-i18n';
import type { GameItem } from '../api/types';
import { preloadPictures } from '../model/prefetch';
import { GameTile } from './game-tile';

const cfg = vi.hoisted(() => ({
  limits: { timings: {} },
  theme: { colors: { primary: '#e5a823' } },
  imageCDNs: undefined as string[] | undefined,
}));
vi.mock('../../../shared/config', () => ({
  getMerchantConfig: () => cfg,
  useMerchantConfig: () => cfg,
}));

const game = (over: Partial<GameItem> = {}): GameItem => ({
  nodeId: 7,
  gameType: 'RNG',
  vassalage: 'JILI',
  gameName: 'Fortune Gems',
  displayName: 'JILI',
  gameId: 'g7',
  gameCode: 'c7',
  gameClassify: [],
  img: '/api/games/7/picture.svg',
  new: false,
  maintenance: false,
  supportPlay: 0,
  isGameH5: true,
  ...over,
});
const renderTile = (g: GameItem, favourite = false) => {
  const onPlay = vi.fn();
  const onStar = vi.fn();
  render(
    <ul>
      <GameTile game={g} favourite={favourite} launching={false} onPlay={onPlay} onStar={onStar} />
    </ul>,
  );
  return { onPlay, onStar };
};

let t: Awaited<ReturnType<typeof useRealI18n>>;
beforeAll(async () => {
  t = await useRealI18n();
});

describe('GameTile (spec §2 game tile)', () => {
  afterEach(cleanup);

  it('plays and stars by accessible name; the picture keeps its size (width and height)', () => {
    const { onPlay, onStar } = renderTile(game());
    fireEvent.click(screen.getByRole('button', { name: t('games.play', { name: 'Fortune Gems' }) }));
    fireEvent.click(screen.getByRole('button', { name: t('games.favourite', { name: 'Fortune Gems' }) }));
    expect(onPlay).toHaveBeenCalledOnce();
    expect(onStar).toHaveBeenCalledOnce();
    const img = document.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual([
      '200',
      '200',
      'lazy',
    ]);
    // Generated art in the player's language and the merchant's theme (issue 17).
    expect(img.getAttribute('src')).toMatch(/^\/api\/games\/7\/picture\.svg\?lang=(vi|en)&t=[a-z0-9]+$/);
  });

  it('a picture preloaded before its screen renders is asked for at the address its tile shows', () => {
    // Issue 18: the lobby preloads its first pictures as soon as the list arrives; at any other
    // address than the tile's, every one of them was downloaded twice.
    cfg.imageCDNs = ['img1.cdn.test', 'img2.cdn.test'];
    const preloaded: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        set src(v: string) {
          preloaded.push(v);
        }
      },
    );
    try {
      const games = [game(), game({ nodeId: 8, img: '/api/games/8/picture.svg' })];
      preloadPictures(games);
      render(
        <ul>
          {games.map((g) => (
            <GameTile
              key={g.nodeId}
              game={g}
              favourite={false}
              launching={false}
              onPlay={vi.fn()}
              onStar={vi.fn()}
            />
          ))}
        </ul>,
      );
      const shown = [...document.querySelectorAll('img')].map((i) => i.getAttribute('src'));
      expect(shown[0]).toMatch(/^http:\/\/img[12]\.cdn\.test(:\d+)?\/api\/games\/7\/picture\.svg\?lang=/);
      expect(preloaded).toEqual(shown);
    } finally {
      cfg.imageCDNs = undefined;
      vi.unstubAllGlobals();
    }
  });

  it('has no star on LOTT and ELOTT games', () => {
    const stars = () => [
      ...screen.queryAllByRole('button', { name: t('games.favourite', { name: 'Fortune Gems' }) }),
      ...screen.queryAllByRole('button', { name: t('games.unfavourite', { name: 'Fortune Gems' }) }),
    ];
    renderTile(game({ gameType: 'RNG' }));
    expect(stars()).toHaveLength(1);
    cleanup();
    for (const gameType of ['LOTT', 'ELOTT']) {
      renderTile(game({ gameType }));
      expect(stars(), gameType).toEqual([]);
      expect(
        screen.getByRole('button', { name: t('games.play', { name: 'Fortune Gems' }) }),
        gameType,
      ).toBeTruthy();
      cleanup();
    }
  });

  it('shows the default picture when the picture fails', () => {
    renderTile(game());
    fireEvent.error(document.querySelector('img')!);
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('.gm-tile__fallback')?.textContent).toBe('JILI');
  });

  it('a game under maintenance cannot be launched; a favourite shows a pressed star; new games get a badge', () => {
    const { onPlay } = renderTile(game({ maintenance: true, new: true }), true);
    const play = screen.getByRole('button', { name: t('games.tileMaintenance', { name: 'Fortune Gems' }) });
    expect(play).toHaveProperty('disabled', true);
    fireEvent.click(play);
    expect(onPlay).not.toHaveBeenCalled();
    expect(
      screen
        .getByRole('button', { name: t('games.unfavourite', { name: 'Fortune Gems' }) })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.getByText(t('games.newBadge'))).toBeTruthy();
  });
});
