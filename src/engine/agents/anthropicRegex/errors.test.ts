import { describe, expect, it } from 'vitest';
import { compilePython } from './pythonRe';
import { PyReError } from './source';

/**
 * Python's own error text for invalid patterns: each message below is `str(e)` of the
 * `re.error` that CPython's `re.compile` raised for the pattern (recorded from Python 3.11.7,
 * whose parser's messages 3.12 keeps); null where Python compiles it.
 */
const PYTHON_SAYS: [string, string | null][] = [
  ['{1}', 'nothing to repeat at position 0'],
  ['a{2,1}', 'min repeat greater than max repeat at position 2'],
  ['(?i', 'missing -, : or ) at position 3'],
  ['(?P=x)', "unknown group name 'x' at position 4"],
  ['(?<a>x)', 'unknown extension ?<a at position 1'],
  ['[z-a]', 'bad character range z-a at position 1'],
  ['a(?i)b', 'global flags not at the start of the expression at position 1'],
  ['(?-a:x)', "bad inline flags: cannot turn off flags 'a', 'u' and 'L' at position 4"],
  ['(?i-i:x)', 'bad inline flags: flag turned on and off at position 5'],
  ['(?<=a+)b', 'look-behind requires fixed-width pattern'],
  ['(?<=(a)\\1)x', 'cannot refer to group defined in the same lookbehind subpattern at position 9'],
  ['\\xz', 'incomplete escape \\x at position 0'],
  ['\\u12', 'incomplete escape \\u12 at position 0'],
  ['\\U00110000', 'bad escape \\U00110000 at position 0'],
  ['\\q', 'bad escape \\q at position 0'],
  ['[\\q]', 'bad escape \\q at position 1'],
  ['\\8', 'invalid group reference 8 at position 1'],
  ['[\\8]', 'bad escape \\8 at position 1'],
  ['\\400', 'octal escape value \\400 outside of range 0-0o377 at position 0'],
  ['(?P<a>x)(?P<a>y)', "redefinition of group name 'a' as group 2; was group 1 at position 12"],
  ['(a)(?P=a)', "unknown group name 'a' at position 7"],
  ['(?z)', 'unknown extension ?z at position 1'],
  ['(?i:', 'missing ), unterminated subpattern at position 0'],
  ['(?#abc', 'missing ), unterminated comment at position 0'],
  ['((a)', 'missing ), unterminated subpattern at position 0'],
  ['(?', 'unexpected end of pattern at position 2'],
  ['(?P', 'unexpected end of pattern at position 3'],
  ['(?Px', 'unknown extension ?Px at position 1'],
  ['(?<', 'unexpected end of pattern at position 3'],
  ['(?<x', 'unknown extension ?<x at position 1'],
  ['(?P<>a)', 'missing group name at position 4'],
  ['(?P<a', 'missing >, unterminated name at position 4'],
  ['(?P=', 'missing group name at position 4'],
  ['a\\', 'bad escape (end of pattern) at position 1'],
  ['\\1(a)', 'invalid group reference 1 at position 1'],
  ['(a\\1)', 'cannot refer to an open group at position 2'],
  ['a**', 'multiple repeat at position 2'],
  ['*a', 'nothing to repeat at position 0'],
  ['(*)b', 'nothing to repeat at position 1'],
  ['^*', 'nothing to repeat at position 1'],
  ['a[]b', 'unterminated character set at position 1'],
  ['a[', 'unterminated character set at position 1'],
  ['abc)', 'unbalanced parenthesis at position 3'],
  [')(', 'unbalanced parenthesis at position 0'],
  ['(?P<1>a)', "bad character in group name '1' at position 4"],
  ['(?P<foo!>a)', "bad character in group name 'foo!' at position 4"],
  ['(?P<foo_123>a)(?P=1)', "bad character in group name '1' at position 18"],
  ['a|(?i)b', 'global flags not at the start of the expression at position 2'],
  ['(?x)a\n  b)', 'unbalanced parenthesis at position 9 (line 2, column 4)'],
  ['(?L)a', "bad inline flags: cannot use 'L' flag with a str pattern at position 3"],
  ['(?au)a', "bad inline flags: flags 'a', 'u' and 'L' are incompatible at position 4"],
  ['(?a-i:b)', null],
  ['[\\d-z]', 'bad character range \\d-z at position 1'],
  ['[a-\\d]', 'bad character range a-\\d at position 1'],
  ['x{2}{3}', 'multiple repeat at position 4'],
  ['a++b*?+', 'multiple repeat at position 6'],
  ['\\Z*', 'nothing to repeat at position 2'],
  ['(?<!a|bc)d', 'look-behind requires fixed-width pattern'],
  ['(?<=a{2})b', null],
  ['(?<=\\b)a', null],
  ['[\\A]', 'bad escape \\A at position 1'],
  ['\\k', 'bad escape \\k at position 0'],
  ['(?i:a)(?m)b', 'global flags not at the start of the expression at position 6'],
  ['ab{3,2}c', 'min repeat greater than max repeat at position 3'],
  ['(?s-s:a)', 'bad inline flags: flag turned on and off at position 5'],
  ['(?-:a)', 'missing flag at position 3'],
  ['(?i-)', 'missing flag at position 4'],
  ['(?-z:a)', 'unknown flag at position 3'],
  ['(?i!a)', 'missing -, : or ) at position 3'],
];

describe('invalid patterns', () => {
  it.each(PYTHON_SAYS)('%j: %s', (pattern, message) => {
    if (message === null) {
      expect(() => compilePython(pattern)).not.toThrow();
      return;
    }
    expect(() => compilePython(pattern)).toThrow(PyReError);
    expect(() => compilePython(pattern)).toThrow(message);
    try {
      compilePython(pattern);
    } catch (error) {
      expect((error as Error).message).toBe(message);
    }
  });
});
