import { demoQuerySet } from '../data/querySets/demo';
import { type LabelledQuery, parseQuerySet } from '../engine';
import { InputError, readText } from './loadCatalog';

/**
 * A query set file: JSON `[{id, query, relevant}]`, or CSV `query,tool[,grade]` by extension.
 * `demo` is the query set written for the demo catalog.
 */
export const loadQuerySet = (path: string): LabelledQuery[] => {
  if (path === 'demo') return demoQuerySet;
  const result = parseQuerySet(readText(path), path);
  if (!result.ok)
    throw new InputError(result.errors.map((error) => `${path}: ${error}`).join('\n'));
  return result.queries;
};
