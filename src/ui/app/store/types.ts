import type { Facets } from '../../../engine/core';
import type {
  BuiltInCatalog,
  CatalogRow,
  CatalogSummary,
  DeclarationTokens,
  FormattedIssue,
  ToolDetail,
} from '../../../worker/boundary';
import type { AuthoringState } from '../../authoring';
import type { ReleaseDiffState } from '../../diff';
import type { McpState } from '../../mcp';
import type { SessionState } from '../../replay';
import type { SearchState } from '../../search';
import type { RequestKind, RequestState } from '../../shared/request';
import type { SavedFailure } from '../../shared/savedWork';
import type { View } from '../../shared/view';
import type { SavedFailureActions } from './savedFailures';

/** The engine the store calls: EngineClient in the page, a test engine in tests. */
export type { Engine } from '../../../worker/EngineClient';

export type Banner = { kind: 'restarted' | 'failed'; message: string; reason: string };

/** A catalog that could not be loaded; the previous catalog is still in use. */
export type ImportFailure = { source: string; issues: FormattedIssue[] };

/** A load in progress; `total` is 0 until the worker reports indexing progress. */
export type Loading = { source: string; done: number; total: number };

/**
 * Set when `toollens open` opened this tab, whose address lives only while the command runs:
 * what the share dialog needs for links that outlive it.
 */
export type OpenedBy = {
  /** Where the app is served for others (`--app-url`, or as typed in the share dialog); '' for none. */
  appUrl: string;
  /**
   * Set once the command has ended (why, as the page saw it): this page can load nothing more
   * from it, and keeps what it has.
   */
  ended?: string;
};

/** The dialogs over the page; at most one is open. */
type Overlay = 'palette' | 'shortcuts' | 'paste' | 'share' | 'connect';

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
  /** Asks the worker which agent targets it runs (the targets choice, when first opened). */
  ensureTargetList: () => void;
  openOverlay: (overlay: Overlay) => void;
  closeOverlay: () => void;
  /** Moves focus to the query box (from the palette or a shortcut). */
  focusQuery: () => void;
  dismissImportFailure: () => void;
  dismissBanner: () => void;
  dismissNotice: () => void;
  /** The address of the app served elsewhere, for share links made under `toollens open`. */
  setAppUrl: (text: string) => void;
};

/** The page's state: the catalog and the shell's own, and each slice's (the search, the
 * timeline, the Evaluate panel, the MCP connection). */
export type AppState = SearchState & {
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
  /** Set when `toollens open` opened this tab. */
  opened: OpenedBy | undefined;
  /** Whether work is being written to browser storage (a reload now could lose the last change). */
  saving: boolean;
  /** Whether the view changed and waits for its (debounced) save. */
  viewUnsaved: boolean;
  facets: RequestState<Facets>;
  rows: RequestState<CatalogRow[]>;
  tokens: RequestState<DeclarationTokens>;
  /** The selected tool's detail; an `ok` of undefined means the catalog has no such tool. */
  detail: RequestState<ToolDetail | undefined>;
  overlay: Overlay | undefined;
  /** Bumped to ask the query box for focus; a counter so the same request can repeat. */
  focusRequest: number;
  /**
   * The Timeline, Prompt and Sessions views: scenarios, saved transcripts, the replay, the
   * sessions' records and report (sessionSlice.ts).
   */
  session: SessionState;
  /** The Evaluate panel: query sets, evaluation, live edits, compare, lint (authoringSlice.ts). */
  authoring: AuthoringState;
  /** "Compare with…": the release diff against another version (diffSlice.ts). */
  diff: ReleaseDiffState;
  /** The connection to a live MCP server, if any (mcp/mcpSlice.ts). */
  mcp: McpState;
  actions: Actions;
};
