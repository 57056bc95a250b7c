import { use } from 'react';
import { useTranslation } from 'react-i18next';

/*
 * The `longtail` namespace (the game frame, sports, tasks, lottery extras) is loaded with the
 * screens that use it, not with the first-load language bundle: /m/home's first-load JS stays flat.
 */
const loaders: Record<string, () => Promise<{ default: Record<string, unknown> }>> = {
  vi: () => import('@locales/vi/longtail.json'),
  en: () => import('@locales/en/longtail.json'),
};
const loading = new Map<string, Promise<void>>();

/** Suspends until the `longtail.*` strings of the current language are in place. */
export function useLongtailStrings(): void {
  const { i18n } = useTranslation();
  const lang = loaders[i18n.language] ? i18n.language : 'en';
  if (i18n.getResource(lang, 'translation', 'longtail')) return;
  let p = loading.get(lang);
  if (!p) {
    p = loaders[lang]!().then((m) => {
      i18n.addResourceBundle(lang, 'translation', { longtail: m.default }, true, false);
    });
    loading.set(lang, p);
  }
  use(p);
}
