import { useTranslation } from 'react-i18next';
import type { ConfigChange } from '../../shared/types';

/** "What changes for players", grouped by area, in the console language. */
export function ChangeSummary({
  changes,
  emptyKey = 'console.diff.none',
}: {
  changes: readonly ConfigChange[];
  emptyKey?: string;
}) {
  const { t } = useTranslation();
  if (changes.length === 0) return <p className="muted">{t(emptyKey)}</p>;
  const areas = [...new Set(changes.map((c) => c.area))];
  return (
    <dl className="changes">
      {areas.map((area) => (
        <div key={area}>
          <dt>{t(`console.areas.${area}`)}</dt>
          {changes
            .filter((c) => c.area === area)
            .map((c, i) => (
              <dd key={i}>
                {t(c.key, {
                  ...c.params,
                  list: c.params.list ? t(`console.menuLists.${String(c.params.list)}`) : undefined,
                })}
              </dd>
            ))}
        </div>
      ))}
    </dl>
  );
}
