import type { LabelledQuery } from '../../../engine/core';
import type {
  CompareReport,
  CompareSide,
  CompareSource,
  FindabilityChange,
} from '../../../worker/boundary';
import type { EngineQueries } from '../../shared/engineQueries';
import type { RequestState } from '../../shared/request';
import type { GetState, SetState } from '../../shared/slice';
import type { View } from '../../shared/view';

/**
 * "Compare with…": the release diff between the loaded catalog and another version of it, and
 * the findability change of the open query set's queries. The worker computes both; this slice
 * keeps the user's choice of the other version (persisted with the workspace) and asks again
 * when the catalog, an edit, the choice or the set changes.
 */

/** The page's query cache, which the slice reads the worker through. */
export type ReleaseDiffEngine = Pick<EngineQueries, 'ask' | 'revision'>;

/** The other version and which side of the diff it is: what the workspace keeps. */
export type CompareChoice = { source: CompareSource; otherIs: CompareSide };

type ReleaseDiffActions = {
  openChooser: () => void;
  closeChooser: () => void;
  /** Compares with `source`: the old release when it is the catalog as loaded, else the new. */
  choose: (source: CompareSource) => void;
  /** The other version becomes the old one if it was the new, and back. */
  swap: () => void;
  /** Stops comparing; the choice is forgotten. */
  clear: () => void;
  /** Asks the worker for what the open Catalog panel shows and no longer has. */
  refresh: () => void;
  retry: () => void;
  /** A saved choice (a reload), or none. */
  restore: (choice: CompareChoice | undefined) => void;
};

export type ReleaseDiffState = {
  choice: CompareChoice | undefined;
  /** The chooser dialog is open. */
  choosing: boolean;
  report: RequestState<CompareReport>;
  /** Worst fall first; asked only while a query set with queries is open in Evaluate. */
  findability: RequestState<FindabilityChange[]>;
  actions: ReleaseDiffActions;
};

type ReleaseDiffWrites = { diff: ReleaseDiffState };

/** What the slice reads besides its own: the view, the catalog, the open query set. */
export type ReleaseDiffReads = ReleaseDiffWrites & {
  view: Pick<View, 'panel'>;
  /** The loaded catalog: nothing is compared before one is. */
  catalog: { source: string } | undefined;
  authoring: {
    k: number;
    querySets: { id: string; revision: number; queries: LabelledQuery[] }[];
    activeSet: string | undefined;
  };
};

export type ReleaseDiffStore = {
  set: SetState<ReleaseDiffWrites>;
  get: GetState<ReleaseDiffReads>;
};

/** A source's name as the view shows it. */
export const sourceName = (source: CompareSource): string =>
  source.kind === 'file'
    ? source.name
    : source.kind === 'builtIn'
      ? `the built-in ${source.name} catalog`
      : 'this catalog as loaded, before your edits';
