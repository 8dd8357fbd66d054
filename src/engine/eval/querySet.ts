import { byName, isRecord, parseJson } from '../catalog/core';
import { readQuerySetCsv } from './querySetCsv';
import type { LabelledQuery, QuerySetResult } from './querySetTypes';

const isNames = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((name) => typeof name === 'string' && name.trim() !== '');

/** Up to this many problems are listed; the count of the rest follows. */
const MAX_ERRORS = 100;

type Relevance = { relevant: string[]; grades?: Record<string, number> };

/** `relevant` as names, or as `[{name, grade}]` for graded sets. */
const readRelevant = (value: unknown, grades: unknown): Relevance | string => {
  if (isNames(value)) {
    if (grades === undefined) return { relevant: value };
    if (!isRecord(grades)) return '"grades" must be an object of tool name → number';
    const bad = Object.entries(grades).find(([, grade]) => typeof grade !== 'number' || grade < 0);
    if (bad) return `grade of "${bad[0]}" must be a number ≥ 0`;
    return { relevant: value, grades: grades as Record<string, number> };
  }
  if (
    Array.isArray(value) &&
    value.every((item) => isRecord(item) && typeof item.name === 'string')
  ) {
    const graded = byName<number>();
    for (const item of value as { name: string; grade?: unknown }[]) {
      const grade = item.grade ?? 1;
      if (typeof grade !== 'number' || grade < 0)
        return `grade of "${item.name}" must be a number ≥ 0`;
      graded[item.name] = grade;
    }
    return { relevant: Object.keys(graded), grades: graded };
  }
  return '"relevant" must be an array of tool names (or of {name, grade})';
};

/**
 * Reads `[{id, query, relevant}]`, the shape of the query sets in ../shared/datasets, with
 * optional `grades` ({name: grade}) or graded `relevant` ([{name, grade}]), and `mustNot`.
 * Extra fields are ignored. Every problem is reported with the element's index.
 */
export const readQuerySet = (value: unknown): QuerySetResult => {
  if (!Array.isArray(value)) return { ok: false, errors: ['query set: expected a JSON array'] };
  const errors: string[] = [];
  const queries: LabelledQuery[] = [];
  const ids = new Set<string>();
  value.forEach((item, index) => {
    const where = `query set /${index}`;
    if (!isRecord(item)) {
      errors.push(`${where}: expected an object`);
      return;
    }
    if (typeof item.query !== 'string' || item.query.trim() === '') {
      errors.push(`${where}: "query" must be a non-empty string`);
      return;
    }
    const relevance = readRelevant(item.relevant, item.grades);
    if (typeof relevance === 'string') {
      errors.push(`${where}: ${relevance}`);
      return;
    }
    if (item.mustNot !== undefined && !isNames(item.mustNot)) {
      errors.push(`${where}: "mustNot" must be an array of tool names`);
      return;
    }
    const id =
      typeof item.id === 'string' || typeof item.id === 'number' ? String(item.id) : String(index);
    if (ids.has(id)) {
      errors.push(`${where}: id "${id}" is used twice`);
      return;
    }
    ids.add(id);
    const query: LabelledQuery = { id, query: item.query, ...relevance };
    if (item.mustNot !== undefined && item.mustNot.length > 0) query.mustNot = item.mustNot;
    // `silver: true`, or a mined query's marks (`mined.grade`), as toollens mine writes them.
    if (item.silver === true || (isRecord(item.mined) && item.mined.grade === 'silver')) {
      query.silver = true;
    }
    queries.push(query);
  });
  if (errors.length > MAX_ERRORS) {
    const more = errors.length - MAX_ERRORS;
    return { ok: false, errors: [...errors.slice(0, MAX_ERRORS), `…and ${more} more`] };
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, queries };
};

/**
 * A query set file's text: CSV (`query,tool[,grade]`) when its name ends in `.csv`, JSON
 * otherwise, where a syntax error is reported by line and column.
 */
export const parseQuerySet = (text: string, name: string): QuerySetResult => {
  if (/\.csv$/i.test(name)) return readQuerySetCsv(text);
  const parsed = parseJson(text);
  if (parsed.ok) return readQuerySet(parsed.value);
  const { line, column, message } = parsed.issue;
  return { ok: false, errors: [`line ${line}, column ${column}: ${message}`] };
};

/** The JSON form `readQuerySet` reads back: grades only where they are not all 1. */
export const querySetToJson = (queries: readonly LabelledQuery[]): string =>
  JSON.stringify(
    queries.map((query) => ({
      id: query.id,
      query: query.query,
      relevant: query.relevant,
      ...(query.grades && Object.values(query.grades).some((grade) => grade !== 1)
        ? { grades: query.grades }
        : {}),
      ...(query.mustNot && query.mustNot.length > 0 ? { mustNot: query.mustNot } : {}),
      ...(query.silver ? { silver: true } : {}),
    })),
    null,
    2,
  );
