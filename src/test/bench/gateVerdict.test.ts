import { describe, expect, it } from 'vitest';
import {
  GATE_BOUNDS,
  type GateFigures,
  type GateName,
  gateVerdict,
  medianPair,
  renderGate,
} from '../../../bench/gateVerdict';

// The speed gate's judgement (bench/gateVerdict.ts), fed figures: nothing here is timed.

/** Figures whose every ratio is `scale` × its bound. */
const at = (scale: number): GateFigures => {
  const figures = {} as GateFigures;
  for (const name of Object.keys(GATE_BOUNDS) as GateName[]) {
    figures[name] = { ours: GATE_BOUNDS[name].bound * scale, theirs: 1 };
  }
  return figures;
};

describe('gateVerdict', () => {
  it('passes every ratio at or under its bound', () => {
    for (const scale of [0.5, 1]) {
      expect(gateVerdict(at(scale)).map((line) => line.status)).toEqual(
        Object.keys(GATE_BOUNDS).map(() => 'PASS'),
      );
    }
  });

  it('fails each ratio that passes its bound, and only that one', () => {
    for (const name of Object.keys(GATE_BOUNDS) as GateName[]) {
      const figures = at(0.9);
      figures[name] = { ours: GATE_BOUNDS[name].bound * 1.01, theirs: 1 };
      const failed = gateVerdict(figures).filter((line) => line.status === 'FAIL');
      expect(failed.map((line) => line.name)).toEqual([name]);
    }
  });

  it('fails a ratio it cannot compute: a figure missing, or a peer at zero', () => {
    const figures = at(0.5);
    figures.p50 = { ours: Number.NaN, theirs: 2 };
    figures.heap = { ours: 1, theirs: 0 };
    const lines = gateVerdict(figures);
    expect(lines.find((line) => line.name === 'p50')?.status).toBe('FAIL');
    expect(lines.find((line) => line.name === 'heap')?.status).toBe('FAIL');
    expect(lines.find((line) => line.name === 'p95')?.status).toBe('PASS');
  });
});

describe('medianPair', () => {
  it('reports the run whose ratio is the median, with its own two figures', () => {
    // Ratios 0.5, 0.2, 0.9, 0.3, 0.4: the median is 0.4, from the fifth run.
    const runs = [
      { ours: 1, theirs: 2 },
      { ours: 1, theirs: 5 },
      { ours: 9, theirs: 10 },
      { ours: 3, theirs: 10 },
      { ours: 2, theirs: 5 },
    ];
    expect(medianPair(runs)).toEqual({ ours: 2, theirs: 5 });
    // Ratios 1, 0.2, 0.5: the run of 0.5, not each side's median (2 and 10, ×0.2).
    const pairs = [
      { ours: 1, theirs: 1 },
      { ours: 2, theirs: 10 },
      { ours: 10, theirs: 20 },
    ];
    expect(medianPair(pairs)).toEqual({ ours: 10, theirs: 20 });
  });

  it('hands on a run it cannot compute, so the verdict fails it', () => {
    const broken = { ours: Number.NaN, theirs: 3 };
    expect(medianPair([{ ours: 1, theirs: 9 }, broken, { ours: 1, theirs: 8 }])).toBe(broken);
    const [line] = gateVerdict({ ...at(0.5), p50: medianPair([]) });
    expect(line?.status).toBe('FAIL');
  });
});

describe('renderGate', () => {
  it('prints each figure, both sides, the ratio and its bound, then the verdict', () => {
    const figures = at(0.5);
    // p95 a quarter past its bound: 8 ms against 8 / (1.25 × bound) ms.
    const bound = GATE_BOUNDS.p95.bound;
    figures.p95 = { ours: 8, theirs: 8 / (1.25 * bound) };
    const text = renderGate(gateVerdict(figures), ['context line']);
    const lines = text.split('\n');
    expect(lines[0]).toBe('context line');
    expect(text).toContain(
      `FAIL query CPU p95, first seen: toollens 8.000 ms / MiniSearch-like ` +
        `${(8 / (1.25 * bound)).toFixed(3)} ms = ×${(1.25 * bound).toFixed(2)} (bound ×${bound.toFixed(2)})`,
    );
    expect(text).toMatch(/PASS index heap at 10,000 tools: ToolIndex [\d.]+ MB \/ MiniSearch/);
    expect(lines.at(-1)).toBe('bench:gate: FAIL, 1 of 4 ratios worse than their bound');
    expect(
      renderGate(gateVerdict(at(1)), [])
        .split('\n')
        .at(-1),
    ).toBe('bench:gate: PASS, every ratio within its bound');
  });
});
