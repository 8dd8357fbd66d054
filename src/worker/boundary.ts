/**
 * The engine worker's boundary: every type that crosses it. The calls themselves are the
 * worker's implementation (`engineApi.ts`), and their contract is derived from it
 * (`contract.ts`), so the two sides cannot drift. Type-only: importing this file pulls no
 * engine or worker code into the page bundle. Everything crossing is plain data
 * (structured-cloned); the functions (a load's progress, a replay's word that it is alive)
 * travel as comlink proxies.
 */
import type { BuiltInCatalog } from '../data/builtIn';
import type { CatalogDiff, Diagnosis, MinedSet, RecordsReport } from '../engine';
import type {
  AgentTargetId,
  CatalogFormat,
  CatalogSettings,
  DeclarationOrder,
  ExcerptSettings,
  FieldWeights,
  HeldChange,
  ImportIssue,
  LabelledQuery,
  Marker,
  NameForm,
  ProviderModel,
  QueryReading,
  Ranker,
  ReplayResult,
  RootsReport,
  SearchRequest,
  Tool,
  ToolCost,
  ToolSearchResult,
  Transcript,
  WorkingSetRule,
} from '../engine/core';

/**
 * The catalogs that ship with toollens: the design's demo (docs/design/README.md), a sample, and
 * a synthetic 10k.
 */
export type { BuiltInCatalog } from '../data/builtIn';

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
  /** MCP's `title` and `annotations.title`, when the tool has them (the catalog model's fields). */
  title?: string;
  annotationTitle?: string;
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
  /** The tool's MCP server, when its catalog names one per tool. */
  origin?: Tool['origin'];
  /** The agent hints an MCP tool carries (its search hint, alwaysLoad). */
  agentHints?: Tool['agentHints'];
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
 * each root with the tools it covers, the line, its length in tokens.
 */
export type CatalogSettingsView = RootsReport & {
  settings: CatalogSettings;
  /** The tools the catalog itself marks as scaffolding, before the settings. */
  ownScaffolding: string[];
  lineTokens: number;
  tokenizer: string;
};

export type { LensView, SearchRequest } from '../engine/core';

/**
 * A search's answer: the request it answers (what the questions that follow it name it by), its
 * page, the menu in tokens, and, only when the query found nothing and the palette would list
 * tools for it, those tools (best first), for the page to offer in place of hits.
 */
export type SearchAnswer = {
  request: SearchRequest;
  page: ToolSearchResult;
  menuTokens: TokenCount;
  nearestTools?: string[];
};

export type ReplayRequest = {
  transcript: Transcript;
  /** Working-set slots; default the transcript's own budget, else 20. */
  budget?: number;
  /** What stays loaded between turns; default `lru`. */
  rule?: WorkingSetRule;
  order?: DeclarationOrder;
  varyingFirst?: boolean;
  /** The provider cache models the turns' `cache` figures follow; default DEFAULT_PROVIDERS. */
  providers?: ProviderModel[];
};

/**
 * `toolCosts`: for each turn, its declared tools with their tokens and share, largest first,
 * and which were activated and never called (engine/replay/toolCosts.ts).
 */
export type ReplayView = ReplayResult & {
  markers: Marker[];
  toolCosts: ToolCost[][];
  /** The longest session whose `orders` the worker compares (ORDERS_MAX_TURNS). */
  ordersMaxTurns: number;
};

/** A simulated agent over a query set (engine/replay/simulate.ts), on the loaded catalog. */
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

// The fix proposals' answers: Evaluate's Fixes view and the findability card's.
export type { FixesAnswer, NameFixesAnswer, NameMiss } from './fixBoundary';

// A model run's (Evaluate's Play view).
export type * from './playBoundary';

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

/** A tool's place in one agent target's answer; `returned` when within the target's k. */
export type TargetPlace = { rank: number; tied: number; returned: boolean };

/** An agent's refusal of a query, in its own terms. */
export type TargetRefusal = { code: string; message: string };

/**
 * One target's column for a search's page: each hit's place in page order, or null where the
 * target does not score the hit at all; its refusal of the query, if it refused.
 */
export type TargetColumn = {
  target: AgentTargetId;
  k: number;
  /** Each hit's place; empty while the target is still `building`. */
  places: (TargetPlace | null)[];
  /** The target is still being built over the catalog: ask again once `targetsBuilt` resolves. */
  building?: true;
  /** For a target that reads a pattern: the pattern run, the query as typed or its words. */
  asked?: QueryReading;
  refusal?: TargetRefusal;
};

/** One cell of a findability card: the tool's place under a target, with the score's parts. */
export type FindabilityCell = {
  target: AgentTargetId;
  k: number;
  place: (TargetPlace & { why: string[] }) | null;
  /** For a target that reads a pattern: the pattern run, the row as typed or its words. */
  asked?: QueryReading;
  refusal?: TargetRefusal;
  /** A pattern row, for a target that reads words: not asked. */
  notAsked?: true;
};

/** One row of a findability card: a form of the tool's name, or a query of the open set. */
export type FindabilityRow = {
  kind: NameForm | 'query' | 'pattern';
  query: string;
  cells: FindabilityCell[];
};

/** Where one tool lands under each chosen target, for its own name and the open queries. */
export type Findability = { name: string; rows: FindabilityRow[] };

/** Reports over many sessions (engine/reports): failures, always-load, mined query sets. */
export type {
  AlwaysLoadReport,
  Diagnosis,
  DiscoveryShare,
  FailureKind,
} from '../engine';

/** A session's turn (and event) a finding is at: what a marker of the Sessions view links to. */
export type FindingPlace = Diagnosis['sessions'][number]['failures'][number]['at'];

/** The Sessions view's report: each session's record (as it crosses) and what they add up to. */
export type ManySessionsReport = RecordsReport;

/** A mined query set, the window asked for (undefined: the engine's default), and its file. */
export type MinedReport = {
  set: MinedSet;
  window: number | undefined;
  /** The set as a query set file, each query marked mined and silver, as Evaluate imports it. */
  file: string;
};

/** A release diff's parts (engine/diff), as "Compare with…" shows them. */
export type {
  CatalogDiff,
  ChangeClass,
  ChangedTool,
  FindabilityChange,
  SchemaChange,
} from '../engine';

/**
 * The other version "Compare with…" diffs the loaded catalog against: a catalog file's text (any
 * format the importer reads), a built-in catalog, or the loaded catalog as it was before the
 * user's edits. The file's text stays in the browser (the workspace keeps it, never a link).
 */
export type CompareSource =
  | { kind: 'file'; name: string; text: string }
  | { kind: 'builtIn'; name: BuiltInCatalog }
  | { kind: 'loaded' };

/** Which version the other one is: the old release (the loaded catalog is the new) or the new. */
export type CompareSide = 'old' | 'new';

/** The release diff between the loaded catalog and the other version, or why the other is bad. */
export type CompareReport =
  | { ok: true; other: CatalogSummary; otherIs: CompareSide; diff: CatalogDiff }
  | { ok: false; source: string; errors: FormattedIssue[] };
