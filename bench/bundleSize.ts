import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * `npm run size` (after `vite build`): what a first visit downloads before the page is usable,
 * gzipped, against the 300 KB budget, and what loads later (panels, charts, the worker and its
 * tokenizer). Exits 1 when the initial JavaScript is over budget.
 */
const BUDGET_KB = 300;
const dist = new URL('../dist/', import.meta.url).pathname;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.(?:js|css))"/g)].map(
  (m) => m[1] ?? '',
);
const gz = (file: string) => gzipSync(readFileSync(join(dist, file))).length / 1024;

const rows = readdirSync(join(dist, 'assets'))
  .filter((file) => /\.(js|css)$/.test(file))
  .map((file) => `assets/${file}`)
  .map((file) => ({ file, kb: gz(file), initial: initial.includes(file) }))
  .sort((a, b) => Number(b.initial) - Number(a.initial) || b.kb - a.kb);

const initialJs = rows
  .filter((row) => row.initial && row.file.endsWith('.js'))
  .reduce((t, r) => t + r.kb, 0);
for (const row of rows) {
  console.log(
    `${row.initial ? 'initial' : 'lazy   '}  ${row.kb.toFixed(1).padStart(7)} KB gz  ${row.file}`,
  );
}
console.log(`initial JavaScript: ${initialJs.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`);
if (initialJs > BUDGET_KB) {
  console.error(`toollens: the initial JavaScript is over its ${BUDGET_KB} KB budget`);
  process.exitCode = 1;
}
