import { useEffect, useSyncExternalStore } from 'react';
import { isDemoCatalog } from '../../shared/view';
import {
  DEMO_PLAN,
  drawQueries,
  OWN_BUDGET,
  OWN_TURNS,
  type OwnTour,
  type QueriesFrom,
  readDrawnTools,
  type TourPlan,
  usableSet,
} from '../../tour';
import type { AppStore } from '../store/appStore';
import { formatHash } from '../url/viewHash';

/**
 * The tour's plan for the catalog that is loaded: the demo's on the demo catalog; on any other,
 * the own tour, prepared once per catalog: its queries (the open query set when it names this
 * catalog's tools, else drawn from the tools' descriptions), and a simulated agent over them,
 * built by the Timeline's own "Simulate an agent" action and saved with the user's sessions.
 */

export type PlanState =
  | { kind: 'ready'; plan: TourPlan }
  | { kind: 'preparing'; source: string }
  | { kind: 'failed'; source: string; message: string };

const plans = new Map<string, PlanState>();
const listeners = new Set<() => void>();
const tell = () => {
  for (const listener of listeners) listener();
};

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/\.(json|csv)$/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'catalog';

const keyOf = (store: AppStore): string | undefined => {
  const { view, catalog } = store.getState();
  if (isDemoCatalog(view.catalog) || !catalog) return undefined;
  return `${view.catalog.kind}:${view.catalog.name}:${catalog.source}:${catalog.tools}`;
};

const prepare = async (store: AppStore, key: string): Promise<void> => {
  const { catalog, authoring, session } = store.getState();
  if (!catalog) return;
  const source = catalog.source;
  const tools = readDrawnTools(await authoring.actions.exportCatalog());
  const names = new Set(tools.map((tool) => tool.name));
  const open = authoring.querySets.find((set) => set.id === authoring.activeSet);
  const fromSet = open && usableSet(open.queries, names);
  const queries =
    fromSet && open ? open.queries.slice(0, OWN_TURNS) : drawQueries(tools, OWN_TURNS);
  const from: QueriesFrom =
    fromSet && open ? { kind: 'set', name: open.name } : { kind: 'descriptions' };
  const first = queries[0];
  if (!first) throw new Error(`${source} has no tool to draw a query from.`);
  const scenario = `tour-${slug(source)}`;
  // The simulation opens its session (a new history entry): the tour's entry names it first, so
  // that opening changes nothing and Back still leaves the tour from its first step.
  const now = store.getState().view;
  if (now.demo !== undefined && (now.scenario !== scenario || now.turn !== 1)) {
    const next = { ...now, scenario, turn: 1 };
    window.history.replaceState(null, '', formatHash(next));
    store.getState().actions.applyView(next);
  }
  const done = await session.actions.simulate({
    queries,
    strategy: 'top1',
    budget: OWN_BUDGET,
    name: scenario,
    title: `The tour’s agent on ${source}`,
  });
  if (!done) throw new Error(store.getState().session.simulateError ?? 'the simulation failed');
  const plan: OwnTour = {
    kind: 'own',
    source,
    tools: catalog.tools,
    query: first.query,
    scenario,
    turns: queries.length,
    from,
  };
  plans.set(key, { kind: 'ready', plan });
  tell();
};

/** Starts preparing the own tour for the loaded catalog, once. */
const ensure = (store: AppStore, key: string) => {
  if (plans.has(key)) return;
  const source = store.getState().catalog?.source ?? '';
  plans.set(key, { kind: 'preparing', source });
  prepare(store, key).catch((error: unknown) => {
    plans.set(key, {
      kind: 'failed',
      source,
      message: error instanceof Error ? error.message : String(error),
    });
    tell();
  });
};

const READY_DEMO: PlanState = { kind: 'ready', plan: DEMO_PLAN };
const PREPARING: PlanState = { kind: 'preparing', source: '' };

/** The plan for the catalog that is loaded, while a tour is on (the demo's otherwise). */
export const useTourPlan = (store: AppStore, touring: boolean): PlanState => {
  const state = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      const unsubscribe = store.subscribe(listener);
      return () => {
        listeners.delete(listener);
        unsubscribe();
      };
    },
    () => {
      const key = keyOf(store);
      return key === undefined ? READY_DEMO : (plans.get(key) ?? PREPARING);
    },
  );
  useEffect(() => {
    const key = keyOf(store);
    if (touring && key !== undefined) ensure(store, key);
  });
  return state;
};

/** What the tour says while its plan is not ready: preparing, or why it could not. */
export const preparingText = (state: PlanState): string =>
  state.kind === 'failed'
    ? `The tour could not be prepared on ${state.source}: ${state.message}`
    : 'Preparing the tour on your catalog: drawing its queries and simulating an agent…';
