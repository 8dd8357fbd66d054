import type { LabelledQuery } from '../engine/core';
import type {
  PlayFigures,
  PlayLimits,
  PlayPredictions,
  PlayProvider,
  PlayRun,
  PlaySearch,
} from '../play';

/**
 * A model run's message shapes (docs/play.md, "In the app"), part of the boundary
 * (`boundary.ts` re-exports them): type-only, as the rest of it.
 */

export type { PlayEstimate, PlayEvent, PlayTaskOutcome, TaskStop } from '../play';

/**
 * What the run will do, without the key: the estimate needs none, so the page never sends it
 * for one. The catalog is the worker's, as edited.
 */
export type PlayPlan = {
  provider: PlayProvider;
  search: PlaySearch;
  model: string;
  /** The provider's endpoint; required for `openai-compatible`. */
  baseUrl?: string;
  tasks: LabelledQuery[];
  limits: PlayLimits;
  /** What a call of the author's tools gets back (the tools never run). */
  answer: 'ok' | 'echo';
};

/** A run: the plan and the user's key, which lives only for the call. */
export type PlayRequest = PlayPlan & { apiKey: string };

/** A finished or cancelled run, with its figures, the emulators' answers and the log's text. */
export type PlayResult = {
  run: PlayRun;
  figures: PlayFigures;
  predictions: PlayPredictions;
  /** The run's log as the JSON Lines file it is saved as (the Timeline imports it). */
  log: string;
};
