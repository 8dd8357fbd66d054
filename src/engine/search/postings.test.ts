import { describe, expect, it } from 'vitest';
import { SPEC_FIELDS, TEXT_FIELDS } from './fields';
import { countIn, fieldMask, Postings, packCounts, SPEC_MASK } from './postings';
import type { TextField } from './types';

/** Those of `fields` in which the tool holds `stem`, in the order given. */
const fieldsWith = <F extends TextField>(
  stats: Postings,
  name: string,
  stem: string,
  fields: readonly F[],
) => fields.filter((field) => countIn(stats.counts(name, stem), TEXT_FIELDS.indexOf(field)) > 0);

const stems = (
  name: string[],
  description: string[] = [],
  args: string[] = [],
): Record<(typeof TEXT_FIELDS)[number], string[]> => ({
  name,
  description,
  capabilities: [],
  glossary: [],
  arguments: args,
});

describe('Postings', () => {
  it('packs five counts into one small integer and reads each back', () => {
    const packed = packCounts([1, 2, 0, 63, 5]);
    expect(TEXT_FIELDS.map((_, f) => countIn(packed, f))).toEqual([1, 2, 0, 63, 5]);
    expect(Number.isSafeInteger(packed) && packed < 2 ** 30).toBe(true);
    // Counts above 63 are stored as 63: BM25 saturation makes them alike anyway.
    expect(countIn(packCounts([0, 500]), 1)).toBe(63);
  });

  it('counts each stem per field, and keeps lengths and averages', () => {
    const stats = new Postings();
    stats.add('a', stems(['read', 'file'], ['read', 'a', 'file', 'file']));
    stats.add('b', stems(['write'], [], ['file']));
    expect(TEXT_FIELDS.map((_, f) => countIn(stats.counts('a', 'file'), f))).toEqual([
      1, 2, 0, 0, 0,
    ]);
    expect(stats.lengths('a')).toEqual([2, 4, 0, 0, 0]);
    expect(stats.averageLengths()).toEqual([1.5, 2, 1, 1, 1]);
    expect(stats.documentFrequency('file', undefined)).toBe(2);
    expect(stats.documentFrequency('file', new Set(['b']))).toBe(1);
    // Without the arguments field, only `a` has it.
    expect(stats.documentFrequency('file', undefined, fieldMask([3, 2, 2, 1, 0]))).toBe(1);
  });

  it('answers the spec rankers through SPEC_MASK: a stem only in the arguments is no match', () => {
    const stats = new Postings();
    stats.add('a', stems(['read'], ['file']));
    stats.add('b', stems(['write'], [], ['file']));
    expect(stats.has('b', 'file')).toBe(true);
    expect(stats.has('b', 'file', SPEC_MASK)).toBe(false);
    expect(stats.documentFrequency('file', undefined, SPEC_MASK)).toBe(1);
    expect(stats.documentFrequency('file', new Set(['a', 'b']), SPEC_MASK)).toBe(1);
    expect(fieldsWith(stats, 'a', 'file', SPEC_FIELDS)).toEqual(['description']);
    expect(fieldsWith(stats, 'b', 'file', TEXT_FIELDS)).toEqual(['arguments']);
    expect(fieldsWith(stats, 'b', 'file', SPEC_FIELDS)).toEqual([]);
  });

  it('forgets a removed tool entirely', () => {
    const stats = new Postings();
    stats.add('a', stems(['read'], ['file']));
    stats.add('b', stems(['write'], ['file']));
    stats.remove('a');
    expect(stats.size).toBe(1);
    expect(stats.toolsWith('file')).toEqual(['b']);
    expect(stats.toolsWith('read')).toEqual([]);
    expect(stats.term('read')).toBeUndefined();
    // The freed slot is reused, and nothing of `a` comes back with it.
    expect(stats.add('c', stems(['write']))).toBe(0);
    expect(stats.has('c', 'read')).toBe(false);
    expect(stats.toolsWith('write').sort()).toEqual(['b', 'c']);
    expect(stats.averageLengths()).toEqual([1, 1, 1, 1, 1]);
    stats.remove('nope');
    expect(stats.size).toBe(2);
  });
});
