/**
 * Case-insensitive matching as Python 3.12's `re` does it for a `str` pattern (`_compiler.py`,
 * `_casefix.py`, `_sre`'s `sre_lower_unicode`): a character matches a literal or a set when
 * its simple lower case is the literal's lower case, or one of the few lower cases Python lists
 * as sharing an upper case (`_EXTRA_CASES`). Under `(?a)` only ASCII letters fold. JavaScript's
 * `i` flag folds by Unicode case folding instead (it leaves `İ` and `ı` apart from `i`), so the
 * translator expands each cased character into the class of the characters Python matches.
 * The lower cases are JavaScript's (Node's Unicode version, not Python's: a difference only
 * for characters added between the two).
 */

/** `_EXTRA_CASES` of CPython `Lib/re/_casefix.py` @ 2180cc55c504d4299fe181598cb91286eaa897aa. */
const EXTRA_CASES = new Map<number, number[]>([
  [0x69, [0x131]],
  [0x73, [0x17f]],
  [0xb5, [0x3bc]],
  [0x131, [0x69]],
  [0x17f, [0x73]],
  [0x345, [0x3b9, 0x1fbe]],
  [0x390, [0x1fd3]],
  [0x3b0, [0x1fe3]],
  [0x3b2, [0x3d0]],
  [0x3b5, [0x3f5]],
  [0x3b8, [0x3d1]],
  [0x3b9, [0x345, 0x1fbe]],
  [0x3ba, [0x3f0]],
  [0x3bc, [0xb5]],
  [0x3c0, [0x3d6]],
  [0x3c1, [0x3f1]],
  [0x3c2, [0x3c3]],
  [0x3c3, [0x3c2]],
  [0x3c6, [0x3d5]],
  [0x3d0, [0x3b2]],
  [0x3d1, [0x3b8]],
  [0x3d5, [0x3c6]],
  [0x3d6, [0x3c0]],
  [0x3f0, [0x3ba]],
  [0x3f1, [0x3c1]],
  [0x3f5, [0x3b5]],
  [0x432, [0x1c80]],
  [0x434, [0x1c81]],
  [0x43e, [0x1c82]],
  [0x441, [0x1c83]],
  [0x442, [0x1c84, 0x1c85]],
  [0x44a, [0x1c86]],
  [0x463, [0x1c87]],
  [0x1c80, [0x432]],
  [0x1c81, [0x434]],
  [0x1c82, [0x43e]],
  [0x1c83, [0x441]],
  [0x1c84, [0x442, 0x1c85]],
  [0x1c85, [0x442, 0x1c84]],
  [0x1c86, [0x44a]],
  [0x1c87, [0x463]],
  [0x1c88, [0xa64b]],
  [0x1e61, [0x1e9b]],
  [0x1e9b, [0x1e61]],
  [0x1fbe, [0x345, 0x3b9]],
  [0x1fd3, [0x390]],
  [0x1fe3, [0x3b0]],
  [0xa64b, [0x1c88]],
  [0xfb05, [0xfb06]],
  [0xfb06, [0xfb05]],
]);

/** The last code point with a case mapping (Adlam, U+1E943), rounded up. */
const LAST_CASED = 0x1ffff;

/** Python's simple lower case: one code point (JavaScript's full mapping of `İ` is two). */
const pyLower = (cp: number, ascii: boolean): number => {
  if (ascii) return cp >= 0x41 && cp <= 0x5a ? cp + 0x20 : cp;
  if (cp === 0x130) return 0x69;
  const lower = String.fromCodePoint(cp).toLowerCase();
  const only = lower.codePointAt(0) ?? cp;
  return lower.length === String.fromCodePoint(only).length ? only : cp;
};

let preimages: Map<number, number[]> | undefined;

/** Every code point whose lower case is `lower` (itself included), built once. */
const withLower = (lower: number): number[] => {
  if (preimages === undefined) {
    preimages = new Map();
    for (let cp = 0; cp <= LAST_CASED; cp++) {
      const low = pyLower(cp, false);
      if (low === cp) continue;
      const list = preimages.get(low);
      if (list) list.push(cp);
      else preimages.set(low, [cp]);
    }
  }
  return [lower, ...(preimages.get(lower) ?? [])];
};

/** The code points Python matches, case-insensitively, against any of `chars` (lowered or not). */
export const pyCaseClosure = (chars: Iterable<number>, ascii: boolean): Set<number> => {
  const lowers = new Set<number>();
  for (const cp of chars) {
    const lower = pyLower(cp, ascii);
    lowers.add(lower);
    if (!ascii) for (const extra of EXTRA_CASES.get(lower) ?? []) lowers.add(extra);
  }
  const result = new Set<number>();
  for (const lower of lowers) {
    if (ascii) {
      result.add(lower);
      if (lower >= 0x61 && lower <= 0x7a) result.add(lower - 0x20);
    } else for (const cp of withLower(lower)) result.add(cp);
  }
  return result;
};
