import { useTranslation } from 'react-i18next';
import type { MerchantConfig } from '@schemas';
import { LANGUAGE_NAMES } from '@locales/languages';
import { PRESETS, SITE_FLAGS, TEMPLATE_VARIANTS, applyPreset, type Overrides } from './overrides';
import { choiceOf, labelOf } from '../../shared/config/labels';

interface Props {
  idPrefix: string;
  live?: MerchantConfig;
  overrides: Overrides;
  onChange(o: Overrides): void;
}

/** Presets, then any flag / template / language, each "as configured" unless overridden. */
export function OverridesPanel({ idPrefix, live, overrides, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  // Flags, templates and languages by the names the editor gives them (issue 35), not their codes.
  const variant = (tpl: string, v: unknown) =>
    choiceOf(`templates/${tpl}`, String(v), lang) ?? String(v ?? '');
  const language = (l: unknown) => {
    const name = LANGUAGE_NAMES[l as keyof typeof LANGUAGE_NAMES];
    return name ? `${name} (${String(l)})` : String(l ?? '');
  };
  const tri = (v: boolean | undefined) => (v === undefined ? '' : v ? 'on' : 'off');
  const configured = (v: unknown) =>
    t('console.preview.asConfigured', {
      value: v === true ? t('console.widgets.on') : v === false ? t('console.widgets.off') : String(v ?? ''),
    });
  return (
    <div className="overrides">
      <fieldset>
        <legend>{t('console.preview.presets')}</legend>
        <div className="chips">
          {PRESETS.map((p) => (
            <button key={p.id} type="button" onClick={() => onChange(applyPreset(overrides, p.apply))}>
              {t(`console.preview.preset.${p.id}`)}
            </button>
          ))}
          <button type="button" onClick={() => onChange({ flags: {}, templates: {} })}>
            {t('console.preview.reset')}
          </button>
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('console.preview.templatesLanguage')}</legend>
        {(['mem_cen', 'dep_func'] as const).map((tpl) => (
          <label key={tpl} htmlFor={`${idPrefix}-${tpl}`}>
            {labelOf(`templates/${tpl}`, lang) ?? tpl}
            <select
              id={`${idPrefix}-${tpl}`}
              value={overrides.templates[tpl] ?? ''}
              onChange={(e) =>
                onChange({
                  ...overrides,
                  templates: { ...overrides.templates, [tpl]: e.target.value || undefined },
                })
              }
            >
              <option value="">{configured(variant(tpl, live?.templates[tpl]))}</option>
              {TEMPLATE_VARIANTS.map((v) => (
                <option key={v} value={v}>
                  {variant(tpl, v)}
                </option>
              ))}
            </select>
          </label>
        ))}
        <label htmlFor={`${idPrefix}-language`}>
          {t('console.preview.language')}
          <select
            id={`${idPrefix}-language`}
            value={overrides.language ?? ''}
            onChange={(e) => onChange({ ...overrides, language: e.target.value || undefined })}
          >
            <option value="">{configured(language(live?.defaultLanguage))}</option>
            {(live?.languages ?? ['vi', 'en']).map((l) => (
              <option key={l} value={l}>
                {language(l)}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      {(live?.rollouts?.length ?? 0) > 0 && (
        <fieldset>
          <legend>{t('targeting.preview.rollouts')}</legend>
          {live!.rollouts.map((r) => (
            <label key={r.id} htmlFor={`${idPrefix}-rollout-${r.id}`}>
              {r.id}
              <select
                id={`${idPrefix}-rollout-${r.id}`}
                value={tri(overrides.rollouts?.[r.id])}
                onChange={(e) => {
                  const rest = Object.fromEntries(
                    Object.entries(overrides.rollouts ?? {}).filter(([k]) => k !== r.id),
                  );
                  onChange({
                    ...overrides,
                    rollouts: e.target.value === '' ? rest : { ...rest, [r.id]: e.target.value === 'on' },
                  });
                }}
              >
                <option value="">{t('targeting.preview.byAudience')}</option>
                <option value="on">{t('targeting.preview.gets')}</option>
                <option value="off">{t('targeting.preview.current')}</option>
              </select>
            </label>
          ))}
        </fieldset>
      )}
      <fieldset>
        <legend>{t('console.preview.flags')}</legend>
        <div className="flag-grid">
          {SITE_FLAGS.map((f) => (
            <label key={f} htmlFor={`${idPrefix}-flag-${f}`}>
              {labelOf(`flags/${f}`, lang) ?? f}
              <select
                id={`${idPrefix}-flag-${f}`}
                value={tri(overrides.flags[f])}
                onChange={(e) =>
                  onChange({
                    ...overrides,
                    flags: {
                      ...overrides.flags,
                      [f]: e.target.value === '' ? undefined : e.target.value === 'on',
                    },
                  })
                }
              >
                <option value="">{configured(live?.flags[f])}</option>
                <option value="on">{t('console.widgets.on')}</option>
                <option value="off">{t('console.widgets.off')}</option>
              </select>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
