import { availableTargets, type Catalog, type LabelledQuery } from '../../src/engine';
import {
  type FixMeasure,
  type FixOptions,
  type FixRanker,
  measureFixes,
  proposeFixes,
} from '../../src/engine/library';
import { type FixServer, type Half, loadHalvedSet, loadPulledCatalog } from './servers';

/**
 * The done-when measure of the fix proposals on a pulled server: proposals made from half A of
 * its query set measured on half B, and from B measured on A (the fixed split of
 * bench/fixes/README.md), beside the same proposals measured on the half they were made from.
 * Only the safe proposals are applied (no steal, no loss, no rename), as `toollens fix -o` does.
 */

export type Direction = {
  from: Half;
  to: Half;
  proposals: number;
  held: FixMeasure;
  seen: FixMeasure;
};

export type ServerFixes = { server: FixServer; tools: number; directions: Direction[] };

const OTHER: Record<Half, Half> = { A: 'B', B: 'A' };

/** Proposals made from each half of a split set, measured on the other half and on their own. */
export const fixDirections = (
  catalog: Catalog,
  halves: Readonly<Record<Half, readonly LabelledQuery[]>>,
): Direction[] => {
  const options: FixOptions = { targets: availableTargets() };
  return (['A', 'B'] as const).map((from): Direction => {
    const to = OTHER[from];
    const made = proposeFixes(catalog, halves[from], options);
    const safe = made.proposals.filter((proposal) => proposal.safe);
    return {
      from,
      to,
      proposals: safe.length,
      held: measureFixes(catalog, safe, halves[to], options),
      seen: measureFixes(catalog, safe, halves[from], options),
    };
  });
};

export const serverFixes = (server: FixServer): ServerFixes => {
  const catalog = loadPulledCatalog(server);
  const { halves } = loadHalvedSet(server);
  return { server, tools: catalog.tools.length, directions: fixDirections(catalog, halves) };
};

/** One ranker's figures over a server's two directions: R@1 and R@k change averaged, lost summed. */
export type RankerSummary = {
  ranker: FixRanker;
  r1: { before: number; after: number };
  rk: { before: number; after: number };
  lost: number;
};

const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

export const summarize = (
  directions: readonly Direction[],
  side: 'held' | 'seen',
): RankerSummary[] => {
  const rankers = directions[0]?.[side].rankers.map((row) => row.ranker) ?? [];
  return rankers.map((ranker) => {
    const rows = directions.flatMap((direction) =>
      direction[side].rankers.filter((row) => row.ranker === ranker),
    );
    return {
      ranker,
      r1: {
        before: mean(rows.map((row) => row.before.r1)),
        after: mean(rows.map((row) => row.after.r1)),
      },
      rk: {
        before: mean(rows.map((row) => row.before.rk)),
        after: mean(rows.map((row) => row.after.rk)),
      },
      lost: rows.reduce((sum, row) => sum + row.lost.length, 0),
    };
  });
};

/** The largest description growth of a server's directions (search hints apart). */
export const maxGrowth = (directions: readonly Direction[], side: 'held' | 'seen'): number =>
  Math.max(0, ...directions.map((direction) => direction[side].descriptionGrowth));
