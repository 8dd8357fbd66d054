import { quote } from '../catalog/core';
import { readRegexQuery } from './anthropicRegex/queryReading';
import type { AgentTarget, TargetAnswer, TargetSearchOptions } from './target';
import { TARGET_INFO } from './targetInfo';

export type AskOptions = TargetSearchOptions & {
  /** The text is a pattern the user gave as one (`--pattern`, a pattern row): run as typed. */
  given?: 'pattern';
};

/**
 * A target asked a query a person typed, as every command and panel asks it. A target that
 * reads words gets the query; a target that reads a pattern the model writes gets the pattern
 * readRegexQuery makes of it, and the answer says which (`asked`). A query with no regex syntax
 * and no word to make one of is refused by toollens, not run as the empty pattern that Python
 * matches everywhere.
 */
export const askTarget = (
  target: AgentTarget,
  query: string,
  options: AskOptions = {},
): TargetAnswer => {
  const { given, ...search } = options;
  if (TARGET_INFO[target.id].reads !== 'pattern') return target.search(query, search);
  const asked = readRegexQuery(query, given);
  if (asked.as === 'words' && asked.pattern === '') {
    return {
      target: target.id,
      query: '',
      asked,
      k: search.k ?? target.k,
      form: 'regex',
      ranked: [],
      returned: [],
      alwaysDeclared: [],
      refusal: {
        code: 'no_words',
        by: 'toollens',
        message: `${target.id}: ${quote(query)} has no regex syntax and no word to search for (stop words and one-letter words are left out)`,
      },
    };
  }
  return { ...target.search(asked.pattern, search), asked };
};
