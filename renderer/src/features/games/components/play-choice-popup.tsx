import { useTranslation } from 'react-i18next';
import { Button, Popup } from '../../../shared/ui';
import { usePlay, usePlayChoice } from '../model/use-play';
import { gameName } from './game-tile';

/** The popup of the real-money / free-play choice (play-choice.tsx). */
export default function PlayChoicePopup() {
  const { t } = useTranslation();
  const game = usePlayChoice((s) => s.game);
  const close = usePlayChoice((s) => s.close);
  const { start } = usePlay();
  const pick = (free: boolean) => {
    if (!game) return;
    close();
    start(game, free);
  };
  return (
    <Popup
      open={!!game}
      onClose={close}
      title={game ? gameName(game) : t('games.playChoiceTitle')}
      variant="dialog"
    >
      <p className="gm-choice__text">{t('games.playChoiceText')}</p>
      <div className="gm-choice">
        <Button variant="primary" block onClick={() => pick(false)}>
          {t('games.playReal')}
        </Button>
        <Button variant="secondary" block onClick={() => pick(true)}>
          {t('games.playFree')}
        </Button>
      </div>
    </Popup>
  );
}
