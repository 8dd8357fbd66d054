import { proxy, type Remote, wrap } from 'comlink';
import type {
  CatalogSettings,
  Facets,
  Hit,
  PageOptions,
  SearchOptions,
  ToolSearchResult,
  WhyNot,
} from '../engine/core';
// Type-only: no worker code reaches the page bundle.
import type {
  BuiltInCatalog,
  CatalogRow,
  CatalogSettingsView,
  DeclarationTokens,
  EngineApi,
  LensView,
  LiveApplied,
  LoadResult,
  Progress,
  ReplayRequest,
  ReplayView,
  TokenCount,
  ToolChanges,
  ToolDetail,
  ToolEdit,
} from './boundary';
import { EngineUnavailableError } from './engineUnavailable';
import { type LatestWins, latestWins } from './latestWins';
import { type LoadRequest, RestoreState, type RestoreStep } from './restoreState';

/**
 * The page's handle on the engine worker. Searches are latest-wins; loads run in order.
 * If the worker dies (an `error` event, or a call unanswered within `timeoutMs`), the client
 * starts a fresh worker, brings it to the state the old one died in (restoreState.ts: the last
 * catalog load, the settings, a server's current list, the edited tools), re-runs the newest
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

export { EngineUnavailableError } from './engineUnavailable';

/** A request for one hit's view (lens, "Why not?"): the search it belongs to, and the tool. */
export type ToolRequest = { request: SearchOptions & PageOptions; name: string };

/** A count of `text`; `exact` loads the tokenizer if it is not loaded yet. */
type TokenRequest = { text: string; exact: boolean };

/** A request for the movement column: the search shown, and its hits' names in order. */
export type MovementRequest = { request: SearchOptions & PageOptions; names: readonly string[] };

/** Engine calls with no special client handling (loads, searches and edits have their own). */
type PlainCall = Exclude<
  keyof EngineApi,
  | 'search'
  | 'loadBuiltIn'
  | 'loadCatalogText'
  | 'updateTool'
  | 'applyToolChanges'
  | 'servedTool'
  | 'setCatalogSettings'
  | 'lens'
  | 'whyNot'
  | 'movementRanks'
  | 'countTokens'
  | 'replay'
>;
type Answer<K extends keyof EngineApi> = Awaited<ReturnType<EngineApi[K]>>;

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
  // The lens and "Why not?" follow the query keystroke by keystroke, like the search: only
  // their newest request matters, so they are latest-wins too and never queue up.
  private readonly _lenses: LatestWins<ToolRequest, { lens: LensView | undefined }>;
  private readonly _whyNots: LatestWins<ToolRequest, WhyNot>;
  // The movement column follows the shown page: only the newest page's ranks are wanted.
  private readonly _movements: LatestWins<MovementRequest, Hit['ranks'][]>;
  // The menu's token count also follows the query.
  private readonly _tokenCounts: LatestWins<TokenRequest, TokenCount>;
  private _generation: Generation | undefined;
  /** What a restarted worker is brought back to. */
  private readonly _restore = new RestoreState();
  /**
   * Settles once a restarted worker has its state back: calls that change the catalog wait for
   * it, so none lands between two steps of the restore.
   */
  private _restored: Promise<unknown> = Promise.resolve();
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
    this._lenses = latestWins(async ({ request, name }: ToolRequest) => ({
      lens: await this._call((remote) => remote.lens(request, name)),
    }));
    this._whyNots = latestWins(({ request, name }: ToolRequest) =>
      this._call<WhyNot>((remote) => remote.whyNot(request, name)),
    );
    this._movements = latestWins(({ request, names }: MovementRequest) =>
      this._call((remote) => remote.movementRanks(request, names)),
    );
    this._tokenCounts = latestWins(({ text, exact }: TokenRequest) =>
      this._call((remote) => remote.countTokens(text, exact)),
    );
    this._generation = this._spawn();
  }

  /** Resolves with the result, or `undefined` if a newer search superseded this one. */
  search(options: SearchOptions & PageOptions): Promise<ToolSearchResult | undefined> {
    return this._searches.run(options);
  }

  /** Loads a built-in catalog; `onProgress` hears indexing progress (the synthetic 10k). */
  loadBuiltIn(name: BuiltInCatalog, onProgress?: Progress): Promise<LoadResult> {
    return this._load({ kind: 'builtIn', name }, onProgress);
  }

  /**
   * Imports catalog text; on failure the worker keeps the catalog it had. `onProgress` hears
   * how many tools are indexed (large catalogs only). Each report also proves the worker alive,
   * so a long import is not mistaken for a hang.
   */
  loadCatalogText(text: string, sourceName: string, onProgress?: Progress): Promise<LoadResult> {
    return this._load({ kind: 'text', text, sourceName }, onProgress);
  }

  /** The loaded catalog's filter values and counts, for the chips. */
  facets(): Promise<Facets> {
    return this._call((remote) => remote.facets());
  }

  /** One row per tool, in catalog order. */
  catalogRows(): Promise<CatalogRow[]> {
    return this._call((remote) => remote.catalogRows());
  }

  /** Token counts of every declaration; the first call loads the tokenizer in the worker. */
  declarationTokens(): Promise<DeclarationTokens> {
    return this._call((remote) => remote.declarationTokens());
  }

  /**
   * The length of any text in tokens. `exact` loads the worker's tokenizer if needed; without
   * it the answer is the chars/4 estimate until something else has loaded the tokenizer.
   * Resolves `undefined` if a newer count superseded this one.
   */
  countTokens(text: string, exact = true): Promise<TokenCount | undefined> {
    return this._tokenCounts.run({ text, exact });
  }

  toolDetail(name: string): Promise<ToolDetail | undefined> {
    return this._call((remote) => remote.toolDetail(name));
  }

  /**
   * The lens of one hit for a search request. Resolves `undefined` if a newer lens request
   * superseded it, and `{ lens: undefined }` if the tool is not a hit of that search.
   */
  lens(request: SearchOptions & PageOptions, name: string) {
    return this._lenses.run({ request, name });
  }

  /** Why a tool is not among a search's results; `undefined` if superseded. */
  whyNot(request: SearchOptions & PageOptions, name: string): Promise<WhyNot | undefined> {
    return this._whyNots.run({ request, name });
  }

  /**
   * Each named hit's rank under every ranker, for a search whose page is shown (the movement
   * column), in the order named. Resolves `undefined` if a newer movement request superseded it.
   */
  movementRanks(
    request: SearchOptions & PageOptions,
    names: readonly string[],
  ): Promise<Hit['ranks'][] | undefined> {
    return this._movements.run({ request, names });
  }

  /**
   * Re-indexes one edited tool in the worker. The tool's newest version is remembered until the
   * next catalog load, so a restarted worker gets it back.
   */
  async updateTool(edit: ToolEdit): Promise<{ tools: number }> {
    await this._restored;
    const result = await this._call((remote) => remote.updateTool(edit));
    this._restore.edited(edit);
    return result;
  }

  /**
   * Applies a connected MCP server's new tool list in place (re-index, add, remove; the user's
   * edited tools held). Only the newest list is remembered for a restart, never their history.
   */
  async applyToolChanges(changes: ToolChanges): Promise<LiveApplied> {
    await this._restored;
    const applied = await this._call((remote) => remote.applyToolChanges(changes));
    this._restore.live(changes, applied);
    return applied;
  }

  /** The server's version of a tool as last listed. */
  servedTool(name: string) {
    return this._call((remote) => remote.servedTool(name));
  }

  /**
   * Applies the user's catalog settings (scaffolding, capability line) in the worker. Remembered
   * until the next catalog load, so a restarted worker gets them back before the edits.
   */
  async setCatalogSettings(settings: CatalogSettings): Promise<CatalogSettingsView> {
    await this._restored;
    const view = await this._call((remote) => remote.setCatalogSettings(settings));
    this._restore.settings(settings);
    return view;
  }

  /**
   * Replays a transcript. The worker says it is alive about once a second while it works, and
   * each word restarts the deadline, as a load's progress does: a long replay (bounded by the
   * engine's MAX_REPLAY_TURNS) is not taken for a dead worker and restarted again and again.
   */
  replay(request: ReplayRequest): Promise<ReplayView> {
    return this._call((remote, stillAlive) => remote.replay(request, proxy(stillAlive)));
  }

  /**
   * Any other engine call (evaluation, lint, …), answered in order under the same
   * deadline and restart rules. Typed from the worker's API, so a wrong name or argument is a
   * compile error.
   */
  call<K extends PlainCall>(method: K, ...args: Parameters<EngineApi[K]>): Promise<Answer<K>> {
    return this._call((remote) => {
      const invoke = remote[method] as unknown as (...values: unknown[]) => Promise<Answer<K>>;
      return invoke(...args);
    });
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
    this._lenses.cancel();
    this._whyNots.cancel();
    this._movements.cancel();
    this._tokenCounts.cancel();
    this._listeners.clear();
    this._retire(new EngineUnavailableError(this._failure, 'crashed'));
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

  private async _load(
    request: LoadRequest,
    onProgress?: Progress,
    restoring = false,
  ): Promise<LoadResult> {
    if (!restoring) await this._restored;
    // Progress travels on the proxy's own port, so a last report can arrive after the answer
    // (nothing orders two ports): once the load has answered, a late report is dropped, or it
    // would show the load as still running.
    let answered = false;
    const result = await this._call<LoadResult>((remote, stillAlive) => {
      const progress = (done: number, total: number) => {
        if (answered) return;
        stillAlive();
        onProgress?.(done, total);
      };
      // Passed by reference (a comlink proxy): the worker calls back into the page.
      return request.kind === 'builtIn'
        ? remote.loadBuiltIn(request.name, proxy(progress))
        : remote.loadCatalogText(request.text, request.sourceName, proxy(progress));
    }).finally(() => {
      answered = true;
    });
    if (result.ok && !restoring) this._restore.loaded(request);
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
      this._searches.cancel();
      this._emit({ kind: 'failed', reason });
      return;
    }

    const generation = this._spawn();
    this._generation = generation;
    const steps = this._restore.steps();
    const reload = this._replay(steps, generation);
    this._restored = reload.catch(() => undefined);
    // Without a catalog to restore the search goes at once; otherwise it waits for the restore
    // (a large catalog's load yields between batches, so a message sent now could overtake it).
    const rerun =
      steps.length > 0 ? reload.then(() => this._searches.rerun()) : this._searches.rerun();
    void Promise.allSettled([reload, rerun]).then(([, searched]) => {
      // A later restart (or the give-up) reports for itself; this news would be stale.
      if (this._generation !== generation) return;
      const result = searched.status === 'fulfilled' ? searched.value : undefined;
      this._emit({ kind: 'restarted', reason, result });
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
      if (step.kind === 'load') {
        const loaded = await this._load(step.request, undefined, true);
        if (!loaded.ok) return;
        continue;
      }
      await this._call<unknown>((remote) => {
        if (step.kind === 'settings') return remote.setCatalogSettings(step.settings);
        if (step.kind === 'live') return remote.applyToolChanges(step.changes);
        return remote.updateTool(step.edit);
      }).catch(() => undefined);
    }
  }

  private _emit(status: EngineStatus): void {
    for (const listener of this._listeners) listener(status);
  }
}
