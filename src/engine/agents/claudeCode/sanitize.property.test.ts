import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeUnicode } from './sanitize';

/**
 * sanitizeUnicode (sanitize.ts) removes its classes from the text's non-ASCII runs alone: it
 * must give what the replaces as read from Claude Code's source give over the whole text.
 */

const roundAsRead = (text: string): string =>
  text
    .normalize('NFKC')
    .replace(/[\p{Cf}\p{Co}\p{Cn}]/gu, '')
    .replace(/[\u200B-\u200F]/g, '')
    .replace(/[\u202A-\u202E]/g, '')
    .replace(/[\u2066-\u2069]/g, '')
    .replace(/[\uFEFF]/g, '')
    .replace(/[\uE000-\uF8FF]/g, '');

const sanitizeAsRead = (text: string): string => {
  let current = text;
  for (let rounds = 0; rounds < 10; rounds++) {
    const next = roundAsRead(current);
    if (next === current) return current;
    current = next;
  }
  return current;
};

/** ASCII, accents, compatibility forms, format and private use, unassigned, lone surrogates. */
const unit = fc.constantFrom(
  ...'aB _.',
  'é',
  'e\u0301',
  'ﬁ',
  '①',
  'Ａ',
  '\u200B',
  '\u200D',
  '\u202E',
  '\u2066',
  '\uFEFF',
  '\u00AD',
  '\uE000',
  '\uF8FF',
  '\u{F0000}',
  '\u{E0041}',
  '\u0378',
  '\u{10FFFF}',
  '\uD800',
  '\uDC00',
  '😀',
  '\u{1F3FB}',
);

describe('sanitizeUnicode', () => {
  it('gives what the source’s replaces give over the whole text', () => {
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 16 }), (text) => {
        expect(sanitizeUnicode(text)).toBe(sanitizeAsRead(text));
      }),
      { numRuns: 5000 },
    );
  });

  it('does so over any UTF-16 text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 16 }), (text) => {
        expect(sanitizeUnicode(text)).toBe(sanitizeAsRead(text));
      }),
      { numRuns: 5000 },
    );
  });
});
