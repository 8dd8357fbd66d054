import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_BYTES, megabytes, overLimit, tooLarge } from './limits';

describe('tooLarge', () => {
  it('never says a size just over the limit is the limit itself', () => {
    expect(tooLarge(DEFAULT_MAX_BYTES + 1, DEFAULT_MAX_BYTES, 'bytes', 'read')).toBe(
      'catalog is too large: 52428801 bytes is over the limit of 52428800 bytes (50 MB); it was not read',
    );
    expect(tooLarge(DEFAULT_MAX_BYTES + 20_000)).toBe(
      'catalog is too large: 50.02 MB is over the 50 MB limit (52448800 > 52428800 characters); it was not parsed',
    );
  });

  it('keeps one decimal where it tells the sizes apart', () => {
    expect(overLimit(600 * 1024 * 1024, DEFAULT_MAX_BYTES, 'bytes')).toBe(
      '600 MB is over the 50 MB limit (629145600 > 52428800 bytes)',
    );
    expect(overLimit(2000, 15, 'bytes')).toBe(
      '0.0019 MB is over the 0.000014 MB limit (2000 > 15 bytes)',
    );
  });

  it('shows every size over the limit as a larger figure than the limit', () => {
    for (const over of [1, 2, 10, 100, 1000, 5000, 52_000, 104_857]) {
      const text = overLimit(DEFAULT_MAX_BYTES + over, DEFAULT_MAX_BYTES, 'bytes');
      const [shown, limit] = [...text.matchAll(/([\d.]+) (MB|bytes)/g)].map((m) => Number(m[1]));
      expect(shown, text).toBeGreaterThan(limit ?? Number.POSITIVE_INFINITY);
    }
    expect(megabytes(DEFAULT_MAX_BYTES)).toBe('50 MB');
  });
});
