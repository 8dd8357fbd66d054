import { describe, expect, it } from 'vitest';
import { mixInProportion } from '../../../bench/catalogs';
import { doneWhenChecks } from '../../../bench/checks';
import { decades, HEIGHT, logScale, MARGIN, renderLatencyPlot, WIDTH } from '../../../bench/plot';
import { formatMs, renderBench } from '../../../bench/render';
import type { BenchReport, CatalogBench, KindFigures, SystemFigures } from '../../../bench/run';

// Tests of the bench's pure parts (bench/checks.ts, plot.ts, render.ts, catalogs.ts). Here,
// not in bench/, because vitest's include (vite.config.ts) covers src/ and e2e/ only.

const timing = (p50: number, p95: number) => ({
  wall: { p50Ms: p50, p95Ms: p95, p99Ms: p95 },
  cpu: { p50Ms: p50, p95Ms: p95, p99Ms: p95 },
});
const kind = (cold: number, warm: number, gc = 1): KindFigures => ({
  queries: 10,
  planned: 10,
  warm: timing(warm, warm * 2),
  cold: timing(cold, cold * 2),
  gc: { count: gc, calls: 60 },
});
const system = (cold: number, warm: number, extra: Partial<SystemFigures> = {}): SystemFigures => ({
  buildMs: 100,
  buildCpuMs: 100,
  heapMB: 10,
  runs: 3,
  kinds: { real: kind(cold, warm), short: { ...kind(warm, warm), cold: undefined } },
  ...extra,
});
const legacy = { p50Ms: 1, p95Ms: 1, buildMs: 1, heapMB: 1 };
const catalog = (tools: number, scale: number): CatalogBench => ({
  tools,
  toollens: legacy,
  orama: legacy,
  minisearch: legacy,
  ratios: { orama: { p50: 1, p95: 1 }, minisearch: { p50: 1, p95: 1 } },
  plan: { queries: { real: 10, short: 10 }, rounds: 5 },
  systems: {
    toollensRank: system(scale, scale / 10),
    toollensPage: system(2 * scale, scale / 5),
    toollensUi: system(3 * scale, scale / 4),
    minisearchLike: system(1.5 * scale, scale / 8),
    oramaLike: system(scale / 2, scale / 10),
  },
  versus: {},
});
const report = (catalogs: Record<string, CatalogBench>): BenchReport => ({
  date: 'd',
  queries: 400,
  catalogs,
  checks: doneWhenChecks(catalogs),
  seconds: 1,
});

describe('doneWhenChecks', () => {
  it('passes and fails each figure against its target, and skips what was not measured', () => {
    const checks = doneWhenChecks({ demo: catalog(169, 0.1), real10k: catalog(10_000, 3) });
    const find = (what: string) => checks.find((check) => check.what === what);
    // rank 0.1/0.2 cold vs MiniSearch-like 0.15/0.3: at most.
    expect(find('ranking, demo real (CPU)')?.status).toBe('PASS');
    // page 6/12 ms cold vs 4.5/9: more.
    expect(find('page, real10k real cold (CPU)')?.status).toBe('FAIL');
    // page cold p95 at 10k: 12 ms, target < 5 ms.
    expect(find('page, real10k real cold CPU p95')).toMatchObject({
      status: 'FAIL',
      figure: '12.000 ms',
    });
    expect(find('page, real50k real cold CPU p95')?.status).toBe('SKIP');
    expect(find('build, real50k (ToolIndex, CPU)')?.figure).toBe('not measured');
    // demo warm wall p95 of the page: 2 × 0.02 ms.
    expect(find('page, demo short warm wall p95')?.status).toBe('PASS');
  });

  it('allows the demo GC count up to 3× MiniSearch-like, and at least 3', () => {
    const demo = catalog(169, 0.1);
    const page = demo.systems.toollensPage as SystemFigures;
    page.kinds.real = kind(0.2, 0.02, 4);
    const checks = doneWhenChecks({ demo });
    expect(checks.find((check) => check.what.startsWith('GC count, demo real'))).toMatchObject({
      status: 'FAIL',
      figure: '4 vs 1 over 60 calls each',
    });
  });
});

describe('doneWhenChecks on the large catalogs', () => {
  const large = (heap: number, loadCpu: number, loadHeap: number): CatalogBench => {
    const bench = catalog(50_000, 3);
    (bench.systems.toollensRank as SystemFigures).heapMB = heap;
    // MiniSearch-like: build 100 ms CPU, heap 10 MB (system() above).
    bench.appLoad = {
      cpuMs: loadCpu,
      wallMs: loadCpu,
      heapMB: loadHeap,
      parts: [{ part: 'ToolIndex', cpuMs: loadCpu, wallMs: loadCpu, heapMB: loadHeap }],
    };
    return bench;
  };
  const find = (checks: ReturnType<typeof doneWhenChecks>, what: string) =>
    checks.find((check) => check.what === what);

  it("fails a ToolIndex heavier than MiniSearch-like's index, and a load past its bounds", () => {
    const checks = doneWhenChecks({ real10k: large(10, 100, 200), real50k: large(10.5, 101, 201) });
    expect(find(checks, 'heap, real10k: the ToolIndex alone')?.status).toBe('PASS');
    expect(find(checks, 'heap, real50k: the ToolIndex alone')).toMatchObject({
      status: 'FAIL',
      figure: '10.5 MB vs 10.0 MB',
    });
    expect(find(checks, "the app's full load, real50k (CPU)")?.status).toBe('FAIL');
    expect(find(checks, "heap after the app's full load, real50k")?.status).toBe('FAIL');
    const within = doneWhenChecks({ real50k: large(9, 100, 200) });
    expect(find(within, "the app's full load, real50k (CPU)")?.status).toBe('PASS');
    expect(find(within, "heap after the app's full load, real50k")?.status).toBe('PASS');
  });

  it('holds first-seen queries at 10,000 tools to ½ at p50 and ⅓ at p95 of the peer', () => {
    // rank cold 3/6 ms against MiniSearch-like 4.5/9: ×0.67 at both.
    const checks = doneWhenChecks({ real10k: catalog(10_000, 3) });
    expect(find(checks, 'ranking, real10k real first seen (CPU)')).toMatchObject({
      status: 'FAIL',
      target: 'p50 ≤ ½ and p95 ≤ ⅓ of MiniSearch-like',
    });
    expect(find(checks, 'ranking, real10k real (CPU)')?.status).toBe('PASS');
  });
});

describe('renderLatencyPlot', () => {
  const plotted = report({ demo: catalog(100, 0.1), real10k: catalog(10_000, 10) });
  const svg = renderLatencyPlot(plotted);

  it('maps decades onto the axes', () => {
    expect(decades([0.2, 20])).toEqual([-1, 2]);
    expect(decades([100, 10_000])).toEqual([2, 4]);
    const x = logScale([2, 4], 0, 200);
    expect(x(100)).toBe(0);
    expect(x(1_000)).toBe(100);
    expect(x(10_000)).toBe(200);
  });

  it('puts each point at its size and latency', () => {
    // toollens rank: cold CPU p95 = 2 × scale: 0.2 ms at 100 tools, 20 ms at 10k.
    // x decades [2, 4], y decades [-1, 2] (0.2 ms … 60 ms).
    const left = MARGIN.left;
    const right = WIDTH - MARGIN.right;
    const bottom = HEIGHT - MARGIN.bottom;
    const y = logScale([-1, 2], bottom, MARGIN.top);
    const round = (value: number) => Math.round(value * 10) / 10;
    expect(svg).toContain(`<circle cx="${left}" cy="${round(y(0.2))}"`);
    expect(svg).toContain(`<circle cx="${right}" cy="${round(y(20))}"`);
  });

  it('labels the axes, the ticks and the four systems, deterministically', () => {
    for (const label of ['toollens rank', 'toollens page', 'minisearch like', 'orama like']) {
      expect(svg).toContain(`>${label}</text>`);
    }
    for (const tick of ['>100<', '>1k<', '>10k<', '>0.1<', '>100<']) expect(svg).toContain(tick);
    expect(svg).toContain('tools in the catalog (log)');
    expect(svg).toContain(
      '<title>Real queries, first run: CPU p95 (ms) against catalog size</title>',
    );
    expect(renderLatencyPlot(plotted)).toBe(svg);
  });
});

describe('renderBench', () => {
  it('keeps every line within 100 columns and prints each check', () => {
    // Figures of every width: sub-millisecond to seconds.
    const big = catalog(50_000, 1234.5678);
    big.edit = { edits: 20, builds: 3, editCpuMs: 12.5, fullCpuMs: 2500 };
    const part = { part: 'target anthropic-regex', cpuMs: 12_345.6, wallMs: 23_456.7 };
    big.appLoad = {
      cpuMs: 98_765.4,
      wallMs: 99_999.9,
      heapMB: 1234.5,
      parts: [{ ...part, heapMB: 1234.5 }],
    };
    const text = renderBench(report({ demo: catalog(169, 0.1), real50k: big }));
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(100);
    expect(text).toContain('PASS ranking, demo real (CPU)');
    expect(text).toContain("heap while alive: ToolIndex 10.0 MB, MiniSearch-like's index 10.0 MB");
    expect(text).toContain('fresh index + search 2500: ×0.005');
    expect(text).toMatch(/target anthropic-regex +12346 +23457 +1234\.5/);
    expect(formatMs(0.1234)).toBe('0.123');
    expect(formatMs(1234.5)).toBe('1235');
  });
});

describe('mixInProportion', () => {
  it('spreads the smaller list evenly through the larger', () => {
    expect(mixInProportion<number | string>([1, 2, 3, 4, 5, 6], ['a', 'b'])).toEqual([
      1,
      2,
      3,
      'a',
      4,
      5,
      6,
      'b',
    ]);
    expect(mixInProportion([], ['a'])).toEqual(['a']);
  });
});
