import { createContext } from 'react';
import type {
  PlayEstimate,
  PlayEvent,
  PlayPlan,
  PlayRequest,
  PlayResult,
} from '../../../worker/boundary';

/**
 * The Play view's calls to the engine worker: main.tsx provides them from its EngineClient. A
 * context rather than a prop, as the token view's source: only the Play view needs the engine's
 * run, deep in the Evaluate panel. Without a provider (a test, an embed) there is no Play view.
 */
export type PlayCalls = {
  estimate: (plan: PlayPlan, signal: AbortSignal) => Promise<PlayEstimate>;
  run: (request: PlayRequest, onEvent: (event: PlayEvent) => void) => Promise<PlayResult>;
  cancel: () => Promise<unknown>;
};

export const PlayCallsContext = createContext<PlayCalls | undefined>(undefined);
