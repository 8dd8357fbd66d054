import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseQuerySet, querySetToJson, readQuerySet } from './querySet';
import { querySetToCsv, readQuerySetCsv } from './querySetCsv';
import type { LabelledQuery } from './querySetTypes';

describe('readQuerySet', () => {
  it('reads the datasets shape, graded relevance and must-not tools', () => {
    const result = readQuerySet([
      { id: 'a', query: 'merge pdf', relevant: ['merge_pdfs'], category: 'ignored' },
      {
        id: 'b',
        query: 'chart',
        relevant: [{ name: 'add_data_point', grade: 2 }, { name: 'run_python' }],
      },
      {
        id: 'c',
        query: 'read json',
        relevant: ['read_json'],
        grades: { read_json: 2 },
        mustNot: ['write_json'],
      },
    ]);
    expect(result).toEqual({
      ok: true,
      queries: [
        { id: 'a', query: 'merge pdf', relevant: ['merge_pdfs'] },
        {
          id: 'b',
          query: 'chart',
          relevant: ['add_data_point', 'run_python'],
          grades: { add_data_point: 2, run_python: 1 },
        },
        {
          id: 'c',
          query: 'read json',
          relevant: ['read_json'],
          grades: { read_json: 2 },
          mustNot: ['write_json'],
        },
      ],
    });
  });

  it('keeps a silver label (silver: true, or the mined marks toollens mine writes) and writes it back', () => {
    const read = readQuerySet([
      { id: 'a', query: 'open issue', relevant: ['create_issue'], silver: true },
      { id: 'b', query: 'labels', relevant: ['add_label'], mined: { grade: 'silver' } },
      { id: 'c', query: 'close', relevant: ['close_issue'], silver: 'yes' },
    ]);
    expect(read.ok && read.queries.map((query) => query.silver)).toEqual([true, true, undefined]);
    if (!read.ok) return;
    expect(readQuerySet(JSON.parse(querySetToJson(read.queries)))).toEqual(read);
  });

  it('names each bad element by its index', () => {
    const result = readQuerySet([
      { id: 'a', query: '', relevant: ['x'] },
      { id: 'b', query: 'q', relevant: 'x' },
      { id: 'c', query: 'q', relevant: ['x'], mustNot: [1] },
      { id: 'c', query: 'q2', relevant: ['x'] },
      { id: 'd', query: 'q', relevant: [{ name: 'x', grade: -1 }] },
    ]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      'query set /0: "query" must be a non-empty string',
      'query set /1: "relevant" must be an array of tool names (or of {name, grade})',
      'query set /2: "mustNot" must be an array of tool names',
      'query set /4: grade of "x" must be a number ≥ 0',
    ]);
  });

  it('rejects an id used twice', () => {
    const result = readQuerySet([
      { id: 'a', query: 'q', relevant: ['x'] },
      { id: 'a', query: 'r', relevant: ['y'] },
    ]);
    expect(result).toEqual({ ok: false, errors: ['query set /1: id "a" is used twice'] });
  });
});

describe('CSV query sets', () => {
  it('groups rows by query, reads grades and "not", and skips a header', () => {
    const csv =
      'query,tool,grade\n"merge two pdfs, then sign",merge_pdfs,2\n"merge two pdfs, then sign",fill_pdf_form,1\nchart,run_python\nchart,read_pdf,not\n';
    expect(readQuerySetCsv(csv)).toEqual({
      ok: true,
      queries: [
        {
          id: 'q1',
          query: 'merge two pdfs, then sign',
          relevant: ['merge_pdfs', 'fill_pdf_form'],
          grades: { merge_pdfs: 2, fill_pdf_form: 1 },
        },
        { id: 'q2', query: 'chart', relevant: ['run_python'], mustNot: ['read_pdf'] },
      ],
    });
  });

  it('reports rows without a tool and bad grades by row', () => {
    const result = readQuerySetCsv('a query,\nother,tool,high\n');
    expect(result).toEqual({
      ok: false,
      errors: [
        'CSV row 1: needs a query and a tool',
        'CSV row 2: grade must be a number ≥ 0 or "not", got "high"',
      ],
    });
  });
});

const namesArb = fc.uniqueArray(fc.stringMatching(/^[a-z][a-z_]{0,8}$/), {
  minLength: 1,
  maxLength: 3,
});
const querySetArb = fc
  .uniqueArray(
    fc.record({
      query: fc.string({ minLength: 1, maxLength: 30 }).filter((q) => q.trim() === q && q !== ''),
      relevant: namesArb,
      grade: fc.integer({ min: 1, max: 3 }),
      mustNot: fc.option(namesArb, { nil: undefined }),
    }),
    { selector: (item) => item.query, maxLength: 8 },
  )
  .map((items) =>
    items.map((item, i): LabelledQuery => {
      const relevant = item.relevant;
      const mustNot = item.mustNot?.filter((name) => !relevant.includes(name));
      return {
        id: `q${i + 1}`,
        query: item.query,
        relevant,
        ...(item.grade !== 1
          ? { grades: Object.fromEntries(relevant.map((name) => [name, item.grade])) }
          : {}),
        ...(mustNot && mustNot.length > 0 ? { mustNot } : {}),
      };
    }),
  );

describe('CSV formula injection', () => {
  const risky: LabelledQuery[] = [
    { id: 'q1', query: '=HYPERLINK("http://x","y")', relevant: ['-tool'] },
    { id: 'q2', query: '+1', relevant: ['@tool'] },
    { id: 'q3', query: "'=already quoted", relevant: ['a'] },
    { id: 'q4', query: "'plain quote", relevant: ['b'] },
    { id: 'q5', query: '-2 and @me', relevant: ['c'], mustNot: ['=d'] },
  ];

  it('prefixes a cell starting with = + - @ with a quote, so no spreadsheet runs it', () => {
    const cells = querySetToCsv(risky)
      .split(/\r?\n/)
      .slice(1)
      .flatMap((line) => line.split(','));
    for (const cell of cells) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@]/);
    expect(querySetToCsv(risky)).toContain(`"'=HYPERLINK(""http://x"",""y"")",'-tool,1`);
  });

  it('reads the quoted cells back exactly', () => {
    expect(readQuerySetCsv(querySetToCsv(risky))).toEqual({ ok: true, queries: risky });
  });

  it('round-trips any query that starts with quotes and a formula character', () => {
    fc.assert(
      fc.property(
        fc.nat(3),
        fc.constantFrom('=', '+', '-', '@'),
        fc.string({ maxLength: 10 }).filter((rest) => rest.trim() === rest),
        (quotes, start, rest) => {
          const queries: LabelledQuery[] = [
            { id: 'q1', query: `${"'".repeat(quotes)}${start}${rest}`, relevant: ['t'] },
          ];
          expect(readQuerySetCsv(querySetToCsv(queries))).toEqual({ ok: true, queries });
        },
      ),
    );
  });
});

describe('round trips', () => {
  it('JSON export reads back to the same query set', () => {
    fc.assert(
      fc.property(querySetArb, (queries) => {
        expect(readQuerySet(JSON.parse(querySetToJson(queries)))).toEqual({ ok: true, queries });
      }),
    );
  });

  it('CSV export reads back to the same query set', () => {
    fc.assert(
      fc.property(querySetArb, (queries) => {
        expect(readQuerySetCsv(querySetToCsv(queries))).toEqual({ ok: true, queries });
      }),
    );
  });
});

describe('parseQuerySet', () => {
  it('places a JSON syntax error by line and column', () => {
    const result = parseQuerySet('[\n  {"id": "a", "query": "x", "relevant": ["t"]},\n]', 'q.json');
    expect(result).toEqual({
      ok: false,
      errors: [expect.stringMatching(/^line 3, column 1: /)],
    });
  });

  it('reads CSV by the name, and JSON otherwise', () => {
    const csv = parseQuerySet('query,tool\nexcel file,excel_reader\n', 'Q.CSV');
    expect(csv.ok && csv.queries[0]?.relevant).toEqual(['excel_reader']);
    const json = parseQuerySet('[{"id": "a", "query": "x", "relevant": ["t"]}]', 'queries');
    expect(json.ok && json.queries[0]?.id).toBe('a');
  });
});
