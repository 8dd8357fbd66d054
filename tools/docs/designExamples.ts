import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type DesignPage, FIGURES_BY_PAGE, figuresIn, fillFigures } from './designFigures';

/**
 * `npm run docs:figures`: the worked examples of docs/design/, computed by the
 * engine (designFigures.ts). With `--write` it puts each figure between its markers in its page;
 * without, it lists the figures that differ from the engine's and exits 1 when any does (the
 * same check as tools/docsite/designFigures.test.ts).
 */

export const DESIGN_DIR = fileURLToPath(new URL('../../docs/design/', import.meta.url));

const write = process.argv.includes('--write');
let stale = 0;
for (const page of Object.keys(FIGURES_BY_PAGE) as DesignPage[]) {
  const path = `${DESIGN_DIR}${page}`;
  const text = readFileSync(path, 'utf8');
  const figures = FIGURES_BY_PAGE[page]();
  if (write) {
    writeFileSync(path, fillFigures(text, figures));
    console.log(`docs/design/${page}: ${Object.keys(figures).length} figures written`);
    continue;
  }
  const shown = figuresIn(text);
  for (const [name, figure] of Object.entries(figures)) {
    if (shown[name] !== figure) {
      stale++;
      console.log(`docs/design/${page}: the figure "${name}" differs from the engine's`);
    }
  }
}
if (!write) {
  console.log(
    stale === 0 ? 'every figure matches the engine' : `${stale} figures differ: run with --write`,
  );
  process.exitCode = stale === 0 ? 0 : 1;
}
