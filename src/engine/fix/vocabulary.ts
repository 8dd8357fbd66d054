import type { LabelledQuery } from '../eval/core';
import { lowerWords, queryWords } from './sentence';

/**
 * Which words a tool's fix may use, from the query set it is made from. A fix pays on queries it
 * was not made from only through words those queries also use, so:
 *
 * - words several of the tool's own queries use are tried first (`shared`): a word one user and
 *   another both typed is likelier in the next one's query than a word only one typed;
 * - a word another tool's queries use is never added (`skip`): it would raise this tool on their
 *   queries, winning its own query at the cost of theirs, seen or held out ("show", "page").
 *   A query with two relevant tools counts for both.
 */

export type WordPlan = {
  /** How many of the tool's queries use each word: shared words are tried first. */
  shared: ReadonlyMap<string, number>;
  /** Words the fix must not add (the module header says why). */
  skip: ReadonlySet<string>;
};

export const NO_PLAN: WordPlan = { shared: new Map(), skip: new Set() };

/** Each tool's word plan for fixes made from `queries`. */
export const wordPlans = (queries: readonly LabelledQuery[]): ((tool: string) => WordPlan) => {
  const counts = new Map<string, Map<string, number>>();
  // For each word, the tools whose queries use it.
  const users = new Map<string, Set<string>>();
  for (const query of queries) {
    const words = queryWords(query.query);
    for (const tool of query.relevant) {
      const own = counts.get(tool) ?? new Map<string, number>();
      for (const word of words) {
        own.set(word, (own.get(word) ?? 0) + 1);
        users.set(word, (users.get(word) ?? new Set()).add(tool));
      }
      counts.set(tool, own);
    }
  }
  return (tool) => {
    const shared = counts.get(tool);
    if (!shared) return NO_PLAN;
    const skip = new Set(
      [...users].filter(([, tools]) => [...tools].some((other) => other !== tool)).map(([w]) => w),
    );
    return { shared, skip };
  };
};

/**
 * The words a search hint can carry for a tool: every word its queries use that no other tool's
 * query does (`skip`), most used first, less those the hint has. A hint is read by Claude Code's
 * search alone and shown to no model, so it is the one place where a tool can take all of its
 * users' words, the ones its description already has included (a hint word scores +4 there,
 * over the description's +2): the next user's query shares more of them than of any one query's.
 */
export const hintWords = (plan: WordPlan, hint: string): string[] => {
  const present = new Set(lowerWords(hint));
  return [...plan.shared]
    .filter(([word]) => !plan.skip.has(word) && !present.has(word))
    .sort((a, b) => b[1] - a[1])
    .map(([word]) => word);
};
