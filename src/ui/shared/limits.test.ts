import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_BYTES, importCatalog } from '../../engine';
import { readLimited, tooLarge } from './limits';

describe('size limits', () => {
  it('refuse in the words the import uses', () => {
    for (const [size, limit] of [
      [11, 10],
      [2_000_000, 1_000_000],
    ] as const) {
      const result = importCatalog('x'.repeat(size), { maxBytes: limit });
      expect(!result.ok && result.errors[0]?.message).toBe(tooLarge(size, limit));
    }
    expect(tooLarge(600 * 1024 * 1024, DEFAULT_MAX_BYTES, 'bytes', 'read')).toBe(
      'catalog is too large: 600 MB is over the 50 MB limit (629145600 > 52428800 bytes); it was not read',
    );
  });

  it('refuses a 600 MB file before reading it', async () => {
    let read = false;
    const file = {
      size: 600 * 1024 * 1024,
      text: async () => {
        read = true;
        return '';
      },
    };
    const outcome = await readLimited(file);
    expect(read).toBe(false);
    expect(outcome).toEqual({
      ok: false,
      message: expect.stringContaining('600 MB is over the 50 MB limit'),
    });
    expect(await readLimited({ size: 2, text: async () => '[]' })).toEqual({
      ok: true,
      text: '[]',
    });
  });
});
