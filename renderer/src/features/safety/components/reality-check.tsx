import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hoursMinutes } from '@core/format';
import { PATH_PREFIX } from '@core/routes';
import { msToNextRealityCheck, realityCheckNumber } from '@core/responsible-gaming';
import { useMoney } from '../../../shared/config';
import { isMemberSession, logout, useSession } from '../../../shared/session';
import { Button, Popup } from '../../../shared/ui';
import { playSessionQuery } from '../api/safety-api';

/** The last reminder this tab showed, per session start (a reload does not show it again). */
const SEEN_KEY = 'RG_REALITY_SEEN';
const seen = (startedAt: string): number => {
  try {
    const v = JSON.parse(sessionStorage.getItem(SEEN_KEY) ?? '{}') as { at?: string; n?: number };
    return v.at === startedAt ? (v.n ?? 0) : 0;
  } catch {
    return 0;
  }
};

/**
 * The reality check, in the shell: every N minutes of a login session (the member's choice on
 * /m/safety) a popup shows the time played and the session's net result from the ledger, with
 * "keep playing", "take a break" (the safety page) and "log out".
 */
export default function RealityCheck() {
  const { t } = useTranslation();
  const session = useSession();
  const token = isMemberSession(session) ? session?.token : undefined;
  const money = useMoney().format;
  const navigate = useNavigate();
  const qc = useQueryClient();
  const q = useQuery(playSessionQuery(token));
  const [now, setNow] = useState(() => Date.now());
  const [closed, setClosed] = useState(0);
  const data = q.data;
  const minutes = data?.realityCheckMinutes ?? null;
  // Server time minus this device's clock when the figures were read.
  const skew = data ? q.dataUpdatedAt - new Date(data.now).getTime() : 0;
  const start = data ? new Date(data.startedAt).getTime() : 0;

  // A timer to the next reminder (the outside world: time); the figures are read fresh when it fires.
  useEffect(() => {
    if (!data || minutes === null) return;
    const timer = setTimeout(
      () => {
        setNow(Date.now());
        void qc.invalidateQueries({ queryKey: playSessionQuery(token).queryKey });
      },
      msToNextRealityCheck(start, minutes, now - skew) + 500,
    );
    return () => clearTimeout(timer);
  }, [data, minutes, start, now, skew, qc, token]);

  if (!data || minutes === null) return null;
  const due = realityCheckNumber(start, minutes, now - skew);
  if (due <= Math.max(closed, seen(data.startedAt))) return null;
  const close = () => {
    sessionStorage.setItem(SEEN_KEY, JSON.stringify({ at: data.startedAt, n: due }));
    setClosed(due);
  };
  const played = hoursMinutes(data.playedSeconds);
  const net = money(Math.abs(data.net));
  return (
    <Popup
      open
      variant="dialog"
      title={t('safety.reality.popupTitle')}
      onClose={close}
      closeOnOverlay={false}
    >
      <div className="sf-reality">
        <p>{t('safety.reality.popupText', { minutes })}</p>
        <dl className="sf-reality__figures">
          <div>
            <dt>{t('safety.reality.played')}</dt>
            <dd>{t('safety.reality.duration', played)}</dd>
          </div>
          <div>
            <dt>{t('safety.reality.net')}</dt>
            <dd className={data.net < 0 ? 'sf-neg' : 'sf-pos'}>
              {data.net < 0 ? `−${net}` : data.net > 0 ? `+${net}` : net}
            </dd>
          </div>
          <div>
            <dt>{t('safety.reality.bets')}</dt>
            <dd>{money(data.bets)}</dd>
          </div>
        </dl>
        <div className="sf-actions sf-actions--column">
          <Button block onClick={close}>
            {t('safety.reality.continue')}
          </Button>
          <Button
            variant="secondary"
            block
            onClick={() => {
              close();
              void navigate(`${PATH_PREFIX}/safety`);
            }}
          >
            {t('safety.reality.break')}
          </Button>
          <Button
            variant="ghost"
            block
            onClick={() => {
              close();
              void logout().then(() => navigate(`${PATH_PREFIX}/home`));
            }}
          >
            {t('common.logout')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
