import { type Remote, wrap } from 'comlink';
import type { PageOptions, ToolSearchResult } from '../engine';
import type { SearchOptions } from '../engine/search/types';
import { type LatestWins, latestWins } from './latestWins';
import type { BuiltInCatalog, EngineApi, LoadResult } from './protocol';

/**
 * The page's handle on the engine worker. Searches are latest-wins; loads run in order.
 * If the worker dies (an `error` event, or a call unanswered within `timeoutMs`), the client
 * starts a fresh worker, re-applies the last successful catalog load, re-runs the newest
 * search and tells its status listeners. Callers never see the worker itself.
 */

export type EngineClientOptions = {
  /** How long a call may go unanswered before the worker is presumed dead. Default 10,000 ms. */
  timeoutMs?: number;
  /** Worker deaths survived within `restartWindowMs`; the next one makes the client give up. Default 3. */
  maxRestarts?: number;
  /** Default 60,000 ms. */
  restartWindowMs?: number;
};

export type EngineStatus =
  /** A fresh worker took over; `result` answers the newest search, re-run on the new worker. */
  | { kind: 'restarted'; reason: string; result: ToolSearchResult | undefined }
  /** The worker kept dying; the client stopped restarting it and every call now fails. */
  | { kind: 'failed'; reason: string };

/** The last successful load, replayed into a restarted worker. */
type LoadRequest =
  | { kind: 'builtIn'; name: BuiltInCatalog }
  | { kind: 'text'; text: string; sourceName: string };

/** One worker and the calls it still owes an answer. */
type Generation = {
  worker: Worker;
  remote: Remote<EngineApi>;
  /** Rejecters of unanswered calls: a dead worker's calls would otherwise hang forever. */
  pending: Set<(error: Error) => void>;
};

const DEFAULTS = { timeoutMs: 10_000, maxRestarts: 3, restartWindowMs: 60_000 };

export class EngineClient {
  private readonly _options: typeof DEFAULTS;
  private readonly _listeners = new Set<(status: EngineStatus) => void>();
  private readonly _searches: LatestWins<SearchOptions, ToolSearchResult>;
  private _generation: Generation | undefined;
  private _lastLoad: LoadRequest | undefined;
  private _restartTimes: number[] = [];
  private _seq = 0;
  private _failure: string | undefined;

  constructor(options: EngineClientOptions = {}) {
    this._options = { ...DEFAULTS, ...options };
    this._searches = latestWins(async (options: SearchOptions) => {
      const seq = ++this._seq;
      const reply = await this._call((remote) => remote.search({ ...options, seq }));
      // latestWins already discards stale answers; this guards the wiring underneath it.
      if (reply.seq !== seq) {
        throw new Error(`toollens: search #${seq} was answered by #${reply.seq ?? '?'}`);
      }
      return reply;
    });
    this._generation = this._spawn();
  }

  /** Resolves with the result, or `undefined` if a newer search superseded this one. */
  search(options: SearchOptions & PageOptions): Promise<ToolSearchResult | undefined> {
    return this._searches.run(options);
  }

  loadBuiltIn(name: BuiltInCatalog): Promise<LoadResult> {
    return this._load({ kind: 'builtIn', name });
  }

  /** Imports catalog text; on failure the worker keeps the catalog it had. */
  loadCatalogText(text: string, sourceName: string): Promise<LoadResult> {
    return this._load({ kind: 'text', text, sourceName });
  }

  /** Makes the worker crash as a real fault would (tests and the restart demo). */
  crashForTest(): Promise<void> {
    return this._call((remote) => remote.crashForTest());
  }

  /** Subscribes to restarts and failures; returns the unsubscribe function. */
  onStatus(listener: (status: EngineStatus) => void): () => void {
    this._listeners.add(listener);
    return () => this._listeners.delete(listener);
  }

  /** Stops the worker for good; outstanding calls reject and searches resolve `undefined`. */
  dispose(): void {
    this._failure = 'toollens: the engine client was disposed';
    this._searches.cancel();
    this._listeners.clear();
    this._retire(new Error(this._failure));
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

  /** Calls the current worker with a deadline; a missed deadline counts as a crash. */
  private _call<T>(invoke: (remote: Remote<EngineApi>) => Promise<T>): Promise<T> {
    const generation = this._generation;
    if (!generation) return Promise.reject(new Error(this._failure ?? 'toollens: no engine'));
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        if (this._generation === generation) {
          this._restart(`no answer within ${this._options.timeoutMs} ms`);
        }
      }, this._options.timeoutMs);
      const abandon = (error: Error) => settle(() => reject(error));
      const settle = (deliver: () => void) => {
        clearTimeout(timer);
        generation.pending.delete(abandon);
        deliver();
      };
      generation.pending.add(abandon);
      invoke(generation.remote).then(
        (value) => settle(() => resolve(value)),
        (error: unknown) => settle(() => reject(error)),
      );
    });
  }

  private async _load(request: LoadRequest): Promise<LoadResult> {
    const result = await this._call<LoadResult>((remote) =>
      request.kind === 'builtIn'
        ? remote.loadBuiltIn(request.name)
        : remote.loadCatalogText(request.text, request.sourceName),
    );
    if (result.ok) this._lastLoad = request;
    return result;
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
    this._retire(new Error(`toollens: the engine restarted before answering (${reason})`));

    const now = Date.now();
    this._restartTimes = this._restartTimes.filter((t) => now - t < this._options.restartWindowMs);
    this._restartTimes.push(now);
    if (this._restartTimes.length > this._options.maxRestarts) {
      // A catalog or query that kills every worker would otherwise restart forever.
      const deaths = this._restartTimes.length;
      const seconds = this._options.restartWindowMs / 1000;
      this._failure = `toollens: gave up restarting the engine after ${deaths} failure${deaths === 1 ? '' : 's'} in ${seconds} s; last: ${reason}`;
      this._searches.cancel();
      this._emit({ kind: 'failed', reason });
      return;
    }

    const generation = this._spawn();
    this._generation = generation;
    // Issued in this order in the same tick: the worker answers messages in order, so the
    // re-run search (and any newer one) sees the re-applied catalog.
    const reload = this._lastLoad ? this._load(this._lastLoad) : Promise.resolve(undefined);
    const rerun = this._searches.rerun();
    void Promise.allSettled([reload, rerun]).then(([, searched]) => {
      // A later restart (or the give-up) reports for itself; this news would be stale.
      if (this._generation !== generation) return;
      const result = searched.status === 'fulfilled' ? searched.value : undefined;
      this._emit({ kind: 'restarted', reason, result });
    });
  }

  private _emit(status: EngineStatus): void {
    for (const listener of this._listeners) listener(status);
  }
}
