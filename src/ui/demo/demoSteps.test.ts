import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, formatHash, parseHash } from '../url/viewHash';
import { DEMO_LENGTH, DEMO_STEPS, demoView, showsStep } from './demoSteps';

describe('demoView', () => {
  it('gives each step its own address, which reopens the same step', () => {
    const hashes = DEMO_STEPS.map((_, i) => formatHash({ ...DEFAULT_VIEW, ...demoView(i + 1) }));
    expect(new Set(hashes).size).toBe(DEMO_LENGTH);
    for (const [i, hash] of hashes.entries()) {
      expect(hash).toContain(`demo=${i + 1}`);
      expect(showsStep(parseHash(hash))).toBe(true);
    }
  });

  it('clamps the step, and resets what an earlier step set', () => {
    expect(demoView(0).demo).toBe(1);
    expect(demoView(99).demo).toBe(DEMO_LENGTH);
    const unsorted = { ...DEFAULT_VIEW, ...demoView(7) };
    expect(unsorted.unsorted).toBe(true);
    expect({ ...unsorted, ...demoView(8) }.unsorted).toBe(false);
  });

  it('knows a bare link to a step does not show it yet', () => {
    expect(showsStep(parseHash('#demo=3'))).toBe(false);
    expect(showsStep(DEFAULT_VIEW)).toBe(true);
  });

  it('walks the search, timeline and prompt panels', () => {
    expect(new Set(DEMO_STEPS.map((step) => step.view.panel))).toEqual(
      new Set(['search', 'timeline', 'prompt']),
    );
  });
});
