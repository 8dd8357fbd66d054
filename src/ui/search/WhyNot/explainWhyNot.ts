import type { Filters, RankKey, WhyNot } from '../../../engine/core';
import { plural } from '../../shared/format';

/**
 * "Why not?" in plain words. The worker decides the reason (the first pipeline stage that lost
 * the tool); this only says it, so an author knows what to change: a tag, a word, or nothing.
 */

export type Explanation = {
  /** One sentence: the reason. */
  headline: string;
  /** Supporting lines: what the filter wanted and the tool has, or the nearest words. */
  details: string[];
  /** What the author could do about it, when there is something to do. */
  hint?: string;
};

const AXIS_NAMES: Record<keyof Filters, { one: string; many: string }> = {
  capabilities: { one: 'capability', many: 'capabilities' },
  domains: { one: 'domain', many: 'domains' },
  entities: { one: 'entity', many: 'entities' },
  relationships: { one: 'relationship', many: 'relationships' },
};

const list = (values: readonly string[]) => values.join(', ');

const KEY_WORDS: Record<RankKey, (gap: number) => string> = {
  coverage: (gap: number) =>
    `it matches ${plural(gap, 'fewer distinct query term', 'fewer distinct query terms')}`,
  nameMatch: (gap: number) =>
    `the query says less of its name, in order (name match ${gap.toFixed(2)} lower)`,
  weightSum: (gap: number) => `its matched terms weigh ${gap.toFixed(2)} less (Σw)`,
  bm25: (gap: number) => `its BM25 score is ${gap.toFixed(2)} lower`,
  // The toollens ranker's own score: BM25F with the coverage bonus.
  score: (gap: number) => `its score is ${gap.toFixed(2)} lower`,
  order: () => 'it ties on every score and comes later in the catalog',
};

/** The key that decided comes from the engine's rank keys, `score` under toollens. */
export const explainWhyNot = (why: WhyNot): Explanation => {
  switch (why.kind) {
    case 'unknown':
      return { headline: `There is no tool named ${why.name} in this catalog.`, details: [] };
    case 'always-declared':
      return {
        headline: `${why.name} is always declared: the model has it without searching, so no search returns it.`,
        details: [],
      };
    case 'shown':
      return { headline: `${why.name} is in the results, at #${why.rank}.`, details: [] };
    case 'filtered':
      return {
        headline: `A filter excludes ${why.name}.`,
        details: why.misses.map(({ axis, wanted, tool }) => {
          const names = AXIS_NAMES[axis];
          const has =
            tool.length === 0 ? `it has no ${names.many}` : `it has ${names.many} ${list(tool)}`;
          const wants = `${wanted.length === 1 ? names.one : `${names.one} (any of)`} ${list(wanted)}`;
          return `The ${names.one} filter wants ${wants}; ${has}.`;
        }),
        hint: 'Remove the filter, or tag the tool if it belongs there.',
      };
    case 'browse-limit':
      return {
        headline: `With no query, ${why.name} is #${why.rank} in catalog order, past the ${why.limit} shown.`,
        details: [],
        hint: 'Type a query, or show more hits.',
      };
    case 'no-match':
      return {
        headline: `No query term matched ${why.name}: not its name, description, capabilities or glossary.`,
        details: [
          ...why.nearest.map(({ term, closest, distance }) =>
            closest === undefined
              ? `"${term}": the tool has no words to compare.`
              : `"${term}": its closest word is "${closest}", ${plural(distance, 'edit')} away.`,
          ),
          ...(why.dropped ?? []).map(
            ({ word, reason }) =>
              `It contains "${word}", which toollens does not count (${reason}); the seed ranker would match it.`,
          ),
        ],
        hint: 'A description that uses the words people search with is found by them.',
      };
    case 'ranked-lower':
      return {
        headline: `${why.name} matched, but ranks #${why.rank}, below the ${why.limit} shown.`,
        details: [
          `Against ${why.against}, the last tool shown, ${KEY_WORDS[why.decidedBy](why.gap)}.`,
        ],
        hint: 'Show more hits, or add the rarer query words to its description.',
      };
  }
};
