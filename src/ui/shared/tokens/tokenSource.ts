import { createContext, useContext, useEffect, useState } from 'react';
import type { TokenPieces } from '../../../engine/core';
import { isAborted } from '../../../worker/EngineClient';
import { type RequestError, requestError } from '../request';

/**
 * Where the token view gets its pieces: the engine worker's `tokenPieces` (main.tsx provides
 * it). A context rather than a prop, because the views that show tokens sit deep in panels that
 * otherwise need nothing of the engine. Without a provider (a test, a page without a worker)
 * there is no token view, and no toggle offers one.
 */
export type TokenSource = (text: string, signal: AbortSignal) => Promise<TokenPieces>;

export const TokenSourceContext = createContext<TokenSource | undefined>(undefined);

export const useTokenSource = (): TokenSource | undefined => useContext(TokenSourceContext);

export type PiecesState =
  | { status: 'idle' }
  /** `previous`: the last pieces shown, kept on screen while the new text is cut (no flash). */
  | { status: 'pending'; previous: TokenPieces | undefined }
  /** `text`: what was cut (the shown text may have moved on since). */
  | { status: 'ok'; pieces: TokenPieces; text: string }
  | { status: 'error'; error: RequestError };

/**
 * The pieces of `text` while `on`; asks again when the text changes or `retry` is called. The
 * ask for a text no longer shown is aborted (the engine's one rule: its answer never lands), so
 * typing fast never draws old tokens over a newer menu.
 */
export const usePieces = (text: string, on: boolean): { state: PiecesState; retry: () => void } => {
  const source = useTokenSource();
  const [state, setState] = useState<PiecesState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!on || !source) {
      // The same state object when already idle, so a menu typed with the view off never
      // re-renders for it.
      setState((before) => (before.status === 'idle' ? before : { status: 'idle' }));
      return;
    }
    const ask = new AbortController();
    setState((before) => ({
      status: 'pending',
      previous:
        before.status === 'ok'
          ? before.pieces
          : before.status === 'pending'
            ? before.previous
            : undefined,
    }));
    // `attempt` is read so that Retry re-runs this effect.
    void attempt;
    source(text, ask.signal).then(
      (pieces) => ask.signal.aborted || setState({ status: 'ok', pieces, text }),
      (error: unknown) =>
        ask.signal.aborted ||
        isAborted(error) ||
        setState({ status: 'error', error: requestError(error) }),
    );
    return () => ask.abort();
  }, [text, on, source, attempt]);
  return { state, retry: () => setAttempt((n) => n + 1) };
};
