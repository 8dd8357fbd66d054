import { describe, expect, it } from 'vitest';
import { SECTION_DRAWN, sectionWindow } from './sectionWindow';

describe('sectionWindow', () => {
  it('draws every section of a real prompt whole', () => {
    expect(sectionWindow(127_000, 50_000)).toEqual({ start: 0, end: 127_000 });
  });

  it('draws a 2 MB section around its break, and wider on each request', () => {
    const length = 2_097_152;
    const first = sectionWindow(length, 1_000_000);
    expect(first.end - first.start).toBe(SECTION_DRAWN);
    expect(first.start).toBeLessThan(1_000_000);
    expect(first.end).toBeGreaterThan(1_000_000);
    const wider = sectionWindow(length, 1_000_000, 1);
    expect(wider.end - wider.start).toBe(2 * SECTION_DRAWN);
  });

  it('stays inside the section at either end', () => {
    expect(sectionWindow(1_000_000, 0)).toEqual({ start: 0, end: SECTION_DRAWN });
    expect(sectionWindow(1_000_000, 1_000_000)).toEqual({
      start: 1_000_000 - SECTION_DRAWN,
      end: 1_000_000,
    });
  });
});
