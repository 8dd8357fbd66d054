import { proxy, type Remote, wrap } from 'comlink';
import {
  askedOnce,
  callRule,
  changesCatalog,
  REMEMBERED,
  restoreCall,
  withAliveWord,
} from './clientCalls';
import type { Args, CallOptions, Engine, EngineApi, EngineStatus, Method, Reply } from './contract';
import { EngineUnavailableError } from './engineUnavailable';
import { RestoreState, type RestoreStep } from './restoreState';

/**
 * The page's handle on the engine worker: every call of the worker's API by name (`send`, or
 * `call` without a signal), under the one rule of a call's life (clientCalls.ts `callRule`:
 * the signal gives a call up, searches are made one at a time). If the worker dies (an `error`
 * event, or a call unanswered within `timeoutMs`), the client starts a fresh worker, brings it
 * to the state the old one died in (restoreState.ts: the last catalog load, the settings, a
 * server's current list, the edited tools), asks it again the reads the old one never answered
 * and tells its status listeners. Callers never see the worker itself.
 */

export { isAborted, readsCatalog } from './clientCalls';
export type { Args, CallOptions, Engine, EngineStatus, Method, Reply } from './contract';
export { EngineUnavailableError } from './engineUnavailable';

export type EngineClientOptions = {
  /** How long a call may go unanswered before the worker is presumed dead. Default 10,000 ms. */
  timeoutMs?: number;
  /** Worker deaths survived within `restartWindowMs`; the next one makes the client give up. Default 3. */
  maxRestarts?: number;
  /** Default 60,000 ms. */
  restartWindowMs?: number;
};

/** One worker and the calls it still owes an answer. */
type Generation = {
  worker: Worker;
  remote: Remote<EngineApi>;
  /** Rejecters of unanswered calls: a dead worker's calls would otherwise hang forever. */
  pending: Set<(error: Error) => void>;
};

const DEFAULTS = { timeoutMs: 10_000, maxRestarts: 3, restartWindowMs: 60_000 };

export class EngineClient implements Engine {
  private readonly _options: typeof DEFAULTS;
  private readonly _listeners = new Set<(status: EngineStatus) => void>();
  private readonly _rule = callRule();
  private _generation: Generation | undefined;
  /** What a restarted worker is brought back to. */
  private readonly _restore = new RestoreState();
  /**
   * Settles once a restarted worker has its state back: calls that change the catalog wait for
   * it, so none lands between two steps of the restore.
   */
  private _restored: Promise<unknown> = Promise.resolve();
  private _restartTimes: number[] = [];
  private _revision = 0;
  private _failure: string | undefined;

  constructor(options: EngineClientOptions = {}) {
    this._options = { ...DEFAULTS, ...options };
    this._generation = this._spawn();
  }

  /** A call no one gives up, answered in order under the deadline and restart rules. */
  call<K extends Method>(method: K, ...args: Args<K>): Promise<Reply<K>> {
    return this.send(method, args);
  }

  /**
   * Any engine call; aborting its signal gives it up (it rejects with an AbortError). Typed from
   * the worker's API, so a wrong name or argument is a compile error.
   */
  send<K extends Method>(method: K, args: Args<K>, options: CallOptions = {}): Promise<Reply<K>> {
    return this._rule(method, options, () => this._dispatch(method, args, options.signal));
  }

  revision(): number {
    return this._revision;
  }

  /** Subscribes to restarts and failures; returns the unsubscribe function. */
  onStatus(listener: (status: EngineStatus) => void): () => void {
    this._listeners.add(listener);
    return () => this._listeners.delete(listener);
  }

  /** Stops the worker for good; outstanding calls reject. */
  dispose(): void {
    this._failure = 'toollens: the engine client was disposed';
    this._listeners.clear();
    this._retire(new EngineUnavailableError(this._failure, 'crashed'));
  }

  private async _dispatch<K extends Method>(
    method: K,
    args: Args<K>,
    signal?: AbortSignal,
  ): Promise<Reply<K>> {
    const changes = changesCatalog(method);
    if (changes) {
      this._revision++;
      await this._restored;
    }
    const reply = await this._invoke(method, args)
      .catch(async (error: unknown) => {
        // A read the worker died before answering is asked of the restored worker, once, unless
        // given up meanwhile (the page asks its view's reads again on the restart anyway).
        const lost = error instanceof EngineUnavailableError && error.code === 'restarted';
        if (changes || !lost || askedOnce(method)) throw error;
        await this._restored;
        signal?.throwIfAborted();
        return this._invoke(method, args);
      })
      .finally(() => {
        if (changes) this._revision++;
      });
    (REMEMBERED[method] as ((...values: unknown[]) => void) | undefined)?.(
      this._restore,
      args,
      reply,
    );
    return reply;
  }

  /**
   * One call to the current worker. A function argument travels as a comlink proxy; each call
   * of it also proves the worker alive (a load's progress, a replay's word), and once the call
   * has answered a late one is dropped: nothing orders two ports, and a last progress report
   * after the answer would show the load as still running.
   */
  private _invoke<K extends Method>(method: K, args: Args<K> | unknown[]): Promise<Reply<K>> {
    let answered = false;
    return this._call<Reply<K>>((remote, stillAlive) => {
      const sent = withAliveWord(method, args as Args<K>).map((arg) =>
        typeof arg === 'function'
          ? proxy((...values: unknown[]) => {
              if (answered) return;
              stillAlive();
              return (arg as (...values: unknown[]) => unknown)(...values);
            })
          : arg,
      );
      const invoke = remote[method] as unknown as (...values: unknown[]) => Promise<Reply<K>>;
      return invoke(...sent);
    }).finally(() => {
      answered = true;
    });
  }

  private _spawn(): Generation {
    // Written literally so Vite sees the worker entry and bundles it.
    const worker = new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module' });
    const generation: Generation = { worker, remote: wrap<EngineApi>(worker), pending: new Set() };
    const died = (reason: string) => {
      if (this._generation === generation) this._restart(reason);
    };
    worker.addEventListener('error', (event) => {
      // Marked handled: the restart is the handling, so the page need not report it again.
      event.preventDefault();
      died(`worker error: ${event.message || 'unknown'}`);
    });
    worker.addEventListener('messageerror', () => died('worker sent an unreadable message'));
    return generation;
  }

  /**
   * Calls the current worker with a deadline; a missed deadline counts as a crash. `invoke`
   * gets a `stillAlive` function that restarts the deadline, for calls that report progress.
   */
  private _call<T>(
    invoke: (remote: Remote<EngineApi>, stillAlive: () => void) => Promise<T>,
  ): Promise<T> {
    const generation = this._generation;
    if (!generation) {
      const message = this._failure ?? 'toollens: no engine';
      return Promise.reject(new EngineUnavailableError(message, 'crashed'));
    }
    return new Promise<T>((resolve, reject) => {
      const expire = () => {
        if (this._generation === generation) {
          this._restart(`no answer within ${this._options.timeoutMs} ms`);
        }
      };
      let timer = setTimeout(expire, this._options.timeoutMs);
      const stillAlive = () => {
        clearTimeout(timer);
        timer = setTimeout(expire, this._options.timeoutMs);
      };
      const abandon = (error: Error) => settle(() => reject(error));
      const settle = (deliver: () => void) => {
        clearTimeout(timer);
        generation.pending.delete(abandon);
        deliver();
      };
      generation.pending.add(abandon);
      invoke(generation.remote, stillAlive).then(
        (value) => settle(() => resolve(value)),
        (error: unknown) => settle(() => reject(error)),
      );
    });
  }

  private _retire(error: Error): void {
    const generation = this._generation;
    if (!generation) return;
    this._generation = undefined;
    generation.worker.terminate();
    for (const abandon of [...generation.pending]) abandon(error);
  }

  private _restart(reason: string): void {
    if (!this._generation) return;
    // The restored catalog may differ (a refused edit is skipped): nothing kept of the old one is read.
    this._revision++;
    this._retire(
      new EngineUnavailableError(
        `toollens: the engine restarted before answering (${reason})`,
        'restarted',
      ),
    );

    const now = Date.now();
    this._restartTimes = this._restartTimes.filter((t) => now - t < this._options.restartWindowMs);
    this._restartTimes.push(now);
    if (this._restartTimes.length > this._options.maxRestarts) {
      // A catalog or query that kills every worker would otherwise restart forever.
      const deaths = this._restartTimes.length;
      const seconds = this._options.restartWindowMs / 1000;
      this._failure = `toollens: gave up restarting the engine after ${deaths} failure${deaths === 1 ? '' : 's'} in ${seconds} s; last: ${reason}`;
      this._emit({ kind: 'failed', reason });
      return;
    }

    const generation = this._spawn();
    this._generation = generation;
    const steps = this._restore.steps();
    // Reads wait for the restore: a large catalog's load yields between batches, so a message
    // sent now could overtake it.
    this._restored = this._replay(steps, generation).catch(() => undefined);
    void this._restored.then(() => {
      // A later restart (or the give-up) reports for itself; this news would be stale.
      if (this._generation === generation) this._emit({ kind: 'restarted', reason });
    });
  }

  /**
   * The restore, one call at a time: each has the whole deadline to itself, however many steps
   * there are. A step the new worker refuses (an edit that no longer fits) is skipped; a failed
   * load, or a newer restart, ends it.
   */
  private async _replay(steps: RestoreStep[], generation: Generation): Promise<void> {
    for (const step of steps) {
      if (this._generation !== generation) return;
      const { method, args } = restoreCall(step);
      if (step.kind === 'load') {
        const loaded = (await this._invoke(method, args)) as Reply<'loadBuiltIn'>;
        if (!loaded.ok) return;
        continue;
      }
      await this._invoke(method, args).catch(() => undefined);
    }
  }

  private _emit(status: EngineStatus): void {
    for (const listener of this._listeners) listener(status);
  }
}
