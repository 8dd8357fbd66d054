import type {
  CatalogSettings,
  Comparison,
  EvalReport,
  Finding,
  HeldChange,
  LabelledQuery,
  ScaffoldingProposal,
  Severity,
  ToolText,
} from '../../../engine/core';
import type {
  CatalogSettingsView,
  CompareConfig,
  FixesAnswer,
  NameFixesAnswer,
  NameMiss,
  ToolDetail,
} from '../../../worker/boundary';
import type { Engine } from '../../../worker/EngineClient';
import type { RequestState } from '../../shared/request';
import type { EvaluateTab } from '../../shared/view';
import type { EditHistory } from './editHistory';
import type { ResultMark } from './markResult';

/**
 * The Evaluate panel's state: query sets, their evaluation, tool edits with undo,
 * comparisons and the lint report. The engine computes every figure; this slice only asks for
 * them when their inputs change and keeps the user's work (sets, edits) as plain data, which
 * the workspace module persists.
 */

/** The engine calls the slice makes; EngineClient in the page, a fake in tests. */
export type AuthoringEngine = Pick<Engine, 'call'>;

/** A named query set. `revision` grows with every change, so an evaluation knows it is stale. */
export type QuerySet = { id: string; name: string; revision: number; queries: LabelledQuery[] };

/** The Evaluate panel's views (kept in the address: see `View.evaluateTab`). */
export type AuthoringTab = EvaluateTab;

export type Evaluation = {
  report: EvalReport;
  /** The report before the last edit, undo or redo: what the movement (↑/↓) is read against. */
  previous: EvalReport | undefined;
  /** Set, k, ranker and catalog; a change of any of them starts a fresh baseline. */
  base: string;
  /** `base` plus the edit version. */
  key: string;
};

/** Two configurations on the current catalog, or the catalog as loaded against as edited. */
type CompareMode = 'configs' | 'versions';

export type CompareState = {
  mode: CompareMode;
  /** The two configurations of the `configs` mode: ranker, field weights, excerpt settings. */
  a: CompareConfig;
  b: CompareConfig;
  result: RequestState<{ key: string; comparison: Comparison }>;
};

export type LintState = {
  result: RequestState<{ key: string; findings: Finding[] }>;
  severity: Severity | 'all';
};

/** An imported catalog's text, kept so a reload (or a workspace file) can load it again. */
export type ImportedCatalog = { name: string; text: string };

export type AuthoringActions = {
  setTab: (tab: AuthoringTab) => void;
  /** The cut-off that counts: recall@k, pass or fail, and must-not checks. */
  setK: (k: number) => void;
  selectSet: (id: string) => void;
  /** Adds the query set written for the demo catalog and makes it active. */
  addDemoSet: () => Promise<void>;
  /** A JSON (`[{id, query, relevant}]`) or CSV (`query,tool[,grade]`) file. */
  importQuerySet: (fileName: string, text: string) => Promise<boolean>;
  exportQuerySet: (format: 'json' | 'csv') => Promise<string | undefined>;
  newQuerySet: (name: string) => void;
  /** Adds a query, or replaces the one whose id is `replaces`. */
  saveQuery: (query: LabelledQuery, replaces?: string) => void;
  deleteQuery: (id: string) => void;
  /**
   * Marks a search result relevant or not relevant (undefined: unmarked) for a query, in the
   * active set; with no set open, in a new one (MARKED_SET_NAME). The query's entry is updated,
   * never duplicated.
   */
  markResult: (query: string, tool: string, mark: ResultMark | undefined) => void;
  /** Renames a set; returns what is wrong with the name (empty, too long, taken), if anything. */
  renameSet: (id: string, name: string) => string | undefined;
  deleteSet: (id: string) => void;
  dismissQuerySetErrors: () => void;

  /**
   * Opens a tool in the editor (and the Evaluate panel, where its queries re-run, unless `stay`:
   * a fix applied from another panel edits the tool where the author is).
   */
  openEditor: (name: string, options?: { stay?: boolean }) => Promise<void>;
  closeEditor: () => void;
  /** Re-indexes the edited tool; false (with `editError`) when the engine refused it. */
  saveEdit: (text: ToolText) => Promise<boolean>;
  /**
   * Saves a fix's text of the tool `name` as an ordinary edit (in the log, undone like any), one
   * edit a tool, in order; false (with `editError`) at the first the engine refused.
   */
  applyFixes: (texts: readonly { name: string; text: ToolText }[]) => Promise<boolean>;
  /** Asks for the Fixes view's proposals (its one request and cache) when not yet asked. */
  askFixes: () => void;
  /**
   * The findability card's fixes for the forms of `name` the agents miss (the worker's
   * `nameFixes`, through the page's cache); the card shows a failure itself.
   */
  askNameFixes: (
    name: string,
    misses: readonly NameMiss[],
    signal: AbortSignal,
  ) => Promise<NameFixesAnswer>;
  undo: () => Promise<void>;
  redo: () => Promise<void>;
  dismissEditError: () => void;
  /** The edited catalog as text, in the format it was imported in. */
  exportCatalog: () => Promise<string>;

  setCompare: (patch: Partial<Pick<CompareState, 'mode' | 'a' | 'b'>>) => void;
  /**
   * Changes one side of the comparison from its current value: settings typed in quick
   * succession each apply to the latest configuration, not to the one they were typed against.
   */
  updateCompareConfig: (side: 'a' | 'b', update: (config: CompareConfig) => CompareConfig) => void;
  setLintSeverity: (severity: Severity | 'all') => void;

  /** Asks the engine for whatever the visible view needs and no longer has. */
  ensure: () => void;
  /** Asks again for a run that failed (or was lost with the worker). */
  retry: (run: 'evaluate' | 'compare' | 'lint' | 'fixes') => void;
  /** A catalog finished loading: re-applies its saved edits and starts fresh baselines. */
  catalogChanged: () => Promise<void>;
  /**
   * Runs a change the catalog's source made (a connected server's tools/list_changed), in
   * order with the user's edits, then refreshes what shows the catalog as after a live edit:
   * the evaluation is read against the one before (its ↑/↓).
   */
  applyLive: (run: () => Promise<void>) => Promise<void>;
  /** Remembers an imported catalog's text, for persistence. */
  catalogImported: (name: string, text: string) => void;
  /** Replaces the user's work with saved work (a reload, a workspace file, a share link). */
  restore: (work: Partial<SavedWork>) => void;
  setStorageWarning: (message: string | undefined) => void;

  /** Applies and keeps the loaded catalog's settings: scaffolding marks, capability line. */
  setCatalogSettings: (settings: CatalogSettings) => Promise<void>;
  /** Asks the worker for the settings view (roots, line, tokens) when it is not here yet. */
  ensureSettingsView: () => Promise<void>;
  /** Asks for scaffolding candidates (catalogSettingsReport.ts's rule); shown, never applied. */
  proposeScaffolding: () => Promise<void>;
  dismissProposals: () => void;
};

/** The user's work as it is persisted and exported. */
export type SavedWork = {
  querySets: QuerySet[];
  activeSet: string | undefined;
  k: number;
  histories: Record<string, EditHistory>;
  /** The two configurations of the Compare view; absent in work saved before they existed. */
  compare?: CompareConfigs;
  /** Each catalog's settings (scaffolding, capability line), by catalog key like `histories`. */
  catalogSettings?: Record<string, CatalogSettings>;
};

/** The Compare view's two sides, as saved with the work. */
export type CompareConfigs = { a: CompareConfig; b: CompareConfig };

/** The open set under each chosen agent target, for Evaluate's target table and grid. */
export type TargetEvaluation = { key: string; reports: EvalReport[] };

/** The fix proposals for the open set under the view's targets (the Fixes view). */
export type FixesRun = { key: string; answer: FixesAnswer };

export type AuthoringState = SavedWork & {
  /** Asked when the Fixes view is shown (it takes seconds), then again on each new catalog revision. */
  fixes: RequestState<FixesRun>;
  evaluation: RequestState<Evaluation>;
  /** The open set under the view's agent targets, asked with the evaluation when any is chosen. */
  targetEvaluation: RequestState<TargetEvaluation>;
  querySetErrors: { source: string; errors: string[] } | undefined;
  /** The loaded catalog's key (editHistory.catalogKeyOf) and load count. */
  catalogKey: string | undefined;
  catalogSeq: number;
  /** Grows with every edit, undo or redo: the engine's catalog changed. */
  editVersion: number;
  /** True while saved edits are re-applied to a fresh catalog: nothing is evaluated meanwhile. */
  reapplying: boolean;
  /** The tool open in the editor, as the worker holds it now. */
  editor: ToolDetail | undefined;
  editError: string | undefined;
  /** An edit, undo or redo is on its way to the worker. */
  editing: boolean;
  compare: CompareState;
  lint: LintState;
  imported: ImportedCatalog | undefined;
  /** The loaded catalog's settings as the worker applied them, with the roots and the line. */
  settingsView: CatalogSettingsView | undefined;
  settingsError: string | undefined;
  /** Scaffolding candidates, once asked for. */
  proposals: ScaffoldingProposal[] | undefined;
  /** The workspace store fell back to memory: shown in the shell until dismissed. */
  storageWarning: string | undefined;
  actions: AuthoringActions;
};

/** A server change not applied because the user's edit holds the tool. */
export type LiveConflict = {
  /** The catalog's source, `mcp:<name>@<version>`. */
  source: string;
  /** The tool's name on the server. */
  tool: string;
  /** Its name in the catalog now (the user may have renamed it). */
  name: string;
  kind: HeldChange['kind'];
  /** The server's description now (a change), for the user to read and take. */
  description?: string;
};
