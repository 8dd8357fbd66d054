import { useContext, useSyncExternalStore } from 'react';
import type { PlayEvent, PlayRequest, PlayResult } from '../../../worker/boundary';
import { type PlayCalls, PlayCallsContext } from './playCalls';
import { DEFAULT_FORM, keepKey, keptKey, type PlayForm } from './playForm';

/**
 * The tab's one model run: the form and the run live here, in memory, so they outlast a switch to
 * another view and end with the tab. Nothing here is persisted: the workspace, the link and the
 * store never see it; the key is in memory only, or in `sessionStorage` when the user asks.
 */

type PlayRunState =
  | { status: 'idle' }
  | { status: 'running'; events: readonly PlayEvent[]; cancelling: boolean }
  | { status: 'done'; events: readonly PlayEvent[]; answer: PlayResult }
  | { status: 'failed'; events: readonly PlayEvent[]; error: string };

export type PlaySessionState = { form: PlayForm; run: PlayRunState };

export type PlaySession = {
  calls: PlayCalls;
  get: () => PlaySessionState;
  subscribe: (listener: () => void) => () => void;
  setForm: (patch: Partial<PlayForm>) => void;
  start: (request: PlayRequest) => Promise<void>;
  cancel: () => void;
};

/** An error's words, as the view shows them (the worker scrubbed the key out of them). */
const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message.replace(/^toollens: /, '') : String(error);

/** The tab's `sessionStorage`, where there is one. */
const tabStorage = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};

/**
 * A session over `calls`. The key comes back from this tab's `sessionStorage` if the user kept
 * it there, and goes there (or is removed) as "Keep" and the key change.
 */
export const createPlaySession = (
  calls: PlayCalls,
  storage: Storage | undefined = tabStorage(),
): PlaySession => {
  const kept = keptKey(storage);
  const form = kept === undefined ? DEFAULT_FORM : { ...DEFAULT_FORM, apiKey: kept, keep: true };
  let state: PlaySessionState = { form, run: { status: 'idle' } };
  const listeners = new Set<() => void>();
  const set = (next: PlaySessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const setRun = (run: PlayRunState) => set({ ...state, run });
  return {
    calls,
    get: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setForm: (patch) => {
      set({ ...state, form: { ...state.form, ...patch } });
      if ('apiKey' in patch || 'keep' in patch)
        keepKey(storage, state.form.keep ? state.form.apiKey : undefined);
    },
    start: async (request) => {
      if (state.run.status === 'running') return;
      const events: PlayEvent[] = [];
      setRun({ status: 'running', events, cancelling: false });
      const onEvent = (event: PlayEvent) => {
        // The list only grows: one array, told anew (a copy per event would cost a long run dear).
        events.push(event);
        if (state.run.status === 'running') setRun({ ...state.run, events });
      };
      try {
        const answer = await calls.run(request, onEvent);
        setRun({ status: 'done', events, answer });
      } catch (error) {
        setRun({ status: 'failed', events, error: messageOf(error) });
      }
    },
    cancel: () => {
      if (state.run.status !== 'running') return;
      setRun({ ...state.run, cancelling: true });
      void calls.cancel().catch(() => undefined);
    },
  };
};

/** One session a set of calls: the page has one, so the run outlasts the view. */
const sessions = new WeakMap<PlayCalls, PlaySession>();

export const usePlaySession = (): PlaySession | undefined => {
  const calls = useContext(PlayCallsContext);
  if (!calls) return undefined;
  let session = sessions.get(calls);
  if (!session) {
    session = createPlaySession(calls);
    sessions.set(calls, session);
  }
  return session;
};

/** The session's state, re-rendered on every change. */
export const usePlayState = (session: PlaySession): PlaySessionState =>
  useSyncExternalStore(session.subscribe, session.get);
