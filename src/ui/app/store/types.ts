import type { Facets, Hit, WhyNot } from '../../../engine/core';
import type {
  BuiltInCatalog,
  CatalogRow,
  CatalogSummary,
  DeclarationTokens,
  FormattedIssue,
  LensView,
  SearchAnswer,
  ToolDetail,
} from '../../../worker/boundary';
import type { AuthoringState } from '../../authoring/state/authoringTypes';
import type { McpState } from '../../mcp/state/mcpSlice';
import type { SessionState } from '../../session/state/sessionTypes';
import type { RequestState } from '../../shared/request';
import type { View } from '../url/viewHash';
import type { SavedFailure, SavedFailureActions } from './savedFailures';

/** The engine the store calls: EngineClient in the page, a test engine in tests. */
export type { Engine } from '../../../worker/EngineClient';

export type Banner = { kind: 'restarted' | 'failed'; message: string; reason: string };

/** A catalog that could not be loaded; the previous catalog is still in use. */
export type ImportFailure = { source: string; issues: FormattedIssue[] };

/** A load in progress; `total` is 0 until the worker reports indexing progress. */
export type Loading = { source: string; done: number; total: number };

/** The dialogs over the page; at most one is open. */
export type Overlay = 'palette' | 'shortcuts' | 'paste' | 'share' | 'connect';

/**
 * The menu's length in tokens, for the text it was counted on (the menu may have moved on).
 * `estimated`: chars/4, because the tokenizer was not loaded (issue 19: a first visit does not
 * download it until a panel needs exact tokens or the user asks for them).
 */
export type MenuTokens = { text: string; tokens: number; tokenizer: string; estimated: boolean };

/** The lens of the selected tool; `view` is undefined when the tool is not among the hits. */
export type LensState = { name: string; view: LensView | undefined };

/** The worker requests the page's own panels make (the session and authoring slices have theirs). */
export type RequestKind =
  | 'search'
  | 'lens'
  | 'whyNot'
  | 'detail'
  | 'movement'
  | 'menuTokens'
  | 'facets'
  | 'rows'
  | 'tokens';

export type Actions = SavedFailureActions & {
  /** Changes the view (from the page); the hash and the engine follow. */
  setView: (patch: Partial<View>) => void;
  /** Shows a view read from the address (Back, Forward, an edited hash). */
  applyView: (view: View) => void;
  /** Selects the next (+1) or previous (−1) hit, for arrow keys in the query box. */
  moveSelection: (delta: number) => void;
  loadBuiltIn: (name: BuiltInCatalog) => Promise<void>;
  loadCatalogText: (sourceName: string, text: string) => Promise<void>;
  /** Asks the worker for declaration tokens once per catalog (the tokenizer is large). */
  ensureTokens: () => void;
  /** Asks again for what a failed (or lost) request asked. */
  retry: (kind: RequestKind) => void;
  /** Counts the shown menu with the real tokenizer, loading it (the menu's "Count exactly"). */
  countMenuExactly: () => void;
  openOverlay: (overlay: Overlay) => void;
  closeOverlay: () => void;
  /** Moves focus to the query box (from the palette or a shortcut). */
  focusQuery: () => void;
  dismissImportFailure: () => void;
  dismissBanner: () => void;
  dismissNotice: () => void;
};

export type AppState = {
  view: View;
  catalog: CatalogSummary | undefined;
  catalogWarnings: FormattedIssue[];
  loading: Loading | undefined;
  importFailure: ImportFailure | undefined;
  /** A one-off message, e.g. that a link named a catalog the page does not have. */
  notice: string | undefined;
  banner: Banner | undefined;
  /** Saved work that could not be loaded, each until the user opens without it or discards it. */
  savedFailures: SavedFailure[];
  /** Whether work is being written to browser storage (a reload now could lose the last change). */
  saving: boolean;
  /** Whether the view changed and waits for its (debounced) save. */
  viewUnsaved: boolean;
  /**
   * The search: its view id and its page. The previous answer stays shown while a newer one
   * runs, so the table never flashes.
   */
  result: RequestState<SearchAnswer>;
  /**
   * The movement column's figures: each hit's rank under every ranker, in hit order, keyed by
   * the view id of the search they were asked of. Asked after the page is shown.
   */
  movement: RequestState<Hit['ranks'][]>;
  /**
   * The tools the shown search ranks, in rank order (`NEAR_MISSES` past the page at most),
   * keyed by its view id: "Why not?" lists the nearest misses first. Asked after the page is
   * shown, as `movement` is.
   */
  nearMisses: RequestState<string[]>;
  menuTokens: RequestState<MenuTokens>;
  facets: RequestState<Facets>;
  rows: RequestState<CatalogRow[]>;
  tokens: RequestState<DeclarationTokens>;
  lens: RequestState<LensState>;
  whyNot: RequestState<WhyNot>;
  /** The selected tool's detail; an `ok` of undefined means the catalog has no such tool. */
  detail: RequestState<ToolDetail | undefined>;
  overlay: Overlay | undefined;
  /** Bumped to ask the query box for focus; a counter so the same request can repeat. */
  focusRequest: number;
  /** The Timeline and Prompt panels: scenarios, saved transcripts, the replay (sessionSlice.ts). */
  session: SessionState;
  /** The Evaluate panel: query sets, evaluation, live edits, compare, lint (authoringSlice.ts). */
  authoring: AuthoringState;
  /** The connection to a live MCP server, if any (mcp/mcpSlice.ts). */
  mcp: McpState;
  actions: Actions;
};

export type SetState = (
  patch: Partial<AppState> | ((state: AppState) => Partial<AppState>),
) => void;
export type GetState = () => AppState;
