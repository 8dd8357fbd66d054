import { type Catalog, descriptionAt, schemaArguments, type Tool } from '../catalog/core';
import type { LabelledQuery } from '../eval/core';
import { declarationLine } from '../prompt/core';
import { tokensByChars } from '../text/core';
import { applyFixes } from './applyFixes';
import { checkFixOptions } from './proposeFixes';
import type { Place } from './rankers';
import { Rankers } from './rankers';
import { type Placements, placements, swapped } from './score';
import type { FixMeasure, FixOptions, FixRanker, Proposal, RankerFigures, Recall } from './types';

/**
 * measureFixes: what a set of proposals does to a query set, per ranker: R@1 and R@k before and
 * after (the fraction of each query's relevant tools found within 1 and within k, averaged over
 * queries, as eval's recall is), the queries won and lost, how much the catalog's descriptions
 * grow (search hints counted apart) and the tokens added. The proposals are applied with
 * applyFixes and the changed tools swapped into rankers built once on the catalog.
 */

const recallOf = (
  placed: Placements,
  queries: readonly LabelledQuery[],
  ranker: FixRanker,
): Recall => {
  if (queries.length === 0) return { r1: 0, rk: 0 };
  let r1 = 0;
  let rk = 0;
  for (const query of queries) {
    const places = [...(placed.get(query.id)?.get(ranker)?.values() ?? [])];
    if (places.length === 0) continue;
    r1 += places.filter((place) => place.found && place.rank === 1).length / places.length;
    rk += places.filter((place) => place.found).length / places.length;
  }
  return { r1: r1 / queries.length, rk: rk / queries.length };
};

const foundCount = (places: Map<string, Place> | undefined) =>
  [...(places?.values() ?? [])].filter((place) => place.found).length;

const figures = (
  rankers: Rankers,
  queries: readonly LabelledQuery[],
  before: Placements,
  after: Placements,
): RankerFigures[] =>
  rankers.ids.map((ranker) => {
    const won: string[] = [];
    const lost: string[] = [];
    for (const query of queries) {
      const was = foundCount(before.get(query.id)?.get(ranker));
      const now = foundCount(after.get(query.id)?.get(ranker));
      if (now > was) won.push(query.id);
      if (now < was) lost.push(query.id);
    }
    return {
      ranker,
      k: rankers.k(ranker),
      before: recallOf(before, queries, ranker),
      after: recallOf(after, queries, ranker),
      won,
      lost,
    };
  });

const descriptionChars = (catalog: Catalog) =>
  catalog.tools.reduce((sum, tool) => sum + descriptionAt(tool).length, 0);

const hintChars = (catalog: Catalog) =>
  catalog.tools.reduce((sum, tool) => sum + (tool.agentHints?.searchHint?.length ?? 0), 0);

/** The text a model is shown when it loads a tool, beside its name and schema's structure. */
const declaredChars = (tool: Tool) =>
  (tool.title ?? '').length +
  descriptionAt(tool).length +
  schemaArguments(tool.parameters).reduce((sum, arg) => sum + (arg.description ?? '').length, 0);

/**
 * Tokens (chars/4) the applied edits add, read off the tools themselves, so an edit skipped as
 * redundant costs nothing: to declarations (title, description, argument descriptions, name),
 * and to the standing surface (a name, listed for deferred tools; an always-loaded declaration).
 */
const addedTokens = (swaps: readonly { tool: Tool; was: Tool }[]) => {
  let surface = 0;
  let declaration = 0;
  for (const { tool, was } of swaps) {
    const named = tool.name.length - was.name.length;
    declaration += declaredChars(tool) - declaredChars(was) + named;
    surface += named;
    if (tool.agentHints?.alwaysLoad && !was.agentHints?.alwaysLoad)
      surface += declarationLine(tool).length;
  }
  return { surface: tokensByChars(surface), declaration: tokensByChars(declaration) };
};

/** measureFixes over rankers already built on `catalog` (heldOut.ts builds them once a fold). */
export const measureWith = (
  rankers: Rankers,
  catalog: Catalog,
  proposals: readonly Proposal[],
  queries: readonly LabelledQuery[],
): FixMeasure => {
  const fixed = applyFixes(catalog, proposals);
  const swaps = catalog.tools.flatMap((was, i) => {
    const tool = fixed.tools[i];
    return tool && tool !== was && !was.scaffolding ? [{ tool, was }] : [];
  });
  const renamed = new Map(
    swaps
      .filter(({ tool, was }) => tool.name !== was.name)
      .map(({ tool, was }) => [was.name, tool.name]),
  );
  const before = placements(rankers, queries);
  const after = swapped(rankers, swaps, () => placements(rankers, queries, renamed));
  const described = descriptionChars(catalog);
  const tokens = addedTokens(swaps);
  return {
    queries: queries.length,
    rankers: figures(rankers, queries, before, after),
    descriptionGrowth: described === 0 ? 0 : (descriptionChars(fixed) - described) / described,
    hintChars: hintChars(fixed) - hintChars(catalog),
    tokens,
  };
};

/**
 * R@1 and R@k per target and toollens's ranker before and after `proposals`, the queries won and
 * lost, the catalog's description growth (hints apart) and the tokens added, over `queries`.
 */
export const measureFixes = (
  catalog: Catalog,
  proposals: readonly Proposal[],
  queries: readonly LabelledQuery[],
  options: FixOptions,
): FixMeasure => {
  checkFixOptions(options);
  return measureWith(new Rankers(catalog, options), catalog, proposals, queries);
};
