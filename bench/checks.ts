import { comparedTiming } from './measure';
import type { QueryKind } from './queries';
import type { CatalogBench } from './run';
import type { Percentiles } from './stats';

/**
 * The bench's targets, each checked against its figure from a bench report. Ratios are CPU in
 * one process (real queries cold, short queries warm: `compared` below); absolute targets are
 * CPU too, except the demo's warm wall p95, a wall-time target. Heaps are JS heap plus
 * ArrayBuffers, read while the structure is alive. A figure that was not measured (catalog or
 * kind not run) is SKIP, never PASS.
 */
export type Check = {
  status: 'PASS' | 'FAIL' | 'SKIP';
  what: string;
  figure: string;
  target: string;
};

const KINDS: readonly QueryKind[] = ['real', 'short'];

const compared = comparedTiming;

const ms = (value: number) => `${value.toFixed(3)} ms`;

const check = (what: string, ok: boolean | undefined, figure: string, target: string): Check => ({
  status: ok === undefined ? 'SKIP' : ok ? 'PASS' : 'FAIL',
  what,
  figure: ok === undefined ? 'not measured' : figure,
  target,
});

/** A ratio's bound at p50 and at p95, and how the target says it. */
type Factors = { p50: number; p95: number; target: string };
const SAME: Factors = { p50: 1, p95: 1, target: '≤ MiniSearch-like at p50 and p95' };

/** `ours` at most `factors` × `peer`, at p50 and at p95. */
const atMost = (
  what: string,
  ours: Percentiles | undefined,
  peer: Percentiles | undefined,
  factors: Factors,
): Check => {
  const ok =
    ours && peer
      ? ours.p50Ms <= factors.p50 * peer.p50Ms && ours.p95Ms <= factors.p95 * peer.p95Ms
      : undefined;
  return check(
    what,
    ok,
    ours && peer
      ? `p50 ${ms(ours.p50Ms)} vs ${ms(peer.p50Ms)}, p95 ${ms(ours.p95Ms)} vs ${ms(peer.p95Ms)}`
      : '',
    factors.target,
  );
};

/** `ours` at most `theirs` (both measured, or SKIP). */
const noMoreThan = (
  what: string,
  ours: number | undefined,
  theirs: number | undefined,
  unit: string,
  target: string,
): Check =>
  check(
    what,
    ours === undefined || theirs === undefined ? undefined : ours <= theirs,
    `${ours?.toFixed(1)} ${unit} vs ${theirs?.toFixed(1)} ${unit}`,
    target,
  );

const under = (what: string, value: number | undefined, limit: number, unit: string): Check =>
  check(
    what,
    value === undefined || Number.isNaN(value) ? undefined : value < limit,
    `${value?.toFixed(unit === 'MB' ? 1 : 3)} ${unit}`,
    `< ${limit} ${unit}`,
  );

export const doneWhenChecks = (catalogs: Record<string, CatalogBench>): Check[] => {
  const kind = (catalog: string, system: keyof CatalogBench['systems'], k: QueryKind) =>
    catalogs[catalog]?.systems[system]?.kinds[k];
  const checks: Check[] = [];
  for (const [name, bench] of Object.entries(catalogs)) {
    for (const k of KINDS) {
      const ours = bench.systems.toollensRank?.kinds[k];
      const peer = bench.systems.minisearchLike?.kinds[k];
      if (!ours || !peer) continue;
      checks.push(
        atMost(`ranking, ${name} ${k} (CPU)`, compared(k, ours), compared(k, peer), SAME),
      );
    }
  }
  // First seen, like for like, on the large catalogs: well under the peer, not just level.
  const firstSeen: [string, Factors][] = [
    ['real10k', { p50: 1 / 2, p95: 1 / 3, target: 'p50 ≤ ½ and p95 ≤ ⅓ of MiniSearch-like' }],
    ['real50k', { p50: 1, p95: 1 / 20, target: 'p95 ≤ 1/20 of MiniSearch-like' }],
  ];
  for (const [name, factors] of firstSeen) {
    const ours = kind(name, 'toollensRank', 'real');
    const peer = kind(name, 'minisearchLike', 'real');
    checks.push(
      atMost(
        `ranking, ${name} real first seen (CPU)`,
        ours && compared('real', ours),
        peer && compared('real', peer),
        factors,
      ),
    );
  }
  for (const name of ['real10k', 'real50k']) {
    checks.push(
      noMoreThan(
        `heap, ${name}: the ToolIndex alone`,
        catalogs[name]?.systems.toollensRank?.heapMB,
        catalogs[name]?.systems.minisearchLike?.heapMB,
        'MB',
        "≤ MiniSearch-like's index of the same catalog",
      ),
    );
  }
  for (const name of ['real10k', 'real50k']) {
    const ours = kind(name, 'toollensPage', 'real');
    const peer = kind(name, 'minisearchLike', 'real');
    checks.push(
      atMost(
        `page, ${name} real cold (CPU)`,
        ours && compared('real', ours),
        peer && compared('real', peer),
        SAME,
      ),
    );
  }
  const demoPage = kind('demo', 'toollensPage', 'short');
  const demoPeer = kind('demo', 'minisearchLike', 'short');
  checks.push(
    atMost(
      'page, demo short warm (CPU)',
      demoPage && compared('short', demoPage),
      demoPeer && compared('short', demoPeer),
      { p50: 2, p95: 2, target: '≤ 2× MiniSearch-like' },
    ),
  );
  checks.push(
    under(
      'page, real10k real cold CPU p95',
      kind('real10k', 'toollensPage', 'real')?.cold?.cpu.p95Ms,
      5,
      'ms',
    ),
    under(
      'page, real50k real cold CPU p95',
      kind('real50k', 'toollensPage', 'real')?.cold?.cpu.p95Ms,
      20,
      'ms',
    ),
    under(
      'ui (allRanks), real50k real cold CPU p95',
      kind('real50k', 'toollensUi', 'real')?.cold?.cpu.p95Ms,
      25,
      'ms',
    ),
  );
  // The ToolIndex alone (search_tools), and the app's full load: the ToolIndex, Orama's
  // index and every agent target, as the worker builds them (appLoad.ts).
  const index = catalogs.real50k?.systems.toollensRank;
  const load = catalogs.real50k?.appLoad;
  checks.push(
    under('build, real50k (ToolIndex, CPU)', index?.buildCpuMs, 4000, 'ms'),
    under('heap after build, real50k (ToolIndex)', index?.heapMB, 150, 'MB'),
    noMoreThan(
      "the app's full load, real50k (CPU)",
      load?.cpuMs,
      catalogs.real50k?.systems.minisearchLike?.buildCpuMs,
      'ms',
      "≤ MiniSearch-like's build of the same catalog",
    ),
    check(
      "heap after the app's full load, real50k",
      load && load.heapMB <= 200,
      `${load?.heapMB.toFixed(1)} MB`,
      '≤ 200 MB',
    ),
  );
  for (const k of KINDS) {
    const page = kind('demo', 'toollensPage', k);
    const peer = kind('demo', 'minisearchLike', k);
    checks.push(under(`page, demo ${k} warm wall p95`, page?.warm.wall.p95Ms, 0.5, 'ms'));
    // At least one collection allowed: a peer at 0 would otherwise forbid any.
    const limit = 3 * Math.max(1, peer?.gc.count ?? 0);
    checks.push(
      check(
        `GC count, demo ${k} page vs MiniSearch-like`,
        page && peer ? page.gc.count <= limit : undefined,
        `${page?.gc.count} vs ${peer?.gc.count} over ${page?.gc.calls} calls each`,
        `≤ 3 × max(1, MiniSearch-like's)${peer ? ` = ${limit}` : ''}`,
      ),
    );
  }
  return checks;
};
