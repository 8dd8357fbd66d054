import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePython, pySearch } from './pythonRe';
import { PyReError, PyReUnsupported } from './source';

/**
 * Over a subset where Python's `re` and a plain JavaScript RegExp mean the same thing
 * (literals, sets, `.`, `*`, `|`, groups; texts without `\r`, U+2028 or U+2029, where the two
 * `.` differ), the translation finds exactly the match the plain RegExp finds, the oracle;
 * the patterns it refuses (a `*` over a part that can match nothing) are left out.
 * And no pattern at all makes the translator throw anything but a refusal.
 */

type Safe = { py: string; js: string };

const ALPHABET = ['a', 'b', 'c', '-', '\n'];

const safePattern: fc.Arbitrary<Safe> = fc.letrec<{ node: Safe }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom('a', 'b', 'c', '-').map((c) => ({ py: c, js: c })),
    fc.constantFrom('[ab]', '[^a]', '[a-c]', '[-c]').map((c) => ({ py: c, js: c })),
    fc.constant({ py: '.', js: '.' }),
    fc.tuple(tie('node'), tie('node')).map(([x, y]) => ({ py: x.py + y.py, js: x.js + y.js })),
    fc
      .tuple(tie('node'), tie('node'))
      .map(([x, y]) => ({ py: `${x.py}|${y.py}`, js: `${x.js}|${y.js}` })),
    tie('node').map((x) => ({ py: `(${x.py})`, js: `(${x.js})` })),
    tie('node').map((x) => ({ py: `(?:${x.py})*`, js: `(?:${x.js})*` })),
  ),
})).node;

const text = fc.array(fc.constantFrom(...ALPHABET), { maxLength: 8 }).map((cs) => cs.join(''));

describe('the translation against a plain RegExp', () => {
  it('finds the same leftmost match over the safe subset', () => {
    fc.assert(
      fc.property(safePattern, text, (pattern, subject) => {
        let compiled: ReturnType<typeof compilePython>;
        try {
          compiled = compilePython(pattern.py);
        } catch (error) {
          // `(?:a*)*` and the like: refused, since there the two languages differ.
          expect(error).toBeInstanceOf(PyReUnsupported);
          fc.pre(false);
          return;
        }
        const expected = new RegExp(pattern.js, 'u').exec(subject);
        const actual = pySearch(compiled, subject);
        expect(actual === undefined ? null : [actual.start, actual.found]).toEqual(
          expected === null ? null : [expected.index, expected[0]],
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses, and never throws otherwise, for any pattern', () => {
    const metachars = fc.constantFrom(
      ...'()[]{}*+?|^$.\\-:=!<>#PaAbBdDsSwWzZx0123,ilmsu\n '.split(''),
    );
    const anyPattern = fc.oneof(
      fc.string({ maxLength: 24 }),
      fc.string({ maxLength: 24, unit: 'binary' }),
      fc.array(metachars, { maxLength: 24 }).map((cs) => cs.join('')),
    );
    fc.assert(
      fc.property(anyPattern, text, (pattern, subject) => {
        try {
          pySearch(compilePython(pattern), subject);
        } catch (error) {
          if (!(error instanceof PyReError || error instanceof PyReUnsupported)) throw error;
        }
      }),
      { numRuns: 5000 },
    );
  });
});
