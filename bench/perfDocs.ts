import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { runBundledBench } from './bundle';
import { SYSTEM_LABELS, SYSTEM_NAMES, type SystemName } from './peers';
import type { QueryKind } from './queries';
import { formatMs, times } from './render';
import type { BenchReport, CatalogBench } from './run';

/**
 * `npm run docs:perf`: the engine bench's tables in docs/performance.md, written from the JSON
 * the bench printed (docs/perf/bench.json), between marker comments, so a figure is never
 * pasted by hand or twice. `npm run docs:perf -- --measure` runs the bench first (`--json`, and
 * `--svg docs/bench-latency.svg` for the plot of the same run) and records the machine and its
 * load beside the report, since absolute times on a shared 2-core machine say little alone.
 */

/** The file the bench's report is kept in: its `--json` output, with the machine it ran on. */
export type PerfRecord = {
  machine: { cpus: number; model: string; memoryGB: number; node: string; load: number[] };
  bench: BenchReport;
};

const DOCS = fileURLToPath(new URL('../docs/', import.meta.url));
export const RECORD_PATH = `${DOCS}perf/bench.json`;
export const PAGE_PATH = `${DOCS}performance.md`;

const KIND_LABELS: Record<QueryKind, string> = {
  real: 'real, first seen',
  short: 'short, warm',
};

const thousands = (value: number) => value.toLocaleString('en-US');

const header = (cells: readonly string[], numeric: readonly boolean[]) =>
  [
    `| ${cells.join(' | ')} |`,
    `| ${numeric.map((right) => (right ? '---:' : '---')).join(' | ')} |`,
  ].join('\n');

const catalogLabel = (name: string, bench: CatalogBench) => `${name} (${thousands(bench.tools)})`;

/** Real queries cold and short queries warm, CPU p50 / p95, every system. */
const latencyTable = (report: BenchReport): string => {
  const rows: string[] = [];
  for (const [name, bench] of Object.entries(report.catalogs)) {
    for (const kind of Object.keys(KIND_LABELS) as QueryKind[]) {
      const cells = SYSTEM_NAMES.map((system) => {
        const figures = bench.systems[system]?.kinds[kind];
        if (!figures) return '-';
        const timing = kind === 'real' && figures.cold ? figures.cold.cpu : figures.warm.cpu;
        const cut = figures.queries < figures.planned ? '*' : '';
        return `${formatMs(timing.p50Ms)} / ${formatMs(timing.p95Ms)}${cut}`;
      });
      if (cells.every((cell) => cell === '-')) continue;
      rows.push(`| ${catalogLabel(name, bench)} | ${KIND_LABELS[kind]} | ${cells.join(' | ')} |`);
    }
  }
  return [
    header(
      ['catalog (tools)', 'queries', ...SYSTEM_NAMES.map((system) => SYSTEM_LABELS[system])],
      [false, false, ...SYSTEM_NAMES.map(() => true)],
    ),
    ...rows,
  ].join('\n');
};

/** The ToolIndex once: `page` and `ui` build the same index as `rank`. */
const BUILD_SYSTEMS: readonly SystemName[] = ['toollensRank', 'minisearchLike', 'oramaLike'];

/** Build CPU time and retained heap of each index. */
const buildTable = (report: BenchReport): string => {
  const rows = Object.entries(report.catalogs).map(([name, bench]) => {
    const cells = BUILD_SYSTEMS.map((system) => {
      const figures = bench.systems[system];
      return figures ? `${formatMs(figures.buildCpuMs)} ms, ${figures.heapMB.toFixed(1)} MB` : '-';
    });
    return `| ${catalogLabel(name, bench)} | ${cells.join(' | ')} |`;
  });
  return [
    header(
      ['catalog (tools)', ...BUILD_SYSTEMS.map((system) => SYSTEM_LABELS[system])],
      [false, ...BUILD_SYSTEMS.map(() => true)],
    ),
    ...rows,
  ].join('\n');
};

/** Each index's heap while alive beside MiniSearch-like's, and an edit against a fresh index. */
const heapTable = (report: BenchReport): string => {
  const rows = Object.entries(report.catalogs).flatMap(([name, bench]) => {
    const index = bench.systems.toollensRank;
    const mini = bench.systems.minisearchLike;
    const edit = bench.edit;
    if (!index || !mini || !edit) return [];
    return [
      `| ${catalogLabel(name, bench)} | ${index.heapMB.toFixed(1)} MB | ${mini.heapMB.toFixed(1)} MB | ` +
        `${times(index.heapMB, mini.heapMB)} | ${formatMs(edit.editCpuMs)} ms | ` +
        `${formatMs(edit.fullCpuMs)} ms | ${times(edit.editCpuMs, edit.fullCpuMs)} |`,
    ];
  });
  return [
    header(
      [
        'catalog (tools)',
        'ToolIndex heap',
        "MiniSearch-like's index",
        'ratio',
        'edit: updateTool + search',
        'fresh index + search',
        'ratio',
      ],
      [false, true, true, true, true, true, true],
    ),
    ...rows,
  ].join('\n');
};

/** The app's full load part by part (CPU ms, heap MB), beside MiniSearch-like's build. */
const loadTable = (report: BenchReport): string => {
  const loads = Object.entries(report.catalogs).filter(([, bench]) => bench.appLoad);
  const parts = loads[0]?.[1].appLoad?.parts.map((part) => part.part) ?? [];
  const cell = (cpuMs: number | undefined, heapMB?: number) =>
    cpuMs === undefined
      ? '-'
      : `${formatMs(cpuMs)} ms${heapMB === undefined ? '' : `, ${heapMB.toFixed(1)} MB`}`;
  const rows = loads.map(([name, bench]) => {
    const load = bench.appLoad;
    const byPart = new Map(load?.parts.map((part) => [part.part, part]));
    return `| ${catalogLabel(name, bench)} | ${[
      ...parts.map((part) => cell(byPart.get(part)?.cpuMs, byPart.get(part)?.heapMB)),
      cell(load?.cpuMs, load?.heapMB),
      cell(bench.systems.minisearchLike?.buildCpuMs),
    ].join(' | ')} |`;
  });
  return [
    header(
      ['catalog (tools)', ...parts, "the app's full load", "MiniSearch-like's build"],
      [false, ...parts.map(() => true), true, true],
    ),
    ...rows,
  ].join('\n');
};

/** The bench's own targets, each with its figure. */
const checksTable = (report: BenchReport): string =>
  [
    header(['check', 'target', 'figure', 'result'], [false, false, false, false]),
    ...report.checks.map(
      (check) => `| ${check.what} | ${check.target} | ${check.figure} | ${check.status} |`,
    ),
  ].join('\n');

/** When and where the report was measured, in one line. */
const measuredOn = ({ machine, bench }: PerfRecord): string =>
  `Measured ${bench.date.slice(0, 16).replace('T', ' ')} UTC by \`npm run docs:perf -- --measure\` ` +
  `(the bench took ${bench.seconds.toFixed(0)} s) on ${machine.cpus} × ${machine.model}, ` +
  `${machine.memoryGB} GB, Node ${machine.node}, load average ${machine.load.map((x) => x.toFixed(1)).join(' / ')} ` +
  '(1, 5, 15 min) when it started.';

/** Each generated section by its marker name. */
export const perfSections = (record: PerfRecord): Record<string, string> => ({
  'bench-date': measuredOn(record),
  'bench-latency': latencyTable(record.bench),
  'bench-build': buildTable(record.bench),
  'bench-heap': heapTable(record.bench),
  'bench-load': loadTable(record.bench),
  'bench-checks': checksTable(record.bench),
});

/**
 * `page` with each `<!-- perf:NAME -->…<!-- /perf:NAME -->` section replaced by its text.
 * Throws, naming the marker, when the page lacks one: a section that silently kept its old
 * figures is what this script exists to prevent.
 */
export const fillSections = (page: string, sections: Record<string, string>): string =>
  Object.entries(sections).reduce((text, [name, body]) => {
    const open = `<!-- perf:${name} -->`;
    const close = `<!-- /perf:${name} -->`;
    const start = text.indexOf(open);
    const end = text.indexOf(close);
    if (start === -1 || end < start)
      throw new Error(`docs:perf: docs/performance.md has no section "${open}" … "${close}"`);
    return `${text.slice(0, start + open.length)}\n${body}\n${text.slice(end)}`;
  }, page);

export const readRecord = (path = RECORD_PATH): PerfRecord =>
  JSON.parse(readFileSync(path, 'utf8')) as PerfRecord;

const measure = (): PerfRecord => {
  const load = loadavg();
  const run = runBundledBench(['--json', '--svg', `${DOCS}bench-latency.svg`], {
    liveProgress: true,
  });
  if (run.status !== 0) throw new Error(`docs:perf: the bench exited with ${run.status}`);
  const [cpu] = cpus();
  return {
    machine: {
      cpus: cpus().length,
      model: cpu?.model.trim() ?? 'unknown CPU',
      memoryGB: Math.round(totalmem() / 1024 ** 3),
      node: process.versions.node,
      load,
    },
    bench: JSON.parse(run.stdout) as BenchReport,
  };
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const record = process.argv.includes('--measure') ? measure() : readRecord();
  if (process.argv.includes('--measure')) {
    writeFileSync(RECORD_PATH, `${JSON.stringify(record, null, 2)}\n`);
    // Written in the repository's own JSON style, so `npm run lint` passes on a fresh record.
    const biome = fileURLToPath(new URL('../node_modules/.bin/biome', import.meta.url));
    const formatted = spawnSync(biome, ['format', '--write', RECORD_PATH], { stdio: 'inherit' });
    if (formatted.status !== 0) throw new Error(`docs:perf: biome could not format ${RECORD_PATH}`);
  }
  writeFileSync(PAGE_PATH, fillSections(readFileSync(PAGE_PATH, 'utf8'), perfSections(record)));
  process.stdout.write(`docs:perf: wrote ${PAGE_PATH} from ${RECORD_PATH}\n`);
}
