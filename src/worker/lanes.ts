/**
 * How the page's engine calls give way to newer ones, the one rule. A call made on a lane
 * supersedes every older call on that lane: their callers are answered at once with a
 * CallAbortedError, a superseded call not yet made is never made, and at most one call of a lane
 * is in the worker at a time (so typing fast costs one search per round trip, not one per
 * keystroke, and an old query's slow answer never reaches its caller). A call whose signal
 * aborts is given up the same way. A call on no lane is made at once; calls reach the worker in
 * the order they are made.
 */

/** The search box's lane: only its newest search matters. */
export type Lane = 'search';

export type CallOptions = {
  lane?: Lane;
  /** Aborting it gives the call up: its caller gets a CallAbortedError, never its answer. */
  signal?: AbortSignal;
};

/** The answer of a call given up: a newer call on its lane took its place, or it was aborted. */
export class CallAbortedError extends Error {
  readonly code = 'aborted';

  constructor(message: string) {
    super(message);
    this.name = 'AbortError';
  }
}

/** Whether `error` is a call given up (ours, or a DOMException of an aborted signal). */
export const isAborted = (error: unknown): boolean =>
  error instanceof Error && error.name === 'AbortError';

type Waiter = {
  start: () => Promise<unknown>;
  promise: Promise<unknown>;
  settle: (value: unknown) => void;
  fail: (error: unknown) => void;
};

/** One execution; `waiter` is cleared once its caller was answered otherwise (superseded). */
type Flight = { waiter: Waiter | undefined };

type LaneState = { inFlight?: Flight; queued?: Waiter; newest?: () => Promise<unknown> };

const makeWaiter = (start: () => Promise<unknown>): Waiter => {
  let settle!: Waiter['settle'];
  let fail!: Waiter['fail'];
  const promise = new Promise<unknown>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  return { start, promise, settle, fail };
};

/** `new Promise` turns a synchronous throw from `start` into a rejection. */
const begin = (start: () => Promise<unknown>) =>
  new Promise<unknown>((resolve) => resolve(start()));

export class Lanes {
  readonly #lanes = new Map<Lane, LaneState>();

  /** Makes the call `start` under the rule; resolves with its answer unless it was given up. */
  run<T>(start: () => Promise<T>, options: CallOptions = {}): Promise<T> {
    const { lane, signal } = options;
    const waiter = makeWaiter(start);
    if (signal?.aborted) {
      waiter.fail(new CallAbortedError('toollens: the call was aborted before it was made'));
      return waiter.promise as Promise<T>;
    }
    signal?.addEventListener('abort', () => this.#abort(waiter, lane), { once: true });
    if (!lane) {
      begin(start).then(waiter.settle, waiter.fail);
      return waiter.promise as Promise<T>;
    }
    const state = this.#state(lane);
    state.newest = start;
    if (!state.inFlight) this.#start(state, waiter);
    else {
      this.#supersede(state, lane);
      state.queued = waiter;
    }
    return waiter.promise as Promise<T>;
  }

  /**
   * The lane's call in the worker was lost (the worker died): its answer will never come, so
   * the newest call of the lane is made again. A caller still waiting receives the new answer;
   * when none is, the newest call ever made is repeated. Resolves with that answer, or
   * undefined when the lane never had a call.
   */
  rerun<T>(lane: Lane): Promise<T | undefined> {
    const state = this.#state(lane);
    const lost = state.inFlight;
    state.inFlight = undefined;
    const next = state.queued ?? lost?.waiter;
    state.queued = undefined;
    if (next) return this.#start(state, next) as Promise<T>;
    if (state.newest) return this.#start(state, makeWaiter(state.newest)) as Promise<T>;
    return Promise.resolve(undefined);
  }

  /** Gives up every call on every lane, and forgets them: nothing is left to re-run. */
  cancel(): void {
    for (const [lane, state] of this.#lanes) {
      this.#supersede(state, lane);
      state.inFlight = undefined;
      state.newest = undefined;
    }
  }

  #state(lane: Lane): LaneState {
    let state = this.#lanes.get(lane);
    if (!state) {
      state = {};
      this.#lanes.set(lane, state);
    }
    return state;
  }

  #start(state: LaneState, waiter: Waiter): Promise<unknown> {
    const flight: Flight = { waiter };
    state.inFlight = flight;
    const finish = (deliver: (waiter: Waiter) => void) => {
      // A flight lost by rerun() or cancel() must not deliver or start anything.
      if (state.inFlight !== flight) return;
      state.inFlight = undefined;
      if (flight.waiter) deliver(flight.waiter);
      const next = state.queued;
      state.queued = undefined;
      if (next) this.#start(state, next);
    };
    begin(waiter.start).then(
      (value) => finish((w) => w.settle(value)),
      (error: unknown) => finish((w) => w.fail(error)),
    );
    return waiter.promise;
  }

  #supersede(state: LaneState, lane: Lane): void {
    const superseded = () =>
      new CallAbortedError(`toollens: superseded by a newer call on the ${lane} lane`);
    if (state.inFlight?.waiter) {
      state.inFlight.waiter.fail(superseded());
      state.inFlight.waiter = undefined;
    }
    state.queued?.fail(superseded());
    state.queued = undefined;
  }

  /** A signal aborted `waiter`: its caller is answered now, and a call not yet made never is. */
  #abort(waiter: Waiter, lane: Lane | undefined): void {
    waiter.fail(new CallAbortedError('toollens: the call was aborted'));
    const state = lane ? this.#lanes.get(lane) : undefined;
    if (!state) return;
    if (state.queued === waiter) state.queued = undefined;
    if (state.inFlight?.waiter === waiter) state.inFlight.waiter = undefined;
  }
}
