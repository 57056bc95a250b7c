// `npm run bench`: prints every measured figure the issues ask for, from one run, with its budget.
// Usage: npm run bench [-- config games admin lighthouse merchants …] (default: all modules present).
import { existsSync } from 'node:fs';
import type { BenchResult } from './types';

const MODULES = [
  'config',
  'games',
  'admin',
  'wallet',
  'lighthouse',
  'firstload',
  'pwa',
  'replicas',
  'startup',
  'merchants',
  'reports',
  'pictures',
] as const;
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const rows: (BenchResult & { module: string })[] = [];
let failed = false;

for (const name of MODULES) {
  if (wanted.length && !wanted.includes(name)) continue;
  const file = new URL(`./${name}.ts`, import.meta.url);
  if (!existsSync(file)) {
    console.log(`[bench] ${name}: module not present`);
    continue;
  }
  console.log(`[bench] running ${name}…`);
  try {
    const mod = (await import(file.href)) as { default: () => Promise<BenchResult[]> };
    for (const r of await mod.default()) rows.push({ ...r, module: name });
  } catch (err) {
    failed = true;
    console.error(`[bench] ${name} failed: ${(err as Error).stack ?? String(err)}`);
  }
}

const pad = (s: string, n: number) => s.padEnd(n);
console.log(`\n${pad('module', 11)}${pad('figure', 64)}${pad('value', 14)}${pad('target', 12)}ok`);
for (const r of rows) {
  const ok = r.pass === undefined ? '' : r.pass ? 'yes' : 'NO';
  console.log(
    `${pad(r.module, 11)}${pad(r.name, 64)}${pad(`${r.value} ${r.unit}`, 14)}${pad(r.target ?? '', 12)}${ok}`,
  );
}
const os = await import('node:os');
console.log(
  `\nmachine: ${os.cpus().length} cores, node ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (1, 5, 15 min); load from autocannon on 127.0.0.1 (shares the cores with the server).`,
);
// A figure over its budget fails the run, loudly: one NOT MET line each, and a non-zero exit.
const missed = rows.filter((r) => r.pass === false);
for (const r of missed)
  console.log(`NOT MET: ${r.module} ${r.name}: ${r.value} ${r.unit}, target ${r.target}`);
process.exit(failed || missed.length ? 1 : 0);
