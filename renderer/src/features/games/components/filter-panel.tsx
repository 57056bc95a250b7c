import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Popup } from '../../../shared/ui';
import { MIN_BET_OPTIONS, MIN_LINE_OPTIONS } from '../constants';

interface Props {
  open: boolean;
  minBet: number | null;
  minLine: number | null;
  /** Min bet and min lines apply to slot-like game types only. */
  betAndLines: boolean;
  /** The browser's other filters (tabs, classifications, vendor list), above bet and lines. */
  children?: ReactNode;
  onApply: (minBet: number | null, minLine: number | null) => void;
  onClear: () => void;
  onClose: () => void;
}

function Choice({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly number[];
  value: number | null;
  onChange: (v: number | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="gm-filter__group">
      <legend>{label}</legend>
      <div className="gm-strip gm-strip--wrap">
        <button
          type="button"
          className="gm-pill"
          aria-pressed={value === null}
          onClick={() => onChange(null)}
        >
          {t('games.any')}
        </button>
        {options.map((o) => (
          <button
            key={o}
            type="button"
            className="gm-pill"
            aria-pressed={value === o}
            onClick={() => onChange(o)}
          >{`≥ ${o}`}</button>
        ))}
      </div>
    </fieldset>
  );
}

/** Filter panel: the browser's filters, minimum bet and minimum lines, apply and clear filters. */
export function FilterPanel({
  open,
  minBet,
  minLine,
  betAndLines,
  children,
  onApply,
  onClear,
  onClose,
}: Props) {
  const { t } = useTranslation();
  const [bet, setBet] = useState(minBet);
  const [line, setLine] = useState(minLine);
  return (
    <Popup open={open} onClose={onClose} title={t('games.filters')}>
      {children}
      {betAndLines && (
        <>
          <Choice label={t('games.minBet')} options={MIN_BET_OPTIONS} value={bet} onChange={setBet} />
          <Choice label={t('games.minLine')} options={MIN_LINE_OPTIONS} value={line} onChange={setLine} />
        </>
      )}
      <div className="gm-filter__actions">
        <Button
          variant="secondary"
          onClick={() => {
            setBet(null);
            setLine(null);
            onClear();
            onClose();
          }}
        >
          {t('games.clearFilters')}
        </Button>
        <Button
          variant="primary"
          onClick={() => {
            onApply(bet, line);
            onClose();
          }}
        >
          {t('games.applyFilters')}
        </Button>
      </div>
    </Popup>
  );
}
