import { estimatePlay, type PlayEstimate } from '../../play/estimate';
import type { PlayOptions } from '../../play/types';
import type { PlayPlan } from '../playBoundary';
import { currentCatalog } from './state';

/**
 * The Play view's estimate (docs/play.md, "In the app"), apart from the run: the form asks it as
 * soon as it opens, and it needs none of the providers' SDKs, which load with the first run
 * (playApi.ts). Loaded with its first call (engineApi's `deferred`).
 */

/** The run's options on the catalog as edited; the estimate passes no key. */
export const playOptions = (plan: PlayPlan, apiKey: string): PlayOptions => ({
  provider: plan.provider,
  search: plan.search,
  model: plan.model,
  apiKey,
  ...(plan.baseUrl?.trim() ? { baseUrl: plan.baseUrl.trim() } : {}),
  catalog: currentCatalog(),
  tasks: plan.tasks,
  limits: plan.limits,
  answer: { kind: plan.answer },
});

export const playEstimateApi = {
  /** The most requests the limits allow and the input tokens they may take (chars/4). */
  playEstimate(plan: PlayPlan): PlayEstimate {
    return estimatePlay(playOptions(plan, ''));
  },
};
