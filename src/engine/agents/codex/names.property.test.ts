import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeToolName } from './names';
import { byteOrder, codexSearchText, rustTrim } from './searchText';

/**
 * The name and text helpers take shortcuts (a replace for the character loop, a unit compare
 * for code points, no trim of a text with plain ends); the models are the readings without them.
 */
const KEPT = /^[A-Za-z0-9_]$/;
const modelSanitize = (name: string): string => {
  const sanitized = Array.from(name, (char) => (KEPT.test(char) ? char : '_')).join('');
  return sanitized === '' ? '_' : sanitized;
};

const modelByteOrder = (a: string, b: string): number => {
  const left = [...a];
  const right = [...b];
  for (let at = 0; at < Math.min(left.length, right.length); at++) {
    const difference = (left[at]?.codePointAt(0) ?? 0) - (right[at]?.codePointAt(0) ?? 0);
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
};

const modelTrim = (text: string): string =>
  text.replace(/^\p{White_Space}+|\p{White_Space}+$/gu, '');

// Any UTF-16, lone surrogates included, and names close to real ones.
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.string({
    unit: fc.constantFrom(...'ab_-. Z9\u00a0\u0085\ufeff\u{1f355}é\ud800\udc00'.split('')),
    maxLength: 10,
  }),
);

describe('names and search text helpers', () => {
  it('sanitise as the character-at-a-time reading', () => {
    fc.assert(
      fc.property(anyText, (name) => {
        expect(sanitizeToolName(name)).toBe(modelSanitize(name));
      }),
      { numRuns: 3000 },
    );
  });

  it('order strings as their code points do, to the same difference', () => {
    fc.assert(
      fc.property(anyText, anyText, (a, b) => {
        expect(byteOrder(a, b)).toBe(modelByteOrder(a, b));
        expect(byteOrder(a, a)).toBe(0);
      }),
      { numRuns: 3000 },
    );
  });

  it('trim as Unicode White_Space off both ends', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(rustTrim(text)).toBe(modelTrim(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('end the search text with the property names in byte order, few or many', () => {
    fc.assert(
      fc.property(fc.uniqueArray(anyText, { maxLength: 24 }), (keys) => {
        const properties = Object.fromEntries(keys.map((key) => [key, {}]));
        const text = codexSearchText({
          serverName: 's',
          callableNamespace: 'mcp__s',
          callableName: 't',
          tool: { name: 't', inputSchema: { type: 'object', properties } },
          pluginDisplayNames: [],
        });
        const sorted = Object.keys(properties).sort(modelByteOrder);
        expect(text).toBe(['mcp__st', 't', 't', 's', ...sorted].join(' '));
      }),
      { numRuns: 1000 },
    );
  });
});
