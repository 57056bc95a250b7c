import type { MerchantConfig } from '@schemas';
import type { Promotion } from '@schemas/api/promotions.schema';

import { CONFIG_ELEMENT_ID } from '@core/page-embed';

export { CONFIG_ELEMENT_ID };

export interface EmbeddedConfig {
  etag: string;
  config: MerchantConfig;
  /** A support preview: overrides for this page only, never stored as last known good. */
  preview?: boolean;
  /** A content preview link (issue 11): the unpublished promotion the page shows, per language. */
  previewPromotion?: Partial<Record<'vi' | 'en', Promotion>>;
  /** A support preview forcing the side of rollouts (id → gets the changes), issue 16. */
  previewRollouts?: Record<string, boolean>;
  /** A support preview: the version the page shows, for "why is this here?" (issue 16). */
  previewVersion?: number;
}

export const isEmbedded = (v: unknown): v is EmbeddedConfig =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as EmbeddedConfig).etag === 'string' &&
  !!(v as EmbeddedConfig).config &&
  typeof (v as EmbeddedConfig).config.code === 'string';

/** Reads the data block (never executable script, so operator text cannot run). */
export function readEmbedded(doc: Document = document): EmbeddedConfig | undefined {
  const text = doc.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data: unknown = JSON.parse(text);
    return isEmbedded(data) ? data : undefined;
  } catch {
    return undefined;
  }
}

/** Last known good per merchant: used when a page is opened without a usable data block. */
export const lastGoodKey = (code: string) => `MC_CONFIG_${code}`;
const LAST_CODE_KEY = 'MC_CONFIG_CODE';

export function saveLastGood(e: EmbeddedConfig, storage: Storage = localStorage): void {
  if (e.preview) return;
  try {
    storage.setItem(lastGoodKey(e.config.code), JSON.stringify({ etag: e.etag, config: e.config }));
    storage.setItem(LAST_CODE_KEY, e.config.code);
  } catch {
    // Storage full or disabled (private mode): the page still works with the injected config.
  }
}

export function loadLastGood(storage: Storage = localStorage): EmbeddedConfig | undefined {
  try {
    const code = storage.getItem(LAST_CODE_KEY);
    const raw = code ? storage.getItem(lastGoodKey(code)) : null;
    const data: unknown = raw ? JSON.parse(raw) : undefined;
    return isEmbedded(data) ? data : undefined;
  } catch {
    return undefined;
  }
}
