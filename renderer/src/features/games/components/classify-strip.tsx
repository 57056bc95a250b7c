import { useTranslation } from 'react-i18next';

export const BASE_CLASSIFIES = ['', 'HOT', 'NEW', 'FAV', 'RECENT'] as const;

/** Classify strip: all, hot, new, favourites, recent, then the type's classifications for the vendor. */
export function ClassifyStrip({
  extra,
  value,
  onPick,
}: {
  extra: readonly string[];
  value: string;
  onPick: (c: string) => void;
}) {
  const { t } = useTranslation();
  const keys = [
    ...BASE_CLASSIFIES,
    ...extra.filter((k) => !(BASE_CLASSIFIES as readonly string[]).includes(k)),
  ];
  return (
    <div className="gm-strip" role="group" aria-label={t('games.classifyLabel')}>
      {keys.map((k) => (
        <button
          key={k || 'ALL'}
          type="button"
          className="gm-pill"
          aria-pressed={value === k}
          onClick={() => onPick(k)}
        >
          {classifyLabel(t, k)}
        </button>
      ))}
    </div>
  );
}

export const classifyLabel = (t: (k: string, o?: Record<string, unknown>) => string, k: string) =>
  t(`games.classify.${k || 'ALL'}`, { defaultValue: k });
