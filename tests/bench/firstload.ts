// `npm run bench -- firstload`: only the cold first-load JavaScript of /m/home (gzip), without the
// Lighthouse runs (seconds instead of minutes; for checking that a change keeps the first load as is).
import { BUDGET, coldJsGzipBytes, startApp } from './lighthouse';
import type { BenchResult } from './types';

export default async function benchFirstLoad(): Promise<BenchResult[]> {
  const app = await startApp();
  try {
    const js = await coldJsGzipBytes(`${app.base}/m/home`);
    return [
      {
        name: `cold first load /m/home: JavaScript gzip (${js.files} files)`,
        value: js.bytes,
        unit: 'B',
        target: `≤ ${BUDGET.jsKb * 1024} B`,
        pass: js.bytes <= BUDGET.jsKb * 1024,
      },
    ];
  } finally {
    app.stop();
  }
}
