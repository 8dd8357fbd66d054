/**
 * The state of one kind of worker request, as the store keeps it: never asked (`idle`), on its
 * way (`pending`, still holding the previous answer so panels can show it while refreshing),
 * answered (`ok`) or failed (`error`, with a code and a message the panel shows with a Retry).
 *
 * `id` orders requests of one kind: only the answer to the newest id may settle the state, so a
 * stale answer never overwrites a newer request's. `key` names what was asked (the inputs), so
 * a refresh can tell whether its inputs changed since; `undefined` means "ask again".
 */

/** Why a request failed: `failed` (the call rejected), `restarted` (the worker died and was
 * restarted before answering), `crashed` (the engine gave up restarting), or the engine's own
 * refusal codes (`invalid`, `not-found`, `conflict`, `not-loaded`). */
export type RequestErrorCode =
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
  | { status: 'pending'; id: number; key: string | undefined; previous: T | undefined }
  | { status: 'ok'; id: number; key: string | undefined; value: T }
  | {
      status: 'error';
      id: number;
      key: string | undefined;
      error: RequestError;
      previous: T | undefined;
    };

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

let lastId = 0;

/** A new pending request for `key`, keeping what was shown. */
export const started = <T>(
  request: RequestState<T>,
  key?: string,
): RequestState<T> & { id: number } => ({
  status: 'pending',
  id: ++lastId,
  key,
  previous: shown(request),
});

/** `request` answered with `value`, unless a newer request (another id) took its place. */
export const resolved = <T>(request: RequestState<T>, id: number, value: T): RequestState<T> =>
  request.status === 'pending' && request.id === id
    ? { status: 'ok', id, key: request.key, value }
    : request;

/** `request` failed with `error`, unless a newer request took its place. */
export const rejected = <T>(
  request: RequestState<T>,
  id: number,
  error: unknown,
): RequestState<T> =>
  request.status === 'pending' && request.id === id
    ? {
        status: 'error',
        id,
        key: request.key,
        error: requestError(error),
        previous: request.previous,
      }
    : request;

/** A request that failed before it could be made (e.g. a link to a missing transcript). */
export const failed = <T>(
  request: RequestState<T>,
  error: RequestError,
  key?: string,
): RequestState<T> => ({
  status: 'error',
  id: ++lastId,
  key,
  error,
  previous: shown(request),
});

/** An answer that did not come from a request (e.g. the search the client re-ran on restart). */
export const answered = <T>(value: T, key?: string): RequestState<T> => ({
  status: 'ok',
  id: ++lastId,
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

/** What a latest-wins call answers when a newer call of its kind took its place. */
export const SUPERSEDED: unique symbol = Symbol('superseded');

/** A latest-wins answer (`undefined` when superseded) as `track` reads it. */
export const orSuperseded = <T>(value: T | undefined): T | typeof SUPERSEDED =>
  value === undefined ? SUPERSEDED : value;

/**
 * Starts a request in its slot and settles it there: `pending` now, then `ok` or `error` if no
 * newer request took its place. A call answering `SUPERSEDED` leaves the newer request's state
 * alone. `onValue` runs after an answer was stored. The returned promise never rejects: the
 * failure is in the store.
 */
export const track = <T>(
  slot: Slot<T>,
  key: string | undefined,
  call: () => Promise<T | typeof SUPERSEDED>,
  onValue?: (value: T) => void,
): Promise<void> => {
  const start = started(slot.read(), key);
  slot.write(() => start);
  let promise: Promise<T | typeof SUPERSEDED>;
  try {
    promise = call();
  } catch (error) {
    promise = Promise.reject(error);
  }
  return promise.then(
    (value) => {
      if (value === SUPERSEDED) return;
      slot.write((request) => resolved(request, start.id, value));
      const now = slot.read();
      if (now.status === 'ok' && now.id === start.id) onValue?.(value);
    },
    (error: unknown) => slot.write((request) => rejected(request, start.id, error)),
  );
};
