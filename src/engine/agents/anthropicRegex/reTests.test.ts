import { describe, expect, it } from 'vitest';
import { compilePython, pySearch } from './pythonRe';
import rows from './reTests.rows.json';
import { PyReError, PyReUnsupported } from './source';

/**
 * CPython's own table of `re` cases, `Lib/test/re_tests.py` @
 * 251887abefa3d5bf313dd3ba72fa6b75efde6bd8 (the `tests` list and its extension, 508 rows, in
 * the file's order; each row `[pattern, string, SUCCEED | FAIL | SYNTAX_ERROR, expression,
 * expected]`, the Python string literals evaluated; PSF licence). `test_re.py` runs each row
 * with `re.search`; so does this, through the translation. A row the translator refuses
 * (PyReUnsupported) is not claimed and is listed in REFUSED with the reason: 504 rows are
 * claimed, 4 refused.
 */

type Row = [string, string, 'SUCCEED' | 'FAIL' | 'SYNTAX_ERROR', string?, string?];

/** Rows refused, by pattern, with why (each is a documented difference). */
const CASE_REF =
  'a group reference under (?i): Python compares by lower case, JavaScript would compare exactly';
const REFUSED: Record<string, string> = {
  '(?i)((((((((((a))))))))))\\10': CASE_REF,
  '(?i)(abc)\\1': CASE_REF,
  '(?i)([a-c]*)\\1': CASE_REF,
  '(x?)?':
    'an optional pass that can match nothing: Python takes it empty, JavaScript backtracks into it for a longer one',
};

/** `test_re.py` evaluates the expression over `found`, `g1`…`g99` and the group names. */
const evaluate = (expr: string, value: (name: string) => string): string =>
  expr
    .split('+')
    .map((term) => term.trim())
    .map((term) => (/^".*"$/.test(term) ? term.slice(1, -1) : value(term)))
    .join('');

const table = rows as Row[];

describe("CPython's re_tests.py through the translation", () => {
  it('has every row of the table', () => {
    expect(table).toHaveLength(508);
  });

  it.each(table.map((row, index) => [index, ...row] as const))(
    'row %i: %j on %j is %s',
    (_index, pattern, text, outcome, expr, expected) => {
      let compiled: ReturnType<typeof compilePython>;
      try {
        compiled = compilePython(pattern);
      } catch (error) {
        if (error instanceof PyReUnsupported) {
          expect(REFUSED[pattern], `refused but not listed: ${error.message}`).toBeDefined();
          return;
        }
        expect(error).toBeInstanceOf(PyReError);
        expect(outcome).toBe('SYNTAX_ERROR');
        return;
      }
      expect(REFUSED[pattern], 'listed as refused but translated').toBeUndefined();
      const match = pySearch(compiled, text);
      expect(match === undefined ? 'FAIL' : 'SUCCEED').toBe(outcome);
      if (match === undefined || outcome !== 'SUCCEED' || expr === undefined) return;
      const value = (name: string): string => {
        if (name === 'found') return match.found;
        const index = /^g(\d+)$/.test(name)
          ? Number(name.slice(1))
          : compiled.parsed.names.get(name);
        if (index === undefined || index > compiled.parsed.groups) return 'Error';
        return match.group(index) ?? 'None';
      };
      expect(evaluate(expr, value)).toBe(expected);
    },
  );
});
