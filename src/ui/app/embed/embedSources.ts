import { sessionScenario } from '../../replay';
import { type AppState, type AppStore, startApp } from '../store/appStore';
import { type EmbedPanel, type EmbedSources, READS_QUERIES, READS_TRANSCRIPT } from './embedMode';
import { type Fetched, type FetchOptions, fetchLimited } from './fetchLimited';

/**
 * Loads what an embed URL names into the store, in order: the catalog (from its URL, else the
 * built-in the view names), then the transcript or query set the panel reads. Each goes through
 * the store's own actions, so the worker parses it exactly as a file the user opened (the
 * importer, parseTranscript, readQuerySetText). What failed is kept as `EmbedFailure`s, each
 * naming the URL as the embed wrote it; the store's own error slots are cleared, so the panel
 * does not repeat them.
 */

type EmbedSourceKind = 'catalog' | 'transcript' | 'query set';

export type EmbedFailure = { what: EmbedSourceKind; url: string; problems: string[] };

/** What the embed shows instead of its panel while it fetches, and what went wrong. */
export type EmbedStatus = { loading: string | undefined; failures: EmbedFailure[] };

/** A tiny observable for the status: React reads it with useSyncExternalStore. */
export type EmbedStatusStore = {
  get: () => EmbedStatus;
  subscribe: (listener: () => void) => () => void;
  set: (patch: Partial<EmbedStatus>) => void;
};

export const createEmbedStatus = (
  initial: EmbedStatus = { loading: undefined, failures: [] },
): EmbedStatusStore => {
  let status = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => status,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (patch) => {
      status = { ...status, ...patch };
      for (const listener of listeners) listener();
    },
  };
};

export type Fetcher = (url: URL, options: FetchOptions) => Promise<Fetched>;

/** The page the embed runs in: relative URLs resolve against `href`. */
export type EmbedPage = { href: string; origin: string };

/** The last path segment, which names the text to the importer (its format) and the bar. */
const fileNameOf = (url: URL): string => {
  const last = url.pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last) || url.host;
  } catch {
    return last || url.host;
  }
};

/** Resolves once the store satisfies `ready`. */
const until = (store: AppStore, ready: (state: AppState) => boolean): Promise<void> =>
  new Promise((resolve) => {
    if (ready(store.getState())) {
      resolve();
      return;
    }
    const stop = store.subscribe((state) => {
      if (!ready(state)) return;
      stop();
      resolve();
    });
  });

/** The session lists are read: a transcript imported before would be overwritten by them. */
const sessionReady = (state: AppState) =>
  state.session.savedLoaded &&
  (state.session.scenarios.status === 'ok' || state.session.scenarios.status === 'error');

/** The replay shown is the scenario the view names (or it failed). */
const replayedShown = (state: AppState) => {
  const { replay } = state.session;
  if (replay.status === 'error') return true;
  const shown = sessionScenario(state).entry?.transcript.name;
  return replay.status === 'ok' && replay.value.transcript.name === shown;
};

export const loadEmbedSources = async (
  store: AppStore,
  panel: EmbedPanel,
  sources: EmbedSources,
  page: EmbedPage,
  status: EmbedStatusStore,
  fetcher: Fetcher = fetchLimited,
): Promise<void> => {
  const fail = (what: EmbedSourceKind, url: string, problems: string[]) => {
    status.set({
      loading: undefined,
      failures: [...status.get().failures, { what, url, problems }],
    });
  };
  /** The text at `raw`, or undefined after its failure was recorded. */
  const fetchText = async (what: EmbedSourceKind, raw: string) => {
    let url: URL;
    try {
      url = new URL(raw, page.href);
    } catch {
      fail(what, raw, ['this is not a URL']);
      return undefined;
    }
    status.set({ loading: `Loading the ${what} from ${raw}…` });
    const fetched = await fetcher(url, { what, origin: page.origin });
    if (!fetched.ok) {
      fail(what, raw, [fetched.message]);
      return undefined;
    }
    return { name: fileNameOf(url), text: fetched.text };
  };

  if (sources.catalog) {
    const fetched = await fetchText('catalog', sources.catalog);
    if (!fetched) return;
    await store.getState().actions.loadCatalogText(fetched.name, fetched.text);
    const { importFailure, catalog, actions } = store.getState();
    if (importFailure || !catalog) {
      actions.dismissImportFailure();
      fail('catalog', sources.catalog, importFailure?.issues.map((issue) => issue.text) ?? []);
      return;
    }
  } else {
    status.set({ loading: 'Loading the catalog…' });
    await startApp(store);
  }

  if (sources.transcript && READS_TRANSCRIPT.includes(panel)) {
    // An import opens the transcript at its first turn; the URL's turn is kept.
    const { turn } = store.getState().view;
    const fetched = await fetchText('transcript', sources.transcript);
    if (!fetched) return;
    await until(store, sessionReady);
    const session = store.getState().session;
    if (!(await session.actions.importTranscript(fetched.name, fetched.text))) {
      const errors = store.getState().session.transcriptErrors?.errors ?? [];
      session.actions.dismissTranscriptErrors();
      fail('transcript', sources.transcript, errors);
      return;
    }
    if (turn !== 1) store.getState().actions.setView({ turn });
    // The panel shows once this transcript is replayed, not the demo replayed before it.
    await until(store, replayedShown);
  }

  if (sources.queries && READS_QUERIES.includes(panel)) {
    const fetched = await fetchText('query set', sources.queries);
    if (!fetched) return;
    const authoring = store.getState().authoring;
    if (!(await authoring.actions.importQuerySet(fetched.name, fetched.text))) {
      const errors = store.getState().authoring.querySetErrors?.errors ?? [];
      authoring.actions.dismissQuerySetErrors();
      fail('query set', sources.queries, errors);
      return;
    }
  }
  status.set({ loading: undefined });
};
