/**
 * Latest-wins scheduling for one kind of request (the search box): at most one call is in
 * flight, at most one waits behind it, and only the newest request's caller receives data.
 * Typing fast therefore costs one search per engine round-trip, not one per keystroke, and
 * a slow answer for an old query can never overwrite the answer for the current one.
 */
export type LatestWins<Req, Res> = {
  /**
   * Schedules `request`. Resolves with its result, or with `undefined` as soon as a newer
   * request supersedes it. Rejects only if the call fails while it is still the newest.
   */
  run(request: Req): Promise<Res | undefined>;
  /**
   * The call in flight is lost (its executor died): forget it and execute the newest
   * request again. An unanswered caller receives the new answer; when idle, the newest
   * request is re-run as a fresh call. Resolves like `run` for that newest request, or
   * with `undefined` when nothing was ever requested.
   */
  rerun(): Promise<Res | undefined>;
  /** Supersedes everything: every waiting caller resolves with `undefined`. */
  cancel(): void;
};

type Waiter<Req, Res> = {
  request: Req;
  promise: Promise<Res | undefined>;
  settle: (result: Res | undefined) => void;
  fail: (error: unknown) => void;
};

/** One execution. `waiter` is cleared once a newer request supersedes it. */
type Flight<Req, Res> = { waiter: Waiter<Req, Res> | undefined };

const makeWaiter = <Req, Res>(request: Req): Waiter<Req, Res> => {
  let settle!: Waiter<Req, Res>['settle'];
  let fail!: Waiter<Req, Res>['fail'];
  const promise = new Promise<Res | undefined>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  return { request, promise, settle, fail };
};

export const latestWins = <Req, Res>(
  execute: (request: Req) => Promise<Res>,
): LatestWins<Req, Res> => {
  let inFlight: Flight<Req, Res> | undefined;
  let queued: Waiter<Req, Res> | undefined;
  let newest: { request: Req } | undefined;

  const start = (waiter: Waiter<Req, Res>): Promise<Res | undefined> => {
    const flight: Flight<Req, Res> = { waiter };
    inFlight = flight;
    // `new Promise` turns a synchronous throw from `execute` into a rejection.
    new Promise<Res>((resolve) => resolve(execute(waiter.request))).then(
      (result) => finish(flight, (w) => w.settle(result)),
      (error: unknown) => finish(flight, (w) => w.fail(error)),
    );
    return waiter.promise;
  };

  const finish = (flight: Flight<Req, Res>, deliver: (waiter: Waiter<Req, Res>) => void) => {
    // A flight abandoned by rerun() or cancel() must not deliver or start anything.
    if (inFlight !== flight) return;
    inFlight = undefined;
    if (flight.waiter) deliver(flight.waiter);
    const next = queued;
    queued = undefined;
    if (next) start(next);
  };

  const supersedeAll = () => {
    inFlight?.waiter?.settle(undefined);
    if (inFlight) inFlight.waiter = undefined;
    queued?.settle(undefined);
    queued = undefined;
  };

  const run = (request: Req): Promise<Res | undefined> => {
    newest = { request };
    const waiter = makeWaiter<Req, Res>(request);
    if (!inFlight) return start(waiter);
    supersedeAll();
    queued = waiter;
    return waiter.promise;
  };

  const rerun = (): Promise<Res | undefined> => {
    const lost = inFlight;
    inFlight = undefined;
    const next = queued ?? lost?.waiter;
    queued = undefined;
    if (next) return start(next);
    if (newest) return run(newest.request);
    return Promise.resolve(undefined);
  };

  const cancel = () => {
    supersedeAll();
    inFlight = undefined;
    newest = undefined;
  };

  return { run, rerun, cancel };
};
