import { demoQuerySet } from '../data/querySets/demo';
import { type LabelledQuery, readQuerySet, readQuerySetCsv } from '../engine';
import { InputError, readText } from './loadCatalog';

/**
 * A query set file: JSON `[{id, query, relevant}]`, or CSV `query,tool[,grade]` by extension.
 * `demo` is the query set written for the demo catalog.
 */
export const loadQuerySet = (path: string): LabelledQuery[] => {
  if (path === 'demo') return demoQuerySet;
  const text = readText(path);
  let result: ReturnType<typeof readQuerySet>;
  if (/\.csv$/i.test(path)) {
    result = readQuerySetCsv(text);
  } else {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw new InputError(`toollens: "${path}" is not valid JSON: ${(error as Error).message}`);
    }
    result = readQuerySet(parsed);
  }
  if (!result.ok)
    throw new InputError(result.errors.map((error) => `${path}: ${error}`).join('\n'));
  return result.queries;
};
