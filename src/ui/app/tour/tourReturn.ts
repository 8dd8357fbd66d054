import { type CatalogChoice, isDemoCatalog, type View } from '../../shared/view';

/**
 * The way back from the tour. On a catalog of the viewer's own the tour tells its story on that
 * catalog (ownSteps.ts), changing the query, panel and session as it goes; whoever starts it
 * there gets the view they left (query, filters, ranker, panel) back when it ends. The catalog
 * stays loaded and a live connection stays open; a catalog that was changed meanwhile (a link
 * to the demo's step) is loaded again as on a reload, and a connection saved by an older tour
 * is opened again.
 *
 * What to go back to is taken when the tour starts and saved with the workspace, so a reload
 * mid-tour resumes the tour and still goes back when it ends. It ends by Finish, Leave or Esc,
 * or Back out of its first step: every way drops `demo` from the view, which is what is watched.
 * Framework-free: the page wires it to the store, the workspace and the connection.
 */

/** What the tour goes back to, as saved: the view as its address, the server by URL. */
export type SavedReturn = { view: string; connection?: string };

export type ReturnState =
  | { kind: 'none' }
  /** A tour is on, and `catalog` comes back when it ends. */
  | { kind: 'touring'; catalog: string; connection: string | undefined }
  /** The catalog came back, the connection did not: `message` says why, and Retry tries again. */
  | { kind: 'reconnectFailed'; catalog: string; url: string; message: string };

export type TourReturnDeps = {
  getView: () => View;
  /** Calls `listener` with the view and the one before it after every store change. */
  subscribe: (listener: (view: View, previous: View) => void) => () => void;
  /** The live server's URL while connected to one. */
  connection: () => string | undefined;
  /** Shows `view` and loads the catalog it names, as a reload does. */
  open: (view: View) => Promise<void>;
  /** Shows `view` on the catalog that is loaded. */
  show: (view: View) => void;
  /** Connects to `url` again; resolves undefined, or what failed. */
  reconnect: (url: string) => Promise<string | undefined>;
  /** The saved way back, as storage holds it: checked here. */
  load: () => Promise<unknown>;
  save: (saved: SavedReturn | undefined) => void;
  format: (view: View) => string;
  parse: (hash: string) => View;
};

/** A saved way back, or undefined for anything else (a damaged or older item is dropped). */
const readSaved = (value: unknown): SavedReturn | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { view, connection } = value as Record<string, unknown>;
  if (typeof view !== 'string') return undefined;
  return typeof connection === 'string' ? { view, connection } : { view };
};

export type TourReturn = ReturnType<typeof createTourReturn>;

const sameCatalog = (a: CatalogChoice, b: CatalogChoice) => a.kind === b.kind && a.name === b.name;

export const createTourReturn = (deps: TourReturnDeps) => {
  let back: { view: View; connection: string | undefined } | undefined;
  let state: ReturnState = { kind: 'none' };
  const listeners = new Set<() => void>();
  /** Bumped by every start and end, so a late step of an older restore stops. */
  let generation = 0;

  const show = (next: ReturnState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const touring = () => {
    if (back)
      show({ kind: 'touring', catalog: back.view.catalog.name, connection: back.connection });
  };
  const keep = (next: typeof back) => {
    back = next;
    deps.save(
      next && {
        view: deps.format(next.view),
        ...(next.connection ? { connection: next.connection } : {}),
      },
    );
  };

  const reconnect = async (url: string, catalog: string, mine: number) => {
    const failure = await deps.reconnect(url);
    if (mine !== generation) return;
    show(
      failure === undefined
        ? { kind: 'none' }
        : { kind: 'reconnectFailed', catalog, url, message: failure },
    );
  };

  /** Goes back to what the tour started from; the connection after the catalog is shown. */
  const restore = async () => {
    const to = back;
    if (!to) return;
    const mine = ++generation;
    back = undefined;
    show({ kind: 'none' });
    if (sameCatalog(deps.getView().catalog, to.view.catalog)) deps.show(to.view);
    else await deps.open(to.view);
    // Forgotten once the catalog is back: a reload before this still goes back.
    if (mine === generation && !back) deps.save(undefined);
    if (mine === generation && to.connection)
      await reconnect(to.connection, to.view.catalog.name, mine);
  };

  const onChange = (view: View, previous: View) => {
    if (previous.demo === undefined && view.demo !== undefined) {
      if (isDemoCatalog(previous.catalog)) return;
      generation += 1;
      // The tour runs on this catalog: the connection stays open, nothing to reconnect.
      keep({ view: { ...previous, presenter: false }, connection: undefined });
      touring();
    } else if (previous.demo !== undefined && view.demo === undefined) {
      // Outside the store's notification: the restore changes the view again.
      if (back) setTimeout(() => void restore(), 0);
    } else if (
      back &&
      view.demo !== undefined &&
      !isDemoCatalog(view.catalog) &&
      !sameCatalog(view.catalog, previous.catalog)
    ) {
      // The user picked another catalog during the tour: that choice stands.
      keep(undefined);
      show({ kind: 'none' });
    }
  };

  return {
    /** Watches the view; takes in a saved way back if the page opened mid-tour. */
    start: async () => {
      const unsubscribe = deps.subscribe(onChange);
      const saved = readSaved(await deps.load());
      if (back || !saved) return unsubscribe;
      // A saved way back outside a tour is left from a tour that already ended.
      if (deps.getView().demo === undefined) deps.save(undefined);
      else {
        back = { view: deps.parse(saved.view), connection: saved.connection };
        touring();
      }
      return unsubscribe;
    },
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Retry after a failed reconnection. */
    retry: () => {
      if (state.kind !== 'reconnectFailed') return Promise.resolve();
      const { url, catalog } = state;
      return reconnect(url, catalog, ++generation);
    },
    dismiss: () => {
      if (state.kind === 'reconnectFailed') show({ kind: 'none' });
    },
  };
};
