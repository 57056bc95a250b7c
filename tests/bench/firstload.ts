// `npm run bench -- firstload`: the first-load JavaScript of /m/home, /m/slot-games and /m/login, demo
// and lotus. Two figures each: what the first screen downloads before it can render (entry, static
// imports and the server's preloads, from the build's manifest: issue 29's budget, also a test in
// `npm test`), and every script a fresh browser fetches until the network is idle (the first load
// plus what loads right after the first paint), for comparison.
import { join } from 'node:path';
import {
  FIRST_LOAD_BUDGET,
  FIRST_LOAD_MERCHANTS,
  FIRST_LOAD_PAGES,
  firstLoadOf,
  merchantLanguage,
} from '../support/first-load';
import { coldJsGzipBytes, startApp } from './lighthouse';
import type { BenchResult } from './types';

const BUILD = join(import.meta.dirname, '../../dist/renderer');

export default async function benchFirstLoad(): Promise<BenchResult[]> {
  const app = await startApp();
  try {
    const port = new URL(app.base).port;
    const rows: BenchResult[] = [];
    for (const merchant of FIRST_LOAD_MERCHANTS) {
      const base = merchant === 'demo' ? app.base : `http://${merchant}.localhost:${port}`;
      for (const path of FIRST_LOAD_PAGES) {
        const load = firstLoadOf(BUILD, path, merchantLanguage(merchant));
        const idle = await coldJsGzipBytes(`${base}${path}`);
        rows.push(
          {
            name: `first load ${merchant} ${path}: JavaScript gzip`,
            value: load.kb,
            unit: 'KB',
            target: `≤ ${FIRST_LOAD_BUDGET.kb} KB`,
            pass: load.kb <= FIRST_LOAD_BUDGET.kb,
          },
          {
            name: `first load ${merchant} ${path}: JavaScript files`,
            value: load.files.length,
            unit: '',
            target: `≤ ${FIRST_LOAD_BUDGET.files}`,
            pass: load.files.length <= FIRST_LOAD_BUDGET.files,
          },
          {
            name: `until network idle ${merchant} ${path}: JavaScript gzip (${idle.files} files)`,
            value: Math.round((idle.bytes / 1024) * 10) / 10,
            unit: 'KB',
          },
        );
      }
    }
    return rows;
  } finally {
    app.stop();
  }
}
