import { useTranslation } from 'react-i18next';
import type { Chip } from '@core/game-browser';
import { Icon } from '../../../shared/ui';
import { classifyLabel } from './classify-strip';

/** Removable chips for vendor, classify, min bet and min line, and "clear filters". */
export function FilterChips({
  chips,
  vendorName,
  onRemove,
  onClear,
}: {
  chips: Chip[];
  vendorName: (v: string) => string;
  onRemove: (k: Chip['kind']) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  if (chips.length === 0) return null;
  const text = (c: Chip) =>
    c.kind === 'vendor'
      ? vendorName(c.value)
      : c.kind === 'classify'
        ? classifyLabel(t, c.value)
        : t(c.kind === 'minBet' ? 'games.minBetChip' : 'games.minLineChip', { value: c.value });
  return (
    <div className="gm-chips" role="group" aria-label={t('games.activeFilters')}>
      {chips.map((c) => (
        <button
          key={c.kind}
          type="button"
          className="gm-chip"
          onClick={() => onRemove(c.kind)}
          aria-label={t('games.removeFilter', { name: text(c) })}
        >
          <span>{text(c)}</span>
          <Icon name="close" size={14} />
        </button>
      ))}
      <button type="button" className="gm-chip gm-chip--clear" onClick={onClear}>
        {t('games.clearFilters')}
      </button>
    </div>
  );
}
