import { SYSTEM_LABELS, SYSTEM_NAMES, type SystemName } from './peers';
import type { QueryKind } from './queries';
import type { BenchReport, CatalogBench } from './run';

/** The bench's printed report: per catalog, build and heap, then latency, then ratios; then the checks. Under 100 columns. */

/** Milliseconds in at most 6 characters, with about 3 significant digits. */
export const formatMs = (value: number | undefined): string => {
  if (value === undefined || Number.isNaN(value)) return '-';
  if (value < 10) return value.toFixed(3);
  if (value < 100) return value.toFixed(2);
  if (value < 1000) return value.toFixed(1);
  return value.toFixed(0);
};

const pad = (text: string, width: number) => text.padStart(width);

const SHORT_NAMES: Partial<Record<SystemName, string>> = {
  toollensRank: 'rank',
  toollensPage: 'page',
  toollensUi: 'ui',
};
const PEER_COLUMNS: [SystemName, string][] = [
  ['minisearchLike', 'ms like'],
  ['oramaLike', 'orama like'],
  ['minisearchDefault', 'ms default'],
  ['oramaDefault', 'orama def'],
];

/** A ratio with two significant digits at least: an edit's is around ×0.01. */
export const times = (ours: number, theirs: number): string => {
  const ratio = ours / theirs;
  return `×${ratio.toFixed(ratio < 0.1 ? 3 : 2)}`;
};

/** The index heaps side by side, an edit's cost, and the app's full load part by part. */
const memoryLines = (bench: CatalogBench): string[] => {
  const lines: string[] = [];
  const index = bench.systems.toollensRank;
  const mini = bench.systems.minisearchLike;
  if (index && mini) {
    lines.push(
      `heap while alive: ToolIndex ${index.heapMB.toFixed(1)} MB, MiniSearch-like's index ` +
        `${mini.heapMB.toFixed(1)} MB: ${times(index.heapMB, mini.heapMB)}`,
    );
  }
  const edit = bench.edit;
  if (edit) {
    lines.push(
      `edit (updateTool + search) ${formatMs(edit.editCpuMs)} ms CPU, median of ${edit.edits}; ` +
        `fresh index + search ${formatMs(edit.fullCpuMs)}: ${times(edit.editCpuMs, edit.fullCpuMs)}`,
    );
  }
  const load = bench.appLoad;
  if (load) {
    lines.push(
      `app's full load ${formatMs(load.cpuMs)} ms CPU (${formatMs(load.wallMs)} wall), ` +
        `heap ${load.heapMB.toFixed(1)} MB; MiniSearch-like build ${formatMs(mini?.buildCpuMs)} CPU`,
      `  ${'part'.padEnd(26)}${pad('CPU', 8)}${pad('wall', 8)}${pad('heap MB', 9)}`,
      ...load.parts.map(
        (part) =>
          `  ${part.part.padEnd(26)}${pad(formatMs(part.cpuMs), 8)}${pad(formatMs(part.wallMs), 8)}${pad(part.heapMB.toFixed(1), 9)}`,
      ),
    );
  }
  return lines;
};

export const renderBench = (report: BenchReport): string => {
  const lines = [
    `toollens bench (${report.date}), limit 10, one process; times in ms.`,
    'CPU = process.cpuUsage() delta under node --single-threaded: the GC and the compiler work',
    'on the main thread, counted once; wall = performance.now(). Every',
    'comparison and target uses CPU, except the demo page warm wall p95 target.',
    'Each system is built fresh `runs` times: build and heap are medians over the builds.',
    'cold = the first run of a real query by a fresh index, after a JIT warm-up on other',
    '(short and untimed real) queries, median over the runs of each percentile; warm = the',
    'median over passes.',
    'heap = JS heap + ArrayBuffers after gc(), the index alive. GC = collections during the',
    "last run's timed calls. n = queries timed (* = stopped by the time budget: a slow peer's",
    'figures cover the first n). Ratios: toollens CPU / peer CPU (real: cold, short: warm).',
    'The analyzer runs over the real queries before any system: its stem cache is shared.',
  ];
  for (const [name, bench] of Object.entries(report.catalogs)) {
    const counts = Object.entries(bench.plan.queries)
      .map(([kind, count]) => `${count} ${kind}`)
      .join(', ');
    lines.push(
      '',
      `${name}: ${bench.tools} tools; ${counts} queries; ${bench.plan.rounds} warm passes; ` +
        `${bench.systems.toollensRank?.runs ?? 1} runs`,
      `${'system'.padEnd(19)}${pad('build wall', 11)}${pad('build CPU', 11)}${pad('heap MB', 9)}`,
    );
    for (const system of SYSTEM_NAMES) {
      const figures = bench.systems[system];
      if (!figures) continue;
      lines.push(
        `${SYSTEM_LABELS[system].padEnd(19)}${pad(formatMs(figures.buildMs), 11)}${pad(formatMs(figures.buildCpuMs), 11)}${pad(figures.heapMB.toFixed(1), 9)}`,
      );
    }
    lines.push(
      `${''.padEnd(29)}${'-- cold: CPU, wall --'.padStart(28)}${'-- warm CPU --'.padStart(21)}${'warm wall'.padStart(14)}`,
      `${'system'.padEnd(19)}${'kind'.padEnd(6)}${pad('n', 4)}${['p50', 'p95', 'p99', 'wall95', 'p50', 'p95', 'p99', 'p50', 'p95'].map((h) => pad(h, 7)).join('')}${pad('GC', 6)}`,
    );
    for (const system of SYSTEM_NAMES) {
      for (const [kind, figures] of Object.entries(bench.systems[system]?.kinds ?? {})) {
        const cells = [
          figures.cold?.cpu.p50Ms,
          figures.cold?.cpu.p95Ms,
          figures.cold?.cpu.p99Ms,
          figures.cold?.wall.p95Ms,
          figures.warm.cpu.p50Ms,
          figures.warm.cpu.p95Ms,
          figures.warm.cpu.p99Ms,
          figures.warm.wall.p50Ms,
          figures.warm.wall.p95Ms,
        ];
        lines.push(
          `${SYSTEM_LABELS[system].padEnd(19)}${kind.padEnd(6)}${pad(`${figures.queries}${figures.queries < figures.planned ? '*' : ''}`, 4)}${cells.map((cell) => pad(formatMs(cell), 7)).join('')}${pad(String(figures.gc.count), 6)}`,
        );
      }
    }
    lines.push(...memoryLines(bench));
    lines.push(
      `toollens/peer CPU p50/p95${PEER_COLUMNS.map(([, label]) => pad(label, 15)).join('')}`,
    );
    for (const [kind, table] of Object.entries(bench.versus) as [
      QueryKind,
      Record<string, Record<string, { p50: number; p95: number }>>,
    ][]) {
      for (const [ours, peers] of Object.entries(table)) {
        const cells = PEER_COLUMNS.map(([peer]) => {
          const ratio = peers[peer];
          return pad(ratio ? `${ratio.p50.toFixed(2)}/${ratio.p95.toFixed(2)}` : '-', 15);
        });
        lines.push(
          `${`${kind} ${SHORT_NAMES[ours as SystemName] ?? ours}`.padEnd(25)}${cells.join('')}`,
        );
      }
    }
  }
  lines.push('', "the bench's targets:");
  for (const check of report.checks) {
    lines.push(`${check.status} ${check.what} (target ${check.target})`, `     ${check.figure}`);
  }
  lines.push('', `bench took ${report.seconds.toFixed(0)} s`);
  return lines.join('\n');
};
