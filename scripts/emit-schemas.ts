// `npm run schemas`: writes schemas/json/<name>.schema.json from the TypeScript schemas, so merchant
// files can name them in "$schema" and any editor validates as the operator types.
// `--check` fails when the emitted files are out of date (run by `npm test`).
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { EMITTED_SCHEMAS } from '../schemas';

const out = new URL('../schemas/json/', import.meta.url).pathname;
const check = process.argv.includes('--check');
mkdirSync(out, { recursive: true });
let stale = 0;
for (const [name, schema] of Object.entries(EMITTED_SCHEMAS)) {
  const file = join(out, `${name}.schema.json`);
  const text = `${JSON.stringify({ $schema: 'http://json-schema.org/draft-07/schema#', ...schema }, null, 2)}\n`;
  if (check) {
    if (!existsSync(file) || readFileSync(file, 'utf8') !== text) {
      console.error(`stale: ${file} (run npm run schemas)`);
      stale++;
    }
  } else {
    writeFileSync(file, text);
    console.log(`wrote ${file}`);
  }
}
if (stale) process.exit(1);
