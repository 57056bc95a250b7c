import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { GAME_CATEGORIES } from '@schemas';
import { LANGUAGE_NAMES } from '@locales/languages';
import type { ConfigProblem } from '../types';
import { choiceOf, labelOf, schemaPathOf } from './labels';
import { enumName } from './ui-labels';

type Params = Record<string, unknown>;

/**
 * A problem's values in the words of the field it names (issue 35): a missing member by its label
 * ("Tên quy tắc", not "id"), a type in plain words ("số nguyên", not "integer"), theme colours,
 * flags, categories and languages by their names, a JSON syntax fault by its reason.
 */
export function problemParams(p: ConfigProblem, t: TFunction, lang: string): Params {
  const params: Params = { ...(p.params ?? {}) };
  const path = schemaPathOf(p.pointer);
  const name = (v: unknown, of: (s: string) => string | undefined) =>
    typeof v === 'string' ? (of(v) ?? v) : v;
  if ('property' in params && p.key !== 'config.errors.unknownProperty')
    params.property = labelOf(path, lang) ?? params.property;
  if ('type' in params)
    params.type = String(params.type)
      .split(',')
      .map((ty) => t(`config.types.${ty}`, { defaultValue: ty }))
      .join(' / ');
  for (const k of ['fg', 'bg'])
    if (k in params) params[k] = name(params[k], (c) => labelOf(`theme/colors/${c}`, lang));
  for (const k of ['flag', 'needs'])
    if (k in params) params[k] = name(params[k], (f) => labelOf(`flags/${f}`, lang));
  if ('category' in params)
    params.category = name(params.category, (c) => enumName(GAME_CATEGORIES, c, lang));
  if ('language' in params)
    params.language = name(params.language, (l) => LANGUAGE_NAMES[l as keyof typeof LANGUAGE_NAMES]);
  if (p.key === 'config.errors.enum' && typeof params.allowed === 'string')
    params.allowed = params.allowed
      .split(', ')
      .map((v) => choiceOf(path, v, lang) ?? v)
      .join(', ');
  if ('reason' in params && 'line' in params)
    params.reason = t(`config.jsonReasons.${String(params.reason)}`, { defaultValue: '' });
  if (p.key === 'config.errors.notJson' && !('line' in params))
    Object.assign(params, { line: '?', column: '?' });
  return params;
}

/** A problem as one sentence in the console language. */
export const problemText = (p: ConfigProblem, t: TFunction, lang: string): string =>
  t(p.key, { ...problemParams(p, t, lang), defaultValue: p.message });

export function useProblemText() {
  const { t, i18n } = useTranslation();
  return useCallback((p: ConfigProblem) => problemText(p, t, i18n.language), [t, i18n.language]);
}
