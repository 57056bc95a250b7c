import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPlayer, AdminPlayerActionResult } from '@schemas';
import { ApiError, errorKey } from '../../shared/api';
import { Dialog } from '../../shared/ui/dialog';
import { AdjustDialog } from './adjustments';
import { usePlayerAction, type PlayerAction } from './queries';

/**
 * The actions on a player (operators and support): each asks for a reason in a dialog first (a
 * note's text for a note), then says what was done, or why it was refused.
 */
export function PlayerActions({
  code,
  player,
  canAdjust,
}: {
  code: string;
  player: AdminPlayer;
  /** Operators correct a balance (a second operator approves large corrections). */
  canAdjust: boolean;
}) {
  const { t } = useTranslation();
  const act = usePlayerAction(code, player.player.id);
  const [open, setOpen] = useState<PlayerAction | 'adjust'>();
  const [report, setReport] = useState<{ ok: boolean; text: string }>();
  const locked = player.player.status === 'locked';
  const actions: PlayerAction[] = [
    ...(locked ? (['unlock'] as const) : player.player.status === 'active' ? (['lock'] as const) : []),
    'endSessions',
    'passwordReset',
    'note',
  ];
  const all: (PlayerAction | 'adjust')[] = [...actions, ...(canAdjust ? (['adjust'] as const) : [])];
  const done = (action: PlayerAction, r: AdminPlayerActionResult) =>
    t(`players.actions.done.${action}`, {
      count: r.sessionsEnded ?? 0,
      to: r.sentTo ? t(`players.actions.sentTo.${r.sentTo}`) : '',
    });
  const failure = (e: unknown) => t(actionFailureKey(e));
  return (
    <div className="player-actions" role="group" aria-label={t('players.actions.title')}>
      {all.map((a) => (
        <button
          key={a}
          type="button"
          className={a === 'lock' ? 'danger' : undefined}
          onClick={() => {
            setReport(undefined);
            setOpen(a);
          }}
        >
          {t(a === 'adjust' ? 'players.adjust.action' : `players.actions.${a}`)}
        </button>
      ))}
      {report && (
        <p role={report.ok ? 'status' : 'alert'} className="player-report">
          {report.text}
        </p>
      )}
      {open === 'adjust' && (
        <AdjustDialog
          code={code}
          id={player.player.id}
          currency={player.currency}
          onClose={() => setOpen(undefined)}
          onDone={setReport}
        />
      )}
      {open && open !== 'adjust' && (
        <ReasonDialog
          action={open}
          busy={act.isPending}
          onClose={() => setOpen(undefined)}
          onConfirm={async (reason) => {
            try {
              const r = await act.mutateAsync({ action: open, reason });
              setReport({ ok: true, text: done(open, r) });
            } catch (e) {
              setReport({ ok: false, text: failure(e) });
            }
            setOpen(undefined);
          }}
        />
      )}
    </div>
  );
}

function ReasonDialog(props: {
  action: PlayerAction;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const title = useId();
  const hint = useId();
  const [text, setText] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim()) void props.onConfirm(text.trim());
  };
  const label = t(props.action === 'note' ? 'players.actions.noteText' : 'players.actions.reason');
  return (
    <Dialog labelledBy={title} onClose={props.onClose} busy={props.busy}>
      <form onSubmit={submit} className="player-dialog">
        <h2 id={title}>{t(`players.actions.${props.action}`)}</h2>
        <label>
          {label}
          <textarea
            value={text}
            required
            rows={3}
            maxLength={props.action === 'note' ? 2000 : 500}
            aria-describedby={hint}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <p id={hint} className="note">
          {t(`players.actions.reasonHint.${props.action}`)}
        </p>
        <div className="row">
          <button type="submit" disabled={props.busy || !text.trim()}>
            {t('players.actions.confirm')}
          </button>
          <button type="button" onClick={props.onClose}>
            {t('players.actions.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** Why an action failed, as a locale key; a reset code that could not go says why (no contact, no way to send). */
export function actionFailureKey(e: unknown): string {
  const contact =
    e instanceof ApiError && e.code === 'FEATURE_UNAVAILABLE'
      ? (e.details as { contact?: unknown } | undefined)?.contact
      : undefined;
  return contact === 'none' || contact === 'noTransport'
    ? `players.actions.cannotSend.${contact}`
    : errorKey(e);
}
