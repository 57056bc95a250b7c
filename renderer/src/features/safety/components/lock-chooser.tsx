import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lockUntil, type LockKind } from '@core/responsible-gaming';
import { formatDate } from '@core/dates';
import { Button, Popup, useToast } from '../../../shared/ui';
import { useLock } from '../api/safety-api';

/** A time-out (days) or a self-exclusion (months): pick a length, confirm, locked at once on the server. */
export function LockChooser({ kind, choices, now }: { kind: LockKind; choices: number[]; now: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const lock = useLock();
  const [length, setLength] = useState(choices[0] ?? 0);
  const [confirming, setConfirming] = useState(false);
  const unit = kind === 'timeOut' ? 'days' : 'months';
  const name = `sf-${kind}`;
  const until = formatDate(lockUntil(kind, length, now), 'dayTime');
  return (
    <div className="sf-stack">
      <fieldset className="sf-choices">
        <legend className="sf-legend">{t(`safety.${kind}.choose`)}</legend>
        {choices.map((c) => (
          <label key={c} className="sf-chip">
            <input type="radio" name={name} value={c} checked={length === c} onChange={() => setLength(c)} />
            <span>{t(`safety.${unit}`, { count: c })}</span>
          </label>
        ))}
      </fieldset>
      <Button
        variant={kind === 'selfExclusion' ? 'secondary' : 'primary'}
        block
        onClick={() => setConfirming(true)}
      >
        {t(`safety.${kind}.start`, { length: t(`safety.${unit}`, { count: length }) })}
      </Button>
      <Popup
        open={confirming}
        variant="dialog"
        title={t(`safety.${kind}.confirmTitle`)}
        onClose={() => setConfirming(false)}
      >
        <p className="sf-dialog-text">{t(`safety.${kind}.confirmText`, { until })}</p>
        <div className="sf-actions">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            loading={lock.isPending}
            onClick={() =>
              lock.mutate(
                { kind, length },
                {
                  onSuccess: () => toast.success(t(`safety.${kind}.done`, { until })),
                  onSettled: () => setConfirming(false),
                },
              )
            }
          >
            {t(`safety.${kind}.confirm`)}
          </Button>
        </div>
      </Popup>
    </div>
  );
}
