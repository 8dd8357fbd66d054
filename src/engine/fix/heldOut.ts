import type { Catalog } from '../catalog/core';
import { ToollensError } from '../errors';
import { type LabelledQuery, nameForms } from '../eval/core';
import { measureWith } from './measureFixes';
import { checkFixOptions, proposeWith } from './proposeFixes';
import { Rankers } from './rankers';
import type { FixMeasure, HeldOutFixes, HeldOutOptions, RankerFigures } from './types';

/**
 * heldOutFixes: fixes proposed from one part of a query set and measured on the rest, so a
 * proposal is judged on queries it was not made from. The set is cut into folds by tool: each
 * tool's queries (a query belongs to its first relevant tool) are dealt round the folds in turn,
 * so every tool with two queries or more has queries on both sides. For each fold the proposals
 * are made from the other folds and measured on this one (held out) and on the queries they were
 * made from (seen); the figures are summed over folds, each query measured once held out.
 *
 * A tool with one query cannot be on both sides: its query is measured in its own fold, where
 * nothing was proposed from it, and proposed from in the others, where it is not measured. Such
 * tools are listed (`onlyMeasured`); each tool's first query goes to a fold that turns with the
 * tool, so they spread over the folds.
 *
 * A set of the tools' own name forms only (nameForms: the name, its words, the words run
 * together) holds nothing out: a proposal made from a name's words is measured on the same words
 * spelled another way. It is refused with `heldOut: false` and that reason.
 */

export const DEFAULT_FOLDS = 2;

/** Whether every query is one of its one relevant tool's name forms. */
export const onlyNameForms = (queries: readonly LabelledQuery[]): boolean =>
  queries.every((query) => {
    const [tool, ...others] = query.relevant;
    return (
      tool !== undefined &&
      others.length === 0 &&
      nameForms(tool).some((form) => form.query === query.query)
    );
  });

/** Each query's fold, dealt round by tool; and the tools with a single query. */
export const foldsByTool = (
  queries: readonly LabelledQuery[],
  folds: number,
): { fold: Map<string, number>; single: string[] } => {
  const byTool = new Map<string, LabelledQuery[]>();
  for (const query of queries) {
    const tool = query.relevant[0] ?? '';
    byTool.set(tool, [...(byTool.get(tool) ?? []), query]);
  }
  const fold = new Map<string, number>();
  for (const [t, group] of [...byTool.values()].entries())
    for (const [j, query] of group.entries()) fold.set(query.id, (t + j) % folds);
  const single = [...byTool].filter(([, group]) => group.length === 1).map(([tool]) => tool);
  return { fold, single };
};

/** Figures of several folds as one: recall weighted by each fold's queries, growth averaged. */
const combine = (measures: readonly FixMeasure[]): FixMeasure => {
  const queries = measures.reduce((sum, measure) => sum + measure.queries, 0);
  const weighted = (value: (measure: FixMeasure) => number) =>
    queries === 0
      ? 0
      : measures.reduce((sum, measure) => sum + value(measure) * measure.queries, 0) / queries;
  const averaged = (value: (measure: FixMeasure) => number) =>
    measures.length === 0 ? 0 : measures.reduce((sum, m) => sum + value(m), 0) / measures.length;
  const rankers: RankerFigures[] = (measures[0]?.rankers ?? []).map((first, i) => {
    const at = (measure: FixMeasure) => measure.rankers[i] as RankerFigures;
    return {
      ranker: first.ranker,
      k: first.k,
      before: { r1: weighted((m) => at(m).before.r1), rk: weighted((m) => at(m).before.rk) },
      after: { r1: weighted((m) => at(m).after.r1), rk: weighted((m) => at(m).after.rk) },
      won: measures.flatMap((m) => at(m).won),
      lost: measures.flatMap((m) => at(m).lost),
    };
  });
  return {
    queries,
    rankers,
    descriptionGrowth: averaged((m) => m.descriptionGrowth),
    // Counts stay whole: the mean over folds is rounded here, where it is made, and nowhere else.
    hintChars: Math.round(averaged((m) => m.hintChars)),
    tokens: {
      surface: Math.round(averaged((m) => m.tokens.surface)),
      declaration: Math.round(averaged((m) => m.tokens.declaration)),
    },
  };
};

/**
 * Fixes proposed from all folds but one and measured on that one, for each fold (default 2),
 * folds cut by tool: the held-out figures, and beside them the same proposals measured on the
 * queries they were made from. `heldOut: false`, with the reason, when nothing can be held out.
 */
export const heldOutFixes = (
  catalog: Catalog,
  queries: readonly LabelledQuery[],
  options: HeldOutOptions,
): HeldOutFixes => {
  checkFixOptions(options);
  const folds = options.folds ?? DEFAULT_FOLDS;
  if (!Number.isInteger(folds) || folds < 2)
    throw new ToollensError(`toollens: held-out fixes need 2 folds or more, not ${folds}`);
  if (queries.length === 0) return { heldOut: false, reason: 'the query set is empty' };
  if (onlyNameForms(queries))
    return {
      heldOut: false,
      reason:
        "the queries are only the tools' own name forms: a fix made from a name's words would be measured on the same words, so nothing is held out",
    };
  const { fold, single } = foldsByTool(queries, folds);
  const rankers = new Rankers(catalog, options);
  const held: FixMeasure[] = [];
  const seen: FixMeasure[] = [];
  let proposals = 0;
  for (let f = 0; f < folds; f++) {
    const test = queries.filter((query) => fold.get(query.id) === f);
    const train = queries.filter((query) => fold.get(query.id) !== f);
    if (test.length === 0 || train.length === 0) continue;
    const made = proposeWith(rankers, train, options).proposals;
    proposals += made.length;
    held.push(measureWith(rankers, catalog, made, test));
    seen.push(measureWith(rankers, catalog, made, train));
  }
  return {
    heldOut: true,
    folds,
    heldOutFigures: combine(held),
    seen: combine(seen),
    onlyMeasured: single,
    proposals,
  };
};
