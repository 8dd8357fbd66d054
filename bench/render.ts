import { SYSTEM_LABELS, SYSTEM_NAMES, type SystemName } from './peers';
import type { QueryKind } from './queries';
import type { BenchReport } from './run';

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

export const renderBench = (report: BenchReport): string => {
  const lines = [
    `toollens bench (${report.date}), limit 10, one process; times in ms.`,
    'CPU = process.cpuUsage() delta (all threads); wall = performance.now().',
    'cold = the first run of a real query by that system, after a JIT warm-up on other (short)',
    'queries; warm = the median over passes of each percentile. GC = collections during all',
    "timed calls of the kind. n = queries timed (* = stopped by the time budget: a slow peer's",
    'figures cover the first n). Ratios: toollens CPU / peer CPU (real: cold, short: warm).',
    "The analyzer's stem cache is shared by toollens and the like-for-like peers.",
  ];
  for (const [name, bench] of Object.entries(report.catalogs)) {
    const counts = Object.entries(bench.plan.queries)
      .map(([kind, count]) => `${count} ${kind}`)
      .join(', ');
    lines.push(
      '',
      `${name}: ${bench.tools} tools; ${counts} queries; ${bench.plan.rounds} warm passes`,
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
  lines.push('', "issue 19's done-when checks:");
  for (const check of report.checks) {
    lines.push(`${check.status} ${check.what} (target ${check.target})`, `     ${check.figure}`);
  }
  lines.push('', `bench took ${report.seconds.toFixed(0)} s`);
  return lines.join('\n');
};
