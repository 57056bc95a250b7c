import type { MerchantConfig, TemplateName } from '../schemas';

export type TemplateVariant = 'base' | 'new';

/** The template a merchant uses for a screen (spec §4: mem_cen / dep_func, base unless '1'/new). */
export function template(config: Pick<MerchantConfig, 'templates'>, name: TemplateName): TemplateVariant {
  return config.templates[name] === 'new' ? 'new' : 'base';
}

/** Reads the platform's template setting ('1' = new) into a variant, for the status response. */
export const templateFromFlag = (value: string | number | undefined): TemplateVariant =>
  String(value) === '1' ? 'new' : 'base';

/** The screen a route shows for a template (rjsf-style registry: one entry per variant, one lookup here). */
export const pickTemplate = <T>(
  config: Pick<MerchantConfig, 'templates'>,
  name: TemplateName,
  registry: Record<TemplateVariant, T>,
): T => registry[template(config, name)];
