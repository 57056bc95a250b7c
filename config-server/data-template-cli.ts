// `node dist/server/data-template.js [distDir]` (run by `npm run build:server`): makes the build's
// data template in <distDir>/data-template — the embedded database, created and migrated with no
// rows, and the merchant-config validator precompiled — which a first `npm start` copies instead of
// doing that work (issue 18; server/db/data-template.ts says what is in it and when it is used).
import { join } from 'node:path';
import { buildDataTemplate, dataTemplateDir } from '../server/db/data-template';
import { installMerchantValidator } from '../server/merchant-validator-cache';
import { PROJECT_ROOT } from '../server/paths';
import { PLATFORM_MIGRATIONS } from '../platform-api';
import { CONFIG_SERVER_MIGRATIONS } from './migrations-dir';

const started = Date.now();
const out = dataTemplateDir(process.argv[2] ?? join(PROJECT_ROOT, 'dist'));
await buildDataTemplate(out, [PLATFORM_MIGRATIONS, CONFIG_SERVER_MIGRATIONS]);
installMerchantValidator(join(out, 'cache'));
console.log(`[build] data template in ${out} (${Date.now() - started} ms)`);
