import { ToollensError } from '../errors';
import { type PageOptions, searchTools, type ToolIndex } from '../search';
import type { SearchOptions } from '../search/core';
import { analyzeStems } from '../text';
import { mean } from './metrics';
import type { LabelledQuery } from './querySetTypes';

/**
 * What a query's search_tools page shows, for comparing excerpt caps and page budgets. Ranking
 * metrics cannot see an excerpt setting (it changes what a hit shows, not where it ranks), so
 * these two figures are what such a change wins or loses: the characters the page costs, and
 * how much of the query the expected tools' rows still show.
 */

export type ExcerptSettings = {
  /** The most characters one entry's excerpt may have. Default 300. */
  cap?: number;
  /** Description characters for the whole page. Default 1,500. */
  pageBudget?: number;
};

export type ExcerptOutcome = {
  /** Characters of the page search_tools returns (the menu). */
  pageChars: number;
  /**
   * Of the expected tools on the page, the share of their matched query-term weight Σw(t) that
   * their rows show (name, tags and excerpt), in [0, 1]; null when none of them is on the page.
   */
  shown: number | null;
};

export type ExcerptSummary = ExcerptSettings & {
  meanPageChars: number;
  /** Mean `shown` over the queries where it is defined; null when it is defined for none. */
  meanShown: number | null;
  /** Queries with an expected tool on the page. */
  queriesShown: number;
};

export const checkExcerptSettings = (settings: ExcerptSettings): ExcerptSettings => {
  for (const [key, value] of Object.entries(settings)) {
    if (value === undefined) continue;
    if (!Number.isInteger(value) || value < 0) {
      throw new ToollensError(
        `toollens: the excerpt ${key} must be a whole number ≥ 0, not ${value}`,
      );
    }
  }
  return settings;
};

/** Runs one labelled query through search_tools and measures its page. */
export const excerptOutcome = (
  index: ToolIndex,
  query: LabelledQuery,
  options: Omit<SearchOptions, 'query'> & PageOptions,
): ExcerptOutcome => {
  const result = searchTools(index, { ...options, query: query.query });
  const weights = new Map(result.terms.map((term) => [term.stem, term.weight]));
  // Under toollens the lens ignores filler it did not rank on; so does this measure.
  const dropped = new Set((result.toollens?.dropped ?? []).map((term) => term.stem));
  const relevant = new Set(query.relevant);
  let matched = 0;
  let visible = 0;
  for (const hit of result.hits) {
    if (!relevant.has(hit.name)) continue;
    const tool = index.tool(hit.name);
    const row = new Set(
      analyzeStems(
        [hit.name, ...(tool?.capabilities ?? []), ...(tool?.domains ?? []), hit.excerpt.text].join(
          ' ',
        ),
      ),
    );
    for (const stem of hit.matchedTerms) {
      if (dropped.has(stem)) continue;
      const weight = weights.get(stem) ?? 0;
      matched += weight;
      if (row.has(stem)) visible += weight;
    }
  }
  return { pageChars: result.menu.chars, shown: matched === 0 ? null : visible / matched };
};

export const summarizeExcerpts = (
  settings: ExcerptSettings,
  outcomes: readonly ExcerptOutcome[],
): ExcerptSummary => {
  const shown = outcomes.flatMap((outcome) => (outcome.shown === null ? [] : [outcome.shown]));
  return {
    ...settings,
    meanPageChars: mean(outcomes.map((outcome) => outcome.pageChars)),
    meanShown: shown.length === 0 ? null : mean(shown),
    queriesShown: shown.length,
  };
};
