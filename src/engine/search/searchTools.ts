import { buildExcerpt, prepare, type WeightedTerm } from '../excerpt';
import {
  DEFAULT_EXCERPT_CAP,
  DEFAULT_PAGE_BUDGET,
  type Excerpt,
  type ExcerptOptions,
  type Menu,
  type PageShare,
  renderMenu,
  waterFill,
} from '../excerpt/core';
import { argumentEntries } from './argumentText';
import type { HitExplanation } from './explainHit';
import { fieldPrefix } from './prefix';
import type { RankedQuery } from './rankedQuery';
import type { ToolIndex } from './ToolIndex';
import type { Hit, SearchOptions, SearchResult } from './types';

export type PageOptions = ExcerptOptions & {
  /** The most characters one entry's excerpt may have. Default 300. */
  excerptCap?: number;
  /** Description characters for the whole page, water-filled across entries. Default 1,500. */
  pageBudget?: number;
  /** Also explain every hit shown (explainHit.ts): the CLI's --explain, the Search panel's. */
  explain?: boolean;
};

export type PageBudget = {
  budget: number;
  cap: number;
  /** One per shown hit, in rank order. */
  shares: PageShare[];
};

export type HitWithExcerpt = Hit & { excerpt: Excerpt };

/** What search_tools returns: the ranked hits with their excerpts, the page and the menu. */
export type ToolSearchResult = Omit<SearchResult, 'hits'> & {
  hits: HitWithExcerpt[];
  page: PageBudget;
  menu: Menu;
  /** Why each hit scored what it did, in the hits' order; present when `explain` was asked. */
  explanations?: HitExplanation[];
};

/**
 * The terms an excerpt is built from, with the weights of the ranker that ranked the result:
 * under toollens its informative terms with its own w(t) (df over five fields), so a window's
 * Σw is the figure the term table shows; under seed and bm25 the design's terms and w(t)
 * (docs/design/excerpt.md). The worker's lens view marks the same terms with the same weights.
 */
export const excerptTerms = (result: SearchResult): WeightedTerm[] => {
  const terms =
    result.ranker === 'toollens' && result.toollens ? result.toollens.terms : result.terms;
  return terms.map(({ stem, parts, weight }) => ({ stem, ...(parts ? { parts } : {}), weight }));
};

/**
 * search_tools end to end: rank, then spend the page's characters. Each shown hit may use up
 * to the entry cap; the page budget is water-filled across them, so a terse description gives
 * its unused characters to the long ones. Excerpts are built only for the hits shown.
 */
export const searchTools = (
  index: ToolIndex,
  options: SearchOptions & PageOptions,
): ToolSearchResult => pageOf(index, index.rankPage(options), options);

/** The page of a search already ranked: its hits with their excerpts, the budget, the menu. */
export const pageOf = (
  index: ToolIndex,
  ranking: RankedQuery,
  options: PageOptions,
): ToolSearchResult => {
  const result = ranking.result();
  const cap = options.excerptCap ?? DEFAULT_EXCERPT_CAP;
  const budget = options.pageBudget ?? DEFAULT_PAGE_BUDGET;
  // Under toollens the excerpt shows only informative terms: filler it did not rank on is not
  // worth excerpt characters.
  const terms = excerptTerms(result);
  const toollens = result.ranker === 'toollens';

  const prepared = result.hits.map((hit) => {
    const tool = index.tool(hit.name);
    const text = index.description(hit.name) ?? '';
    // Under toollens a term may match only in the arguments: the prefix names them.
    const fields = toollens && hit.toollens ? hit.toollens.fields : hit.fields;
    const prefix = fieldPrefix(fields, {
      name: hit.name,
      capabilities: tool?.capabilities ?? [],
      concepts: index
        .concepts(hit.name)
        .map((c) => ({ label: c.label ?? c.id, glossary: c.glossary })),
      ...(toollens && tool ? { arguments: argumentEntries(tool.parameters) } : {}),
    });
    // An entry can use at most its whole text (and the prefix), and never more than the cap.
    const need = Math.min(cap, prepare(text).collapsed.length + (prefix ? prefix.length + 3 : 0));
    return { hit, tool, text, prefix, need };
  });
  const shares = waterFill(
    budget,
    prepared.map((entry) => entry.need),
  );

  const hits = prepared.map(({ hit, text, prefix }, i) => ({
    ...hit,
    excerpt: buildExcerpt(text, terms, shares[i]?.share ?? 0, { ...options, prefix }),
  }));
  const menu = renderMenu(
    prepared.map(({ tool }, i) => ({
      name: hits[i]?.name ?? '',
      excerpt: hits[i]?.excerpt ?? buildExcerpt('', [], 0),
      capabilities: tool?.capabilities ?? [],
      domains: tool?.domains ?? [],
    })),
    {
      query: result.query,
      mode: result.mode,
      totalHits: result.totalHits,
      scope: result.scope.n,
      ...(result.noSearchableWord ? { noSearchableWord: true } : {}),
    },
  );
  return {
    ...result,
    hits,
    page: { budget, cap, shares },
    menu,
    ...(options.explain ? { explanations: index.explainResult(result) } : {}),
  };
};
