import { byName, type LabelledQuery, own } from '../../../engine/core';

/**
 * The query form's text fields and the labelled query they make. Expected tools are typed as
 * a comma-separated list, each optionally graded: `create_work_item:2, apply_work_item_template`
 * (a tool name cannot contain `:`, so the grade is unambiguous; no grade means 1).
 */
export type QueryFields = { query: string; expected: string; mustNot: string };

const names = (text: string): string[] => [
  ...new Set(
    text
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== ''),
  ),
];

export const fieldsOf = (query: LabelledQuery | undefined): QueryFields => ({
  query: query?.query ?? '',
  expected:
    query?.relevant
      .map((name) => {
        const grade = (query.grades && own(query.grades, name)) ?? 1;
        return grade === 1 ? name : `${name}:${grade}`;
      })
      .join(', ') ?? '',
  mustNot: query?.mustNot?.join(', ') ?? '',
});

/** The query the fields describe, or what is wrong with them. */
export const queryFrom = (
  fields: QueryFields,
  id: string,
): { ok: true; query: LabelledQuery } | { ok: false; error: string } => {
  const text = fields.query.trim();
  if (!text) return { ok: false, error: 'Write the query as a user would.' };
  const relevant: string[] = [];
  const grades = byName<number>();
  for (const item of names(fields.expected)) {
    const [name = '', grade] = item.split(':').map((part) => part.trim());
    const value = grade === undefined ? 1 : Number(grade);
    if (!name || !Number.isFinite(value) || value < 0) {
      return { ok: false, error: `"${item}": write a tool name, or name:grade with a grade ≥ 0.` };
    }
    relevant.push(name);
    grades[name] = value;
  }
  if (relevant.length === 0) return { ok: false, error: 'Name at least one expected tool.' };
  const mustNot = names(fields.mustNot);
  const query: LabelledQuery = { id, query: text, relevant };
  if (Object.values(grades).some((grade) => grade !== 1)) query.grades = grades;
  if (mustNot.length > 0) query.mustNot = mustNot;
  return { ok: true, query };
};

/** The first free id of the form `q<n>`. */
export const nextQueryId = (queries: readonly LabelledQuery[]): string => {
  const taken = new Set(queries.map((query) => query.id));
  let n = queries.length + 1;
  while (taken.has(`q${n}`)) n++;
  return `q${n}`;
};

/** Names in a query that the loaded catalog does not have (they count as never found). */
export const unknownTools = (query: LabelledQuery, known: ReadonlySet<string>): string[] =>
  [...query.relevant, ...(query.mustNot ?? [])].filter((name) => !known.has(name));
