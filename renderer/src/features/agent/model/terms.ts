import type { TFunction } from 'i18next';
import type { AgentContract } from '@schemas/api';

/** Basis points as a percentage in the reader's language (50 → "0.5%"). */
export const ratePercent = (bp: number, lang: string): string =>
  `${(bp / 100).toLocaleString(lang, { maximumFractionDigits: 2 })}%`;

/** A contract's terms in a sentence (how its commission is computed). */
export const termsText = (
  t: TFunction,
  c: Pick<AgentContract, 'kind' | 'rateBp' | 'minActive'>,
  lang: string,
) => t(`agent.contract.terms.${c.kind}`, { rate: ratePercent(c.rateBp, lang), min: c.minActive });
