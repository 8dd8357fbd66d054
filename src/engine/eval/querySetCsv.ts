import Papa from 'papaparse';
import { own } from '../catalog/core';
import type { LabelledQuery, QuerySetResult } from './querySetTypes';

/**
 * Query sets as CSV, one row per (query, tool): `query,tool[,grade]`. A grade is a number
 * (default 1); the word `not` marks a tool that must not be returned. Rows with the same query
 * text form one query, in order of first appearance. A header row is optional. Papa Parse does
 * the CSV itself: queries contain commas and quotes.
 */

const HEADER = ['query', 'tool', 'grade'];
const MUST_NOT = 'not';

/**
 * Formula injection (OWASP, "CSV Injection"): a spreadsheet runs a cell that starts with
 * `=`, `+`, `-`, `@`, a tab or a carriage return. The writer prefixes such a cell with `'`,
 * and also a cell of quotes before one (`'=x` → `''=x`); the reader removes one `'` from a
 * cell of that shape, so reading what was written gives back every cell exactly.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const QUOTED_FORMULA = /^'+[=+\-@\t\r]/;

const neutralise = (cell: string): string => (FORMULA_START.test(cell) ? `'${cell}` : cell);
const restore = (cell: string): string => (QUOTED_FORMULA.test(cell) ? cell.slice(1) : cell);

export const readQuerySetCsv = (text: string): QuerySetResult => {
  const parsed = Papa.parse<string[]>(text.trim(), { skipEmptyLines: true });
  const errors = parsed.errors.map((error) => `CSV row ${(error.row ?? 0) + 1}: ${error.message}`);
  const rows = parsed.data;
  const first = rows[0]?.map((cell) => cell.trim().toLowerCase());
  const start = first?.[0] === 'query' && first[1] === 'tool' ? 1 : 0;
  const byQuery = new Map<string, LabelledQuery>();
  rows.slice(start).forEach((row, index) => {
    const line = index + start + 1;
    const [query = '', tool = '', grade] = row.map((cell) => restore(cell.trim()));
    if (query === '' || tool === '') {
      errors.push(`CSV row ${line}: needs a query and a tool`);
      return;
    }
    const entry = byQuery.get(query) ?? { id: `q${byQuery.size + 1}`, query, relevant: [] };
    byQuery.set(query, entry);
    if (grade !== undefined && grade.toLowerCase() === MUST_NOT) {
      if (entry.mustNot) entry.mustNot.push(tool);
      else entry.mustNot = [tool];
      return;
    }
    const value = grade === undefined || grade === '' ? 1 : Number(grade);
    if (!Number.isFinite(value) || value < 0) {
      errors.push(`CSV row ${line}: grade must be a number ≥ 0 or "${MUST_NOT}", got "${grade}"`);
      return;
    }
    if (!entry.relevant.includes(tool)) entry.relevant.push(tool);
    entry.grades = { ...entry.grades, [tool]: value };
  });
  if (errors.length > 0) return { ok: false, errors: errors.slice(0, 100) };
  const queries = [...byQuery.values()].map((query) =>
    query.grades && Object.values(query.grades).every((grade) => grade === 1)
      ? {
          id: query.id,
          query: query.query,
          relevant: query.relevant,
          ...(query.mustNot ? { mustNot: query.mustNot } : {}),
        }
      : query,
  );
  return { ok: true, queries };
};

export const querySetToCsv = (queries: readonly LabelledQuery[]): string =>
  Papa.unparse({
    fields: HEADER,
    data: queries.flatMap((query) =>
      [
        ...query.relevant.map((tool) => [
          query.query,
          tool,
          String((query.grades && own(query.grades, tool)) ?? 1),
        ]),
        ...(query.mustNot ?? []).map((tool) => [query.query, tool, MUST_NOT]),
      ].map((row) => row.map(neutralise)),
    ),
  });
