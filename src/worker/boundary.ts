/**
 * The engine worker's boundary: every type that crosses it, and the contract of its calls. The
 * page imports these types from here alone; the worker's implementation (`engineApi.ts`) is
 * checked against `EngineApi`, so the two sides cannot drift. Type-only: importing this file
 * pulls no engine or worker code into the page bundle. Everything crossing is plain data
 * (structured-cloned); the one function, a load's progress callback, travels as a comlink proxy.
 */
import type {
  ActivationResult,
  AssembledPrompt,
  CatalogFormat,
  CatalogSettings,
  Comparison,
  ConversationResult,
  DeclarationOrder,
  EvalReport,
  Excerpt,
  ExcerptSettings,
  Facets,
  FieldWeights,
  Finding,
  HeldChange,
  Hit,
  ImportIssue,
  LabelledQuery,
  LogReading,
  Marker,
  Match,
  PageOptions,
  PromptDiff,
  ProviderModel,
  QuerySetResult,
  Ranker,
  ReplayResult,
  RootsReport,
  ScaffoldingProposal,
  SearchOptions,
  SettingsMapRead,
  SettingsRead,
  TokenPieces,
  Tool,
  ToolCost,
  ToolSearchResult,
  Transcript,
  WhyNot,
} from '../engine/core';

/** The catalogs that ship with toollens: the spec's demo, a sample, and a synthetic 10k. */
export type { BuiltInCatalog } from '../data/builtIn';

import type { BuiltInCatalog } from '../data/builtIn';

/** What the UI shows about the loaded catalog. */
export type CatalogSummary = {
  /** The file name, or the built-in catalog's name. */
  source: string;
  format: CatalogFormat;
  tools: number;
};

/** An import issue with its ready-to-show text (`formatIssue`), so the UI needs no engine code. */
export type FormattedIssue = ImportIssue & { text: string };

export type LoadResult =
  | { ok: true; summary: CatalogSummary; warnings: FormattedIssue[] }
  | { ok: false; errors: FormattedIssue[] };

/** Reports indexing progress while a large catalog loads: tools indexed so far, of `total`. */
export type Progress = (done: number, total: number) => void;

/** One row of the catalog table. */
export type CatalogRow = {
  name: string;
  order: number;
  domains: string[];
  capabilities: string[];
  descriptionChars: number;
  schemaChars: number;
  /** The whole declaration (description + schema as declared), in characters. */
  declarationChars: number;
  live: boolean;
  scaffolding: boolean;
  /** Which tags toollens derived from the name or server, not read from the catalog. */
  derived: { capabilities?: boolean; domains?: boolean };
};

/** Everything the UI shows about one tool. */
export type ToolDetail = CatalogRow & {
  description: string;
  parameters: Record<string, unknown>;
  entities: string[];
  relationships: string[];
  concepts: { id: string; label: string; glossary: string }[];
  /** Exactly what an activated tool adds to the prompt. */
  declaration: string;
};

/** Each tool's declaration in tokens, and which tokenizer counted them. */
export type DeclarationTokens = { tokenizer: string; tokens: Record<string, number> };

/** A text's length in tokens, and which tokenizer counted it. */
/**
 * A text's length in tokens. `estimated`: chars/4 (`charsPerFourCounter`), given when the count
 * was asked without `exact` and the real tokenizer was not loaded or loading yet.
 */
export type TokenCount = { tokenizer: string; tokens: number; estimated: boolean };

/**
 * The catalog settings in force (scaffolding marks, capability-line edits) and what they give:
 * each root with the tools it covers, the line, its length in tokens (issue 17).
 */
export type CatalogSettingsView = RootsReport & {
  settings: CatalogSettings;
  /** The tools the catalog itself marks as scaffolding, before the settings. */
  ownScaffolding: string[];
  lineTokens: number;
  tokenizer: string;
};

/** A search request; `seq` is echoed back so a client can check which request it answers. */
export type SearchRequest = SearchOptions & PageOptions & { seq?: number };
export type SearchReply = ToolSearchResult & { seq?: number };

/** A piece of a description sent to the lens: its text, from character `start` on. */
export type LensSlice = { start: number; text: string };

/**
 * The lens view of one hit: the description's text around the excerpt's windows (all of it
 * when it is short), the hits inside that text, and the excerpt shown. Bounded: a 2 MB
 * description sends some tens of kilobytes, not the whole text and every hit (issue 15).
 */
export type LensView = {
  name: string;
  /** The whole description's length in characters. */
  length: number;
  /**
   * The text sent, in order, never overlapping: the whole description when it is at most
   * LENS_WHOLE_CHARS characters, else each window with `reach` characters either side (the
   * opening when there is no window), merged where they touch.
   */
  slices: LensSlice[];
  /** Every hit inside the slices, in order; offsets into the whole description. */
  matches: Match[];
  /** Hits in the whole description, sent or not. */
  matchCount: number;
  excerpt: Excerpt;
  /** Stem → w(t), for colouring the marks. */
  weights: Record<string, number>;
};

export type ReplayRequest = {
  transcript: Transcript;
  /** Working-set slots; default the transcript's own budget, else 20. */
  budget?: number;
  order?: DeclarationOrder;
  varyingFirst?: boolean;
  /** The provider cache models the turns' `cache` figures follow; default DEFAULT_PROVIDERS. */
  providers?: ProviderModel[];
};

/**
 * `toolCosts`: for each turn, its declared tools with their tokens and share, largest first,
 * and which were activated and never called (engine/session/toolCosts.ts).
 */
export type ReplayView = ReplayResult & { markers: Marker[]; toolCosts: ToolCost[][] };

/** A simulated agent over a query set (engine/session/simulate.ts), on the loaded catalog. */
export type SimulateRequest = {
  queries: LabelledQuery[];
  /** `top1`, `top3`, `top<k>` or `relevant`. */
  strategy: string;
  budget?: number;
  name: string;
  title?: string;
};

export type EvalRequest = {
  queries: LabelledQuery[];
  ranker?: Ranker;
  ks?: number[];
  cutoff?: number;
};

/** One side of a comparison: a ranker, field weights over the index's, and excerpt settings. */
export type CompareConfig = { ranker: Ranker; weights?: FieldWeights; excerpt?: ExcerptSettings };

/** A tool edit: the new tool, and its name before the edit when it was renamed. */
export type ToolEdit = { tool: Tool; previousName?: string };

/**
 * A connected MCP server's new tool list: `text` is the whole list as catalog text (MCP format),
 * `source` the catalog's source label, `edited` the server names of the tools the user's edits
 * hold (their server changes are held, not applied). The worker compares the list with the
 * server's list as last applied.
 */
export type ToolChanges = { text: string; source: string; edited: string[] };

/** What a server's list changed in the catalog, and the changes held for the user's edits. */
export type LiveApplied = {
  tools: number;
  changed: string[];
  /** How many of `changed` changed their description (the rest only their schema). */
  described: number;
  added: string[];
  removed: string[];
  held: HeldChange[];
};

/** A value now, or once the worker has computed it. */
type Answer<T> = T | Promise<T>;

/** Every call the worker answers. The page sees each through comlink, as a Promise. */
export type EngineApi = {
  // The catalog
  loadBuiltIn(name: BuiltInCatalog, onProgress?: Progress): Promise<LoadResult>;
  /** Imports catalog text in any supported format; a failed import keeps the previous catalog. */
  loadCatalogText(text: string, sourceName: string, onProgress?: Progress): Promise<LoadResult>;
  facets(): Facets;
  catalogRows(): CatalogRow[];
  declarationTokens(): Answer<DeclarationTokens>;
  countTokens(text: string, exact?: boolean): Answer<TokenCount>;
  toolDetail(name: string): ToolDetail | undefined;
  exportCatalog(format?: CatalogFormat): string;
  /** Applies the user's catalog settings over the catalog as loaded and edited (settingsApi). */
  setCatalogSettings(settings: CatalogSettings): Answer<CatalogSettingsView>;
  catalogSettingsView(): Answer<CatalogSettingsView>;
  proposeScaffolding(): ScaffoldingProposal[];
  /**
   * Reads settings from a link or storage here, off the page's thread: each field bounded by its
   * count (MAX_SETTINGS_ENTRIES), then one pass. Needs no loaded catalog.
   */
  readCatalogSettings(value: unknown, path: string): SettingsRead;
  /** The same for a map of catalog key → settings, each catalog's read on its own. */
  readSettingsMap(value: unknown, path: string): SettingsMapRead;

  // Search
  search(request: SearchRequest): SearchReply;
  /** `reach`: characters of text sent either side of each window (default and cap in searchApi). */
  lens(request: SearchRequest, name: string, reach?: number): LensView | undefined;
  whyNot(request: SearchRequest, name: string): WhyNot;
  /**
   * Each named tool's rank under every ranker for a request (0 where one does not return it),
   * in the order named: the movement column's figures, asked once the page is shown. Waits
   * (a few seconds at most) for Orama's index while its stepped build runs.
   */
  movementRanks(request: SearchRequest, names: readonly string[]): Answer<Hit['ranks'][]>;
  /**
   * The first `count` tools a request ranks, in rank order, without building their page: the
   * hits shown and, after them, the tools that came nearest ("Why not?" lists those first).
   */
  rankedNames(request: SearchRequest, count: number): string[];

  // Sessions: transcripts, replays, prompts
  scenarios(): Answer<Transcript[]>;
  /** Any transcript format (toollens JSON, Anthropic, OpenAI Chat or Responses logs). */
  parseTranscript(
    text: string,
    name: string,
    source: string,
    reading?: LogReading,
  ): Answer<ConversationResult>;
  validateActivation(names: string[]): Answer<ActivationResult>;
  /**
   * Every turn replayed. `alive` is called about once a second while it runs (a comlink proxy):
   * a long replay, bounded by MAX_REPLAY_TURNS, is not taken for a dead worker.
   */
  replay(request: ReplayRequest, alive?: () => void): Answer<ReplayView>;
  /** A query set as a simulated agent's transcript: search, activate, call, one turn each. */
  simulate(request: SimulateRequest): Answer<Transcript>;
  diffPrompts(
    before: AssembledPrompt,
    after: AssembledPrompt,
    granularity?: 'lines' | 'words',
  ): Answer<PromptDiff>;

  // Authoring: query sets, evaluation, edits, lint
  // (These and the session calls load their engine on the first call: worker/api/deferred.ts.)
  demoQuerySet(): Answer<LabelledQuery[]>;
  readQuerySetText(text: string, name: string): Answer<QuerySetResult>;
  exportQuerySet(queries: LabelledQuery[], format: 'json' | 'csv'): Answer<string>;
  evaluate(request: EvalRequest): Answer<EvalReport>;
  compareConfigs(queries: LabelledQuery[], a: CompareConfig, b: CompareConfig): Answer<Comparison>;
  compareVersions(queries: LabelledQuery[], ranker: Ranker): Answer<Comparison>;
  updateTool(edit: ToolEdit): Answer<{ tools: number }>;
  lint(): Answer<Finding[]>;

  /**
   * The token view: `text` cut into its first `limit` tokens (default DEFAULT_PIECE_LIMIT), each
   * piece with its text and ids, and what is left. Loads the tokenizer if needed.
   */
  tokenPieces(text: string, limit?: number): Answer<TokenPieces>;

  // A connected MCP server's tools/list_changed, applied in place (liveApi)
  applyToolChanges(changes: ToolChanges): LiveApplied;
  /** The server's version of a tool as last listed (for "take the server's text"). */
  servedTool(name: string): Tool | undefined;

  /** Test hook: throws outside any call, as a real crash would. */
  crashForTest(): void;
};
