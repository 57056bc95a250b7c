import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui';
import type { GameItem } from '../api/types';
import { usePlay } from '../model/use-play';

/** A lottery board (numero draws, VN results): its titled section, with a button that opens `game` when there is one. */
export function LotteryBoardFrame({
  className,
  titleId,
  title,
  game,
  children,
}: {
  className: string;
  titleId: string;
  title: string;
  game: GameItem | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { play, pending } = usePlay();
  return (
    <section className={className} aria-labelledby={titleId}>
      <header className="lt-vn__head">
        <h2 id={titleId}>{title}</h2>
        {game && (
          <Button
            variant="secondary"
            onClick={() => play(game)}
            loading={pending === game.nodeId}
            aria-label={`${t('longtail.playLottery')}: ${game.gameName}`}
          >
            {t('longtail.playLottery')}
          </Button>
        )}
      </header>
      {children}
    </section>
  );
}
