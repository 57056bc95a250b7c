import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminQueries } from '../queries';

/**
 * A note for each of `languages` that lacks texts (issue 35 item 10): how many of the reference
 * language's texts it has, and that its players read English (the rest, or everything). Nothing for
 * a language with every text.
 */
export function LanguageTextsNotes({ languages }: { languages: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const q = useQuery(adminQueries.languages());
  if (!q.data) return null;
  const { total, list } = q.data;
  const n = (v: number) => v.toLocaleString(i18n.language);
  return (
    <>
      {languages.flatMap((code) => {
        const l = list.find((x) => x.code === code);
        if (!l || l.texts >= total) return [];
        const params = { name: l.name, code: l.code, texts: n(l.texts), total: n(total) };
        return [
          <p key={code} role="note" className="warning">
            {t(l.texts === 0 ? 'console.languageTexts.none' : 'console.languageTexts.partial', params)}
          </p>,
        ];
      })}
    </>
  );
}
