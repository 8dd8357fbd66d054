import { writeFileSync } from 'node:fs';
import { CATALOG_NAMES, type CatalogName, isCatalogName } from './catalogs';
import { renderLatencyPlot } from './plot';
import { isQueryKind, QUERY_KINDS, type QueryKind } from './queries';
import { renderBench } from './render';
import { runBench } from './run';

/**
 * The bench's entry, bundled and run by bundle.ts:
 * `[--json] [--catalog demo,bfcl,…] [--kinds real,short] [--queries N] [--svg file] [--strict]`.
 * Exits 0 when a done-when check fails (the bench is a report) unless `--strict` is given.
 */
const USAGE =
  'usage: bench [--json] [--catalog a,b] [--kinds real,short] [--queries N] [--svg file] [--strict]';

const fail = (message: string): never => {
  process.stderr.write(`bench: ${message}\n${USAGE}\n`);
  process.exit(2);
};

const args = process.argv.slice(2);
const value = (flag: string): string | undefined => {
  const at = args.indexOf(flag);
  if (at === -1) return undefined;
  const next = args[at + 1];
  if (next === undefined || next.startsWith('--')) fail(`${flag} needs a value`);
  return next;
};
const known = new Set(['--json', '--strict', '--catalog', '--kinds', '--queries', '--svg']);
for (const [i, arg] of args.entries()) {
  const isValue =
    i > 0 && ['--catalog', '--kinds', '--queries', '--svg'].includes(args[i - 1] ?? '');
  if (!isValue && !known.has(arg)) fail(`unknown argument "${arg}"`);
}

const catalogs = value('--catalog')?.split(',');
for (const name of catalogs ?? []) {
  if (!isCatalogName(name))
    fail(`unknown catalog "${name}"; the catalogs are ${CATALOG_NAMES.join(', ')}`);
}
const kinds = value('--kinds')?.split(',');
for (const kind of kinds ?? []) {
  if (!isQueryKind(kind))
    fail(`unknown query kind "${kind}"; the kinds are ${QUERY_KINDS.join(', ')}`);
}
const queriesText = value('--queries');
const queries = queriesText === undefined ? undefined : Number(queriesText);
if (queries !== undefined && !(Number.isInteger(queries) && queries > 0))
  fail(`--queries must be a whole number > 0, not "${queriesText}"`);

const report = await runBench({
  ...(catalogs ? { catalogs: catalogs as CatalogName[] } : {}),
  ...(kinds ? { kinds: kinds as QueryKind[] } : {}),
  ...(queries ? { queries } : {}),
});
process.stdout.write(
  `${args.includes('--json') ? JSON.stringify(report, null, 2) : renderBench(report)}\n`,
);
const svg = value('--svg');
if (svg) {
  writeFileSync(svg, renderLatencyPlot(report));
  process.stderr.write(`wrote ${svg}\n`);
}
if (args.includes('--strict') && report.checks.some((check) => check.status === 'FAIL'))
  process.exitCode = 1;
