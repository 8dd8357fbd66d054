import { ToollensError } from '../../engine/core';
import {
  type PlayEvent,
  type PlayTaskOutcome,
  playFigures,
  playPredictions,
  runLogText,
  runPlay,
  scrub,
} from '../../play';
import type { PlayRequest, PlayResult } from '../playBoundary';
import { playOptions } from './playEstimateApi';

/**
 * Evaluate's Play view: a real model searches the catalog as edited, from the page, with the
 * user's key (docs/play.md, "In the app"). The run is `src/play/`'s `runPlay`, through the
 * providers' SDKs in browser mode; this module and the SDKs load with the first run (engineApi's
 * `deferred`), never in the first visit, and not for the form's estimate (playEstimateApi.ts). The key arrives with a run's request and
 * lives only for that call: nothing here keeps it, and every error is scrubbed of it (runPlay's
 * own errors are; a refused request's is rewritten here).
 */

/** How often a run tells the page it is alive: one model request may outlast the call deadline. */
const ALIVE_EVERY_MS = 1_000;

/** Said for a fetch that failed outright: in a browser, almost always the provider's CORS. */
const REFUSED_MESSAGE =
  "the provider refused the page's request (CORS): a local server must allow this origin, or it could not be reached";

/** The run in progress: `cancelPlay` aborts it. */
let running: AbortController | undefined;

/** A message free of the key (and of anything shaped like one), whatever threw it. */
const scrubbed = (error: unknown, apiKey: string): ToollensError =>
  new ToollensError(scrub(error instanceof Error ? error.message : String(error), apiKey));

export const playApi = {
  /**
   * Runs the tasks; each event is told through `onEvent` as it happens, and `alive` is called
   * about once a second while the run lasts (a model's answer may take longer than the page's
   * deadline). A provider's failure ends its task, not the run; a refused fetch (CORS) says so.
   */
  async play(
    request: PlayRequest,
    onEvent: (event: PlayEvent) => void,
    alive: () => void,
  ): Promise<PlayResult> {
    if (running) throw new ToollensError('toollens: a run is already going; cancel it first');
    const controller = new AbortController();
    running = controller;
    const refused = new Set<string>();
    let current: string | undefined;
    const told = (outcome: PlayTaskOutcome): PlayTaskOutcome =>
      outcome.stop === 'error' && refused.has(outcome.id)
        ? { ...outcome, error: `${REFUSED_MESSAGE} (${outcome.error ?? 'no answer'})` }
        : outcome;
    // A TypeError from fetch is the browser's word for a request it never let through.
    const guarded: typeof fetch = async (input, init) => {
      try {
        return await fetch(input, init);
      } catch (error) {
        if (error instanceof TypeError && current !== undefined) refused.add(current);
        throw error;
      }
    };
    const timer = setInterval(alive, ALIVE_EVERY_MS);
    try {
      const options = playOptions(request, request.apiKey);
      const run = await runPlay({
        ...options,
        signal: controller.signal,
        fetch: guarded,
        onEvent: (event) => {
          if (event.type === 'task') current = event.id;
          onEvent(event.type === 'done' ? { ...event, outcome: told(event.outcome) } : event);
        },
      });
      const shown = { ...run, tasks: run.tasks.map(told) };
      return {
        run: shown,
        figures: playFigures(shown),
        predictions: playPredictions(shown, options.catalog),
        log: runLogText(shown),
      };
    } catch (error) {
      throw scrubbed(error, request.apiKey);
    } finally {
      clearInterval(timer);
      if (running === controller) running = undefined;
    }
  },

  /** Ends the run in progress, which answers with what ran; nothing when none is running. */
  cancelPlay(): boolean {
    if (!running) return false;
    running.abort();
    return true;
  },
};
