import { isAborted } from '../../worker/EngineClient';

/**
 * The state of one kind of worker request, as the store keeps it: never asked (`idle`), on its
 * way (`pending`, still holding the previous answer so panels can show it while refreshing),
 * answered (`ok`) or failed (`error`, with a code and a message the panel shows with a Retry).
 *
 * A pending request holds its `ask`, the controller of its signal: starting a newer request of
 * the same kind aborts it, and only the answer to the request still pending may settle the
 * state, so a stale answer never overwrites a newer request's. `key` names what was asked (the
 * inputs), so a refresh can tell whether its inputs changed since; `undefined` means "ask again".
 */

/** Why a request failed: `failed` (the call rejected), `restarted` (the worker died and was
 * restarted before answering), `crashed` (the engine gave up restarting), or the engine's own
 * refusal codes (`invalid`, `not-found`, `conflict`, `not-loaded`). */
type RequestErrorCode =
  | 'failed'
  | 'restarted'
  | 'crashed'
  | 'invalid'
  | 'not-found'
  | 'conflict'
  | 'not-loaded'
  | 'missing';

export type RequestError = { code: RequestErrorCode; message: string };

export type RequestState<T> =
  | { status: 'idle' }
  | { status: 'pending'; ask: AbortController; key: string | undefined; previous: T | undefined }
  | { status: 'ok'; key: string | undefined; value: T }
  | { status: 'error'; key: string | undefined; error: RequestError; previous: T | undefined };

export const IDLE: RequestState<never> = { status: 'idle' };

/** The answer to show: the current one, or while refreshing or after a failure the previous. */
export const shown = <T>(request: RequestState<T>): T | undefined => {
  switch (request.status) {
    case 'idle':
      return undefined;
    case 'ok':
      return request.value;
    default:
      return request.previous;
  }
};

export const errorOf = <T>(request: RequestState<T>): RequestError | undefined =>
  request.status === 'error' ? request.error : undefined;

/** What the request last asked for; undefined when never asked or forgotten. */
export const keyOf = <T>(request: RequestState<T>): string | undefined =>
  request.status === 'idle' ? undefined : request.key;

/** The request with its key forgotten, so the next refresh asks again (its value stays shown). */
export const forget = <T>(request: RequestState<T>): RequestState<T> =>
  request.status === 'idle' ? request : { ...request, key: undefined };

/** A new pending request for `key`, keeping what was shown. */
export const started = <T>(
  request: RequestState<T>,
  key?: string,
): RequestState<T> & { status: 'pending' } => ({
  status: 'pending',
  ask: new AbortController(),
  key,
  previous: shown(request),
});

/** The request `ask` is pending here: no newer one took its place. */
const pendingWith = <T>(
  request: RequestState<T>,
  ask: AbortController,
): request is RequestState<T> & { status: 'pending' } =>
  request.status === 'pending' && request.ask === ask;

/** `request` answered with `value`, unless a newer request took its place. */
export const resolved = <T>(
  request: RequestState<T>,
  ask: AbortController,
  value: T,
): RequestState<T> =>
  pendingWith(request, ask) ? { status: 'ok', key: request.key, value } : request;

/** `request` failed with `error`, unless a newer request took its place. */
export const rejected = <T>(
  request: RequestState<T>,
  ask: AbortController,
  error: unknown,
): RequestState<T> =>
  pendingWith(request, ask)
    ? { status: 'error', key: request.key, error: requestError(error), previous: request.previous }
    : request;

/** A request that failed before it could be made (e.g. a link to a missing transcript). */
export const failed = <T>(
  request: RequestState<T>,
  error: RequestError,
  key?: string,
): RequestState<T> => ({ status: 'error', key, error, previous: shown(request) });

/** An answer that did not come from a request (e.g. the search the client re-ran on restart). */
export const answered = <T>(value: T, key?: string): RequestState<T> => ({
  status: 'ok',
  key,
  value,
});

/** The codes a rejection may carry: the engine's refusals and the client's lost workers. */
const CARRIED_CODES: readonly RequestErrorCode[] = [
  'invalid',
  'not-found',
  'conflict',
  'not-loaded',
  'restarted',
  'crashed',
];

/**
 * A rejection as a request error, by its `code`: the engine's refusals carry theirs across the
 * worker boundary (`worker/errorTransfer.ts`), and EngineClient's own rejections say whether
 * the worker restarted or the client gave up (`EngineUnavailableError`). Anything else, a bug
 * included, is `failed`. The wording of a message is never read.
 */
export const requestError = (error: unknown): RequestError => {
  if (isRequestError(error)) return error;
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string' && (CARRIED_CODES as readonly string[]).includes(code)) {
    return { code: code as RequestErrorCode, message };
  }
  return { code: 'failed', message };
};

const isRequestError = (value: unknown): value is RequestError =>
  typeof value === 'object' &&
  value !== null &&
  !(value instanceof Error) &&
  typeof (value as RequestError).code === 'string' &&
  typeof (value as RequestError).message === 'string';

/** Where a request's state lives in the store: how to read it and how to replace it. */
export type Slot<T> = {
  read: () => RequestState<T>;
  write: (update: (request: RequestState<T>) => RequestState<T>) => void;
};

/**
 * Starts a request in its slot and settles it there: `pending` now, then `ok` or `error` if no
 * newer request took its place. Starting it aborts the slot's request still pending, through
 * the signal `call` is given; a call given up that way rejects and leaves the newer request's
 * state alone. `onValue` runs after an answer was stored. The returned promise never rejects:
 * the failure is in the store.
 */
export const track = <T>(
  slot: Slot<T>,
  key: string | undefined,
  call: (signal: AbortSignal) => Promise<T>,
  onValue?: (value: T) => void,
): Promise<void> => {
  const before = slot.read();
  if (before.status === 'pending') before.ask.abort();
  const start = started(before, key);
  slot.write(() => start);
  const { ask } = start;
  let promise: Promise<T>;
  try {
    promise = call(ask.signal);
  } catch (error) {
    promise = Promise.reject(error);
  }
  return promise.then(
    (value) => {
      if (ask.signal.aborted) return;
      let landed = false;
      slot.write((request) => {
        landed = pendingWith(request, ask);
        return resolved(request, ask, value);
      });
      if (landed) onValue?.(value);
    },
    (error: unknown) => {
      if (ask.signal.aborted || isAborted(error)) return;
      slot.write((request) => rejected(request, ask, error));
    },
  );
};

/** The message of whatever a failed call threw, for the page to show. */
export const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** The part of the page a request belongs to, as its message names it. */
export type Subsystem = 'search' | 'catalog' | 'session' | 'evaluate' | 'tokens';

/**
 * A failed request as every panel shows it (`RequestErrorNote`): its part of the page, what
 * failed (a noun phrase: "the search", "the replay"), the error's code and message, and the
 * Retry that asks again. The store lists its own requests' (`requestMessages`).
 */
export type RequestMessage = RequestError & {
  id: string;
  subsystem: Subsystem;
  what: string;
  retry: () => void;
};

/** The message of request `id` in `messages`, if that request failed. */
export const messageFor = (
  messages: readonly RequestMessage[],
  id: string,
): RequestMessage | undefined => messages.find((message) => message.id === id);

/** The worker requests the page's own panels make (the session and authoring slices have theirs). */
export type RequestKind =
  | 'search'
  | 'lens'
  | 'whyNot'
  | 'detail'
  | 'movement'
  | 'targetList'
  | 'targetRanks'
  | 'findability'
  | 'menuTokens'
  | 'facets'
  | 'rows'
  | 'tokens';
