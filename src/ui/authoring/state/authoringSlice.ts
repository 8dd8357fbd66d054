import { DEFAULT_PAGE_SIZE, type LabelledQuery } from '../../../engine/core';
import { IDLE, messageOf } from '../../shared/request';
import type { GetState, SetState } from '../../shared/slice';
import { DEFAULT_VIEW } from '../../shared/view';
import {
  type AuthoringReads,
  type AuthoringSync,
  type AuthoringWrites,
  activeSetOf,
  createContext,
} from './authoringContext';
import { createEdits } from './authoringEdits';
import { createFixActions } from './authoringFixes';
import { createRuns } from './authoringRuns';
import type { AuthoringEngine, AuthoringState, AuthoringTab, QuerySet } from './authoringTypes';
import { applyMark, MARKED_SET_NAME } from './markResult';

/**
 * The authoring slice of the store: query sets, evaluation, live edits, comparisons
 * and lint. appStore.ts composes it; panels see its values and actions through props only.
 */

/** The cut-off a fresh workspace counts at: the search_tools page's default length. */
const DEFAULT_K = DEFAULT_PAGE_SIZE;

/** Longer names would not fit the set picker; a file name rarely comes close. */
const MAX_SET_NAME = 120;

/** An id not yet used by a set: the name's letters, numbered when taken. */
const uniqueSetId = (name: string, taken: readonly string[]): string => {
  const base =
    name
      .toLowerCase()
      .replace(/\.(json|csv)$/, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'set';
  let id = base;
  for (let n = 2; taken.includes(id); n++) id = `${base}-${n}`;
  return id;
};

export const createAuthoringSlice = (
  engine: AuthoringEngine,
  set: SetState<AuthoringWrites>,
  get: GetState<AuthoringReads>,
  sync: AuthoringSync,
): AuthoringState => {
  const ctx = createContext(engine, set, get, sync);
  const runs = createRuns(ctx);
  const edits = createEdits(ctx);

  const addSet = (name: string, queries: LabelledQuery[], id?: string) => {
    const taken = ctx.state().querySets.map((each) => each.id);
    const querySet: QuerySet = { id: id ?? uniqueSetId(name, taken), name, revision: 1, queries };
    ctx.patch((s) => ({
      querySets: [...s.querySets.filter((each) => each.id !== querySet.id), querySet],
      activeSet: querySet.id,
      querySetErrors: undefined,
    }));
    ctx.state().actions.ensure();
  };

  /** Changes the active set's queries and bumps its revision. */
  const changeActive = (change: (queries: LabelledQuery[]) => LabelledQuery[]) => {
    ctx.patch((s) => ({
      querySets: s.querySets.map((each) =>
        each.id === s.activeSet
          ? { ...each, revision: each.revision + 1, queries: change(each.queries) }
          : each,
      ),
    }));
    ctx.state().actions.ensure();
  };

  /** The tab is the view's (`eval=` in the address), so a link or Back reopens it. */
  const setTab = (tab: AuthoringTab) => {
    if (ctx.get().view.evaluateTab !== tab) {
      ctx.set((s) => ({ view: { ...s.view, evaluateTab: tab } }));
    }
    runs.ensure();
  };

  return {
    querySets: [],
    activeSet: undefined,
    k: DEFAULT_K,
    histories: {},
    evaluation: IDLE,
    targetEvaluation: IDLE,
    fixes: IDLE,
    querySetErrors: undefined,
    catalogKey: undefined,
    catalogSeq: 0,
    editVersion: 0,
    reapplying: false,
    editor: undefined,
    editError: undefined,
    editing: false,
    compare: {
      mode: 'configs',
      // The page's own ranker against the design's (docs/design/search.md): what toollens changes
      // is the first question.
      a: { ranker: 'seed' },
      b: { ranker: DEFAULT_VIEW.ranker },
      result: IDLE,
    },
    lint: { result: IDLE, severity: 'all' },
    imported: undefined,
    catalogSettings: {},
    settingsView: undefined,
    settingsError: undefined,
    proposals: undefined,
    storageWarning: undefined,
    actions: {
      ...edits,
      ...createFixActions(ctx),
      setTab,
      setK: (k) => {
        ctx.patch({ k });
        runs.ensure();
      },
      selectSet: (id) => {
        ctx.patch({ activeSet: id });
        runs.ensure();
      },
      addDemoSet: async () => {
        try {
          addSet('Demo catalog queries', await sync.ask('demoQuerySet', []), 'demo');
        } catch (error) {
          ctx.patch({ querySetErrors: { source: 'demo', errors: [messageOf(error)] } });
        }
      },
      importQuerySet: async (fileName, text) => {
        try {
          const read = await engine.call('readQuerySetText', text, fileName);
          if (!read.ok) {
            ctx.patch({ querySetErrors: { source: fileName, errors: read.errors } });
            return false;
          }
          addSet(fileName, read.queries);
          return true;
        } catch (error) {
          ctx.patch({ querySetErrors: { source: fileName, errors: [messageOf(error)] } });
          return false;
        }
      },
      exportQuerySet: async (format) => {
        const active = activeSetOf(ctx.state());
        return active && engine.call('exportQuerySet', active.queries, format);
      },
      newQuerySet: (name) => {
        addSet(name, []);
        setTab('set');
      },
      saveQuery: (query, replaces) =>
        changeActive((queries) =>
          replaces === undefined
            ? [...queries, query]
            : queries.map((each) => (each.id === replaces ? query : each)),
        ),
      deleteQuery: (id) => changeActive((queries) => queries.filter((each) => each.id !== id)),
      markResult: (query, tool, mark) => {
        if (query.trim() === '') return;
        if (!activeSetOf(ctx.state())) {
          if (mark === undefined) return;
          // No set open: reuse the one marking made before, else start it.
          const earlier = ctx.state().querySets.find((each) => each.name === MARKED_SET_NAME);
          if (earlier) ctx.patch({ activeSet: earlier.id });
          else addSet(MARKED_SET_NAME, []);
        }
        changeActive((queries) => applyMark(queries, query, tool, mark));
      },
      renameSet: (id, name) => {
        const trimmed = name.trim();
        if (trimmed === '') return 'A query set needs a name.';
        if (trimmed.length > MAX_SET_NAME) {
          return `A query set's name can have at most ${MAX_SET_NAME} characters.`;
        }
        const sets = ctx.state().querySets;
        if (!sets.some((each) => each.id === id)) return 'That query set no longer exists.';
        if (sets.some((each) => each.id !== id && each.name === trimmed)) {
          return `Another query set is already called "${trimmed}".`;
        }
        // The id stays: it is what the saved workspace, the active set and share links refer to.
        ctx.patch((s) => ({
          querySets: s.querySets.map((each) =>
            each.id === id ? { ...each, name: trimmed } : each,
          ),
        }));
        return undefined;
      },
      deleteSet: (id) =>
        ctx.patch((s) => {
          const querySets = s.querySets.filter((each) => each.id !== id);
          const activeSet = s.activeSet === id ? querySets[0]?.id : s.activeSet;
          return { querySets, activeSet, evaluation: IDLE };
        }),
      dismissQuerySetErrors: () => ctx.patch({ querySetErrors: undefined }),
      exportCatalog: () => engine.call('exportCatalog'),
      setCompare: (patch) => {
        ctx.patch((s) => ({ compare: { ...s.compare, ...patch } }));
        runs.ensure();
      },
      updateCompareConfig: (side, update) => {
        ctx.patch((s) => ({ compare: { ...s.compare, [side]: update(s.compare[side]) } }));
        runs.ensure();
      },
      setLintSeverity: (severity) => ctx.patch((s) => ({ lint: { ...s.lint, severity } })),
      ensure: runs.ensure,
      retry: runs.retry,
      askFixes: runs.fixes,
      catalogImported: (name, text) => ctx.patch({ imported: { name, text } }),
      restore: (work) => {
        ctx.patch((s) => ({
          querySets: work.querySets ?? s.querySets,
          activeSet: work.activeSet ?? s.activeSet,
          k: work.k ?? s.k,
          histories: work.histories ?? s.histories,
          compare: work.compare ? { ...s.compare, ...work.compare } : s.compare,
          catalogSettings: work.catalogSettings ?? s.catalogSettings,
        }));
        runs.ensure();
      },
      setStorageWarning: (storageWarning) => ctx.patch({ storageWarning }),
    },
  };
};
