import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { vi } from 'vitest';
import { parseMerchantText } from '../../core/config/validate';
import { CONFIG_ELEMENT_ID } from '../../renderer/src/shared/config/embedded';

/**
 * A fresh player page for a component test that imports the renderer's real modules (config store,
 * i18n, session): modules reloaded, storage empty, and a merchant's config embedded in the document
 * as the server embeds it. Import the modules under test after this.
 */
export function freshPlayerPage(merchant = 'demo'): void {
  vi.resetModules();
  sessionStorage.clear();
  localStorage.clear();
  const parsed = parseMerchantText(
    readFileSync(join(process.cwd(), 'merchants', `${merchant}.json`), 'utf8'),
  );
  if (!parsed.ok) throw new Error(`${merchant} invalid`);
  document.body.innerHTML = `<script type="application/json" id="${CONFIG_ELEMENT_ID}">${JSON.stringify({ etag: '"t"', config: parsed.config })}</script>`;
}
