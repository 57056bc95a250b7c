import type { MerchantConfig, MerchantConfigInput } from '../../schemas';
import { validateMerchantConfig } from '../../core/config/validate';

/** A minimal valid merchant document (as an operator writes it), with overrides merged on top. */
export function merchantDoc(
  overrides: Record<string, unknown> = {},
): MerchantConfigInput & Record<string, unknown> {
  return {
    code: 'acme',
    name: 'Acme',
    hosts: ['acme.test'],
    theme: { logo: '/assets/merchants/acme/logo.svg' },
    ...overrides,
  } as MerchantConfigInput & Record<string, unknown>;
}

/** A validated config (defaults filled in) from overrides; throws when the overrides make it invalid. */
export function createMerchantConfig(overrides: Record<string, unknown> = {}): MerchantConfig {
  const r = validateMerchantConfig(merchantDoc(overrides));
  if (!r.ok)
    throw new Error(`invalid test config: ${r.problems.map((p) => `${p.pointer} ${p.message}`).join('; ')}`);
  return r.config;
}
