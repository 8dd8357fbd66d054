import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from 'playwright-core';
import { CHROMIUM_ARGS, resolveChromium } from '../e2e/browser';
import { serveDist } from '../e2e/staticServer';

/**
 * `npm run size`: what a real first visit downloads. It serves the built dist/ (it does not
 * build: run `npx vite build` first) from a plain static server, opens it in Chromium with a
 * fresh profile, types one query into the search box, waits 5 s, and lists every script, style,
 * wasm and worker response with the gzipped size of its dist/ file. The budget is on that
 * visit's JavaScript (at most 250 KB gzipped before the user opens the Prompt panel);
 * it exits 1 when over. The chunks the visit did not fetch are listed too (the tokenizer among
 * them), and the old static figure (index.html's own chunks) is kept as one line.
 */
const BUDGET_KB = 250;
const QUERY = 'merge pdfs into one';
const WAIT_AFTER_QUERY_MS = 5_000;

type Phase = 'load' | 'query';
type Fetch = { file: string; phase: Phase; encoding: string | undefined };

const dist = new URL('../dist/', import.meta.url).pathname;

/** Gzip of the file's bytes (Node's default level), so figures do not depend on the server. */
const gzKb = (file: string) => gzipSync(readFileSync(join(dist, file))).length / 1024;
const isMeasured = (file: string) => /\.(m?js|css|wasm)$/.test(file);
const isJs = (file: string) => /\.m?js$/.test(file);
const sumJs = (files: Iterable<string>) =>
  [...files].filter(isJs).reduce((total, file) => total + gzKb(file), 0);

/** Loads the app, types the query, waits: every measured response, in order. */
const visit = async (): Promise<Fetch[]> => {
  const host = await serveDist('/');
  const executablePath = resolveChromium(() => chromium.executablePath());
  const browser = await chromium.launch({
    ...(executablePath === undefined ? {} : { executablePath }),
    args: CHROMIUM_ARGS,
  });
  const fetched: Fetch[] = [];
  let phase: Phase = 'load';
  try {
    // A fresh context: no HTTP cache, no service worker, no storage, as on a first visit.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    // The context sees the page's, its workers' and its service worker's requests alike.
    context.on('response', (response: Response) => {
      const file = new URL(response.url()).pathname.slice(1);
      if (isMeasured(file)) {
        fetched.push({ file, phase, encoding: response.headers()['content-encoding'] });
      }
    });
    const page = await context.newPage();
    await page.goto(host.url);
    await page.getByTestId('catalog-summary').waitFor({ state: 'visible' });
    phase = 'query';
    await page.getByTestId('query-input').pressSequentially(QUERY);
    // The visit counts only if the query was answered: the results table names its query.
    await page.locator(`#results-table[data-query="${QUERY}"]`).waitFor({ timeout: 10_000 });
    await page.waitForTimeout(WAIT_AFTER_QUERY_MS);
    await context.close();
  } finally {
    await browser.close();
    await host.close();
  }
  return fetched;
};

const row = (file: string, times = 1) =>
  `  ${gzKb(file).toFixed(1).padStart(7)} KB gz  ${file}${times > 1 ? `  (fetched ${times}×)` : ''}`;

const main = async () => {
  if (!existsSync(join(dist, 'index.html'))) {
    console.error('toollens size: dist/index.html is missing. Build first: npx vite build');
    process.exit(2);
  }
  const builtAt = statSync(join(dist, 'index.html')).mtime.toISOString();
  console.log(`Measures dist/ as built at ${builtAt}; it does not build (run \`npx vite build\`).`);
  console.log(
    `Chromium, fresh profile, a plain static server of dist/: load, type "${QUERY}", wait ${WAIT_AFTER_QUERY_MS / 1000} s.`,
  );
  const fetched = await visit();

  const compressed = fetched.filter((f) => f.encoding && f.encoding !== 'identity').length;
  console.log(
    `${compressed === 0 ? 'The server sent every file uncompressed' : `The server compressed ${compressed} responses`}; sizes are the dist/ files gzipped.`,
  );
  // A file fetched twice (the page, then the offline copy) is one download of one chunk,
  // counted once, in the phase it was first fetched; how often it was fetched is shown beside.
  const firstPhase = new Map<string, Phase>();
  const times = new Map<string, number>();
  for (const f of fetched) {
    if (!firstPhase.has(f.file)) firstPhase.set(f.file, f.phase);
    times.set(f.file, (times.get(f.file) ?? 0) + 1);
  }
  const unknown = [...firstPhase.keys()].filter((file) => !existsSync(join(dist, file)));
  if (unknown.length > 0) {
    console.error(`toollens size: fetched, but not in dist/: ${unknown.join(', ')}`);
    process.exit(2);
  }
  const bySize = (a: string, b: string) => gzKb(b) - gzKb(a);
  const section = (title: string, files: string[]) => {
    console.log(`${title}: ${sumJs(files).toFixed(1)} KB gz of JavaScript`);
    for (const file of files.sort(bySize)) console.log(row(file, times.get(file)));
  };
  const inPhase = (phase: Phase) =>
    [...firstPhase].filter(([, p]) => p === phase).map(([file]) => file);
  section('fetched at load', inPhase('load'));
  section('fetched during the first query', inPhase('query'));

  const built = readdirSync(join(dist, 'assets'))
    .map((file) => `assets/${file}`)
    .filter(isMeasured);
  section(
    'not fetched (lazy)',
    built.filter((file) => !firstPhase.has(file)),
  );

  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.js)"/g)].map(
    (m) => m[1] ?? '',
  );
  console.log(
    `index.html's own chunks (the figure before this ran a browser): ${sumJs(initial).toFixed(1)} KB gz`,
  );

  const total = sumJs(firstPhase.keys());
  console.log(
    `first visit + one query: ${total.toFixed(1)} KB gz of JavaScript (budget ${BUDGET_KB} KB)`,
  );
  if (total > BUDGET_KB) {
    console.error(`toollens size: the first visit's JavaScript is over its ${BUDGET_KB} KB budget`);
    process.exitCode = 1;
  }
};

await main();
