import {
  isRanker,
  isRecord,
  readSettingsMap,
  TEXT_FIELDS,
  weightProblems,
} from '../../../engine/core';
import type { CompareConfigs, EditHistory, ImportedCatalog, QuerySet } from '../../authoring';

/**
 * Readers for the user's work as it comes back from storage, a workspace file or a share link.
 * Each returns the value or a list of problems, every one naming its path (`/querySets/2/id`),
 * so a hand-edited or truncated file is refused with a reason instead of half-loaded.
 */
export type Read<T> = { ok: true; value: T } | { ok: false; errors: string[] };

type Check = (value: unknown, path: string, errors: string[]) => boolean;

const kindOf = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  const type = typeof value;
  return `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;
};

const expect = (ok: boolean, path: string, what: string, value: unknown, errors: string[]) => {
  if (!ok) errors.push(`${path}: expected ${what}, found ${kindOf(value)}`);
  return ok;
};

const checkString: Check = (value, path, errors) =>
  expect(typeof value === 'string', path, 'a string', value, errors);

const checkNames: Check = (value, path, errors) =>
  expect(
    Array.isArray(value) && value.every((name) => typeof name === 'string'),
    path,
    'an array of strings',
    value,
    errors,
  );

const checkFields = (
  value: unknown,
  path: string,
  errors: string[],
  fields: Record<string, Check>,
  optional: readonly string[] = [],
): value is Record<string, unknown> => {
  if (!expect(isRecord(value), path, 'an object', value, errors)) return false;
  const before = errors.length;
  for (const [field, check] of Object.entries(fields)) {
    const item = (value as Record<string, unknown>)[field];
    if (item === undefined && optional.includes(field)) continue;
    check(item, `${path}/${field}`, errors);
  }
  return errors.length === before;
};

const checkArray =
  (item: Check): Check =>
  (value, path, errors) => {
    if (!expect(Array.isArray(value), path, 'an array', value, errors)) return false;
    const before = errors.length;
    for (const [i, each] of (value as unknown[]).entries()) item(each, `${path}/${i}`, errors);
    return errors.length === before;
  };

const checkGrades: Check = (value, path, errors) =>
  expect(
    isRecord(value) && Object.values(value).every((g) => typeof g === 'number' && g >= 0),
    path,
    'an object of tool name → grade ≥ 0',
    value,
    errors,
  );

const checkQuery: Check = (value, path, errors) =>
  checkFields(
    value,
    path,
    errors,
    {
      id: checkString,
      query: checkString,
      relevant: checkNames,
      grades: checkGrades,
      mustNot: checkNames,
    },
    ['grades', 'mustNot'],
  );

const checkCount: Check = (value, path, errors) =>
  expect(
    Number.isInteger(value) && (value as number) >= 0,
    path,
    'a whole number ≥ 0',
    value,
    errors,
  );

export const checkQuerySet: Check = (value, path, errors) =>
  checkFields(value, path, errors, {
    id: checkString,
    name: checkString,
    revision: checkCount,
    queries: checkArray(checkQuery),
  });

const checkDerived: Check = (value, path, errors) =>
  expect(
    isRecord(value) && Object.values(value).every((flag) => typeof flag === 'boolean'),
    path,
    'an object of booleans',
    value,
    errors,
  );

/** An argument description of an edit (toolText.ts ArgumentText). */
const checkArgument: Check = (value, path, errors) =>
  checkFields(value, path, errors, {
    pointer: checkString,
    label: checkString,
    description: checkString,
  });

const checkText: Check = (value, path, errors) =>
  checkFields(
    value,
    path,
    errors,
    {
      name: checkString,
      description: checkString,
      capabilities: checkNames,
      domains: checkNames,
      entities: checkNames,
      derived: checkDerived,
      arguments: checkArray(checkArgument),
    },
    // Edits saved before argument descriptions were editable have none.
    ['arguments'],
  );

const checkEntry: Check = (value, path, errors) =>
  checkFields(value, path, errors, { before: checkText, after: checkText });

export const checkHistory: Check = (value, path, errors) => {
  if (!checkFields(value, path, errors, { entries: checkArray(checkEntry), applied: checkCount }))
    return false;
  const { entries, applied } = value as { entries: unknown[]; applied: number };
  return expect(
    applied <= entries.length,
    `${path}/applied`,
    `at most ${entries.length}`,
    applied,
    errors,
  );
};

export const checkHistories: Check = (value, path, errors) => {
  if (!expect(isRecord(value), path, 'an object of catalog → edits', value, errors)) return false;
  const before = errors.length;
  for (const [key, history] of Object.entries(value as object)) {
    checkHistory(history, `${path}/${key}`, errors);
  }
  return errors.length === before;
};

/**
 * Catalog key → settings, as `histories` holds edits; the engine's reader bounds the map and
 * each field by its count and names every field at fault.
 */
export const checkCatalogSettingsMap: Check = (value, path, errors) => {
  const read = readSettingsMap(value, path);
  const before = errors.length;
  errors.push(...read.errors, ...read.refused.flatMap((each) => each.errors));
  return errors.length === before;
};

export const checkCatalog: Check = (value, path, errors) =>
  checkFields(value, path, errors, { name: checkString, text: checkString });

const checkWeights: Check = (value, path, errors) =>
  expect(
    isRecord(value) && weightProblems(value).length === 0,
    path,
    `an object of field (${TEXT_FIELDS.join(', ')}) → weight ≥ 0`,
    value,
    errors,
  );

const checkExcerpt: Check = (value, path, errors) =>
  checkFields(value, path, errors, { cap: checkCount, pageBudget: checkCount }, [
    'cap',
    'pageBudget',
  ]);

const checkRanker: Check = (value, path, errors) =>
  expect(
    typeof value === 'string' && isRanker(value),
    path,
    'a ranker (toollens, seed or bm25)',
    value,
    errors,
  );

const checkConfig: Check = (value, path, errors) =>
  checkFields(
    value,
    path,
    errors,
    { ranker: checkRanker, weights: checkWeights, excerpt: checkExcerpt },
    ['weights', 'excerpt'],
  );

export const checkCompare: Check = (value, path, errors) =>
  checkFields(value, path, errors, { a: checkConfig, b: checkConfig });

const ORIGINS = ['imported', 'written', 'edited'];

const checkOrigin: Check = (value, path, errors) =>
  expect(
    typeof value === 'string' && ORIGINS.includes(value),
    path,
    `one of ${ORIGINS.join(', ')}`,
    value,
    errors,
  );

const checkTranscript: Check = (value, path, errors) =>
  checkFields(value, path, errors, {
    name: checkString,
    turns: checkArray((turn, at, list) =>
      expect(isRecord(turn), at, 'an object (a turn)', turn, list),
    ),
  });

/**
 * The `transcripts` workspace key as the Timeline's slice writes it (`savedTranscripts.ts`):
 * `{transcripts: [{transcript: {name, turns}, origin}]}`. The turns' contents are the
 * engine's to read when a transcript is replayed.
 */
export const checkTranscripts: Check = (value, path, errors) =>
  checkFields(value, path, errors, {
    transcripts: checkArray((each, at, list) =>
      checkFields(each, at, list, { transcript: checkTranscript, origin: checkOrigin }),
    ),
  });

/** Runs a check and returns the value typed, or its problems. */
const readWith = <T>(check: Check, value: unknown, path = ''): Read<T> => {
  const errors: string[] = [];
  return check(value, path, errors) ? { ok: true, value: value as T } : { ok: false, errors };
};

export const readQuerySets = (value: unknown, path = '') =>
  readWith<QuerySet[]>(checkArray(checkQuerySet), value, path);
export const readHistories = (value: unknown, path = '') =>
  readWith<Record<string, EditHistory>>(checkHistories, value, path);
export const readWorkspaceCatalog = (value: unknown, path = '') =>
  readWith<ImportedCatalog>(checkCatalog, value, path);
export const readCompare = (value: unknown, path = '') =>
  readWith<CompareConfigs>(checkCompare, value, path);
