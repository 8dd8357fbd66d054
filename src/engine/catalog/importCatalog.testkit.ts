import { plural } from '../text/format';
// Helpers shared by the importCatalog.*.test.ts files.
import { importCatalog } from './importCatalog';
import type { Catalog, ImportIssue, ImportResult } from './types';

/** The catalog of a result that must be ok; fails the test with the errors otherwise. */
export const okOf = (result: ImportResult): { catalog: Catalog; warnings: ImportIssue[] } => {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.errors, null, 2)}`);
  return result;
};

/** The errors of a result that must fail. */
export const errorsOf = (result: ImportResult): ImportIssue[] => {
  if (result.ok)
    throw new Error(`expected errors, got ${plural(result.catalog.tools.length, 'tool')}`);
  return result.errors;
};

export const importJson = (value: unknown) => importCatalog(JSON.stringify(value));

export const schema = { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] };
