import type { Catalog, CatalogSettings, Tool } from '../../engine';
import { ToolIndex, ToollensError } from '../../engine';

/**
 * The worker's one piece of state: the loaded catalog and its index, which live editing
 * changes in place. Every API module reads it through these functions.
 */
type Loaded = {
  catalog: Catalog;
  index: ToolIndex;
  original?: ToolIndex;
  /**
   * The user's catalog settings (scaffolding, capability line) once any were set, and the tools
   * as they would be without them (with edits), so a changed setting is applied afresh
   * (settingsApi.ts). Both start empty with every load.
   */
  settings?: CatalogSettings;
  base?: Tool[];
  /**
   * A connected server's tool list as last applied, by name (liveApi.ts): what its next list is
   * compared with. Starts as the catalog loaded.
   */
  served?: Map<string, Tool>;
  /** The catalog as currentCatalog last gave it, and the index version it was made at. */
  current?: { version: number; catalog: Catalog };
};

let loaded: Loaded | undefined;
const replaced = new Set<() => void>();

export const setLoaded = (catalog: Catalog, index: ToolIndex): void => {
  loaded = { catalog, index };
  for (const listener of replaced) listener();
};

/**
 * Calls `listener` whenever a catalog is loaded, so what a module keeps built over the one
 * before (the agent targets) is let go at once rather than at its next use.
 */
export const onCatalogLoaded = (listener: () => void): void => {
  replaced.add(listener);
};

export const requireLoaded = (): Loaded => {
  if (!loaded) throw new ToollensError('toollens worker: no catalog is loaded', 'not-loaded');
  return loaded;
};

/** The catalog with every in-place edit applied. */
export const currentCatalog = (): Catalog => {
  const state = requireLoaded();
  const { catalog, index, settings } = state;
  // One object per version of the index: what is derived from a catalog's tools (its capability
  // line, planned once per tools array) is not derived again for every request.
  const lineBudget = settings?.lineBudget;
  const kept = state.current;
  if (kept && kept.version === index.version && kept.catalog.lineBudget === lineBudget) {
    return kept.catalog;
  }
  const current: Catalog = { ...catalog, tools: index.tools };
  if (lineBudget !== undefined) current.lineBudget = lineBudget;
  state.current = { version: index.version, catalog: current };
  return current;
};

/**
 * An index of the catalog as it was loaded, before any edit, for comparing versions. Built on
 * first use, so loading a catalog never pays for it.
 */
export const originalIndex = (): ToolIndex => {
  const state = requireLoaded();
  state.original ??= new ToolIndex(state.catalog);
  return state.original;
};
