import type { Catalog } from '../catalog/core';
import type { LabelledQuery } from '../eval/core';
import type { Transcript, WorkingSetRule } from '../replay/core';

/**
 * What toollens reads from many agent sessions at once: the queries their models typed (a mined
 * query set), their discovery failures, and which tools to declare always. Every report names
 * its places so the app can link each finding to its turn.
 */

/**
 * One imported session: its transcript, the name reports call it by (its file, its thread) and
 * the working-set rule it is replayed by (its agent's, as the importer proposes; else the
 * options' rule).
 */
export type Session = { name: string; transcript: Transcript; rule?: WorkingSetRule };

/** A place in a session: the 1-based turn and, when one event is meant, its index in the turn. */
export type SessionPlace = { session: string; turn: number; event?: number };

export type MineOptions = {
  /**
   * Turns after the discovery's own in which a call of a found tool still answers it: 0 is the
   * same turn only. Default `DEFAULT_MINE_WINDOW`.
   */
  window?: number;
  /**
   * When given, only calls of its tools label a query (scaffolding never does); without it,
   * every called name counts.
   */
  catalog?: Catalog;
};

/** A query a model typed, labelled by what the agent then called: silver, never gold. */
export type MinedQuery = LabelledQuery & {
  mined: {
    grade: 'silver';
    /** A keyword search, or a regex pattern (the Claude API's regex tool search). */
    form: 'search' | 'pattern';
    /** The discovery tool as the log names it. */
    via: string;
    /** Every discovery that asked this query (identical queries merge). */
    from: SessionPlace[];
  };
};

export type MinedSet = {
  queries: MinedQuery[];
  /** `select:` discoveries name tools rather than search: kept apart, never queries. */
  selects: { names: string[]; from: SessionPlace }[];
  /** Discoveries no call answered within the window: they give no query. */
  unanswered: SessionPlace[];
};

export type FailureKind =
  | 'search-streak'
  | 'repeated-search'
  | 'empty-search'
  | 'search-for-loaded'
  | 'found-never-called'
  | 'called-before-loaded'
  | 'thrash';

/** One discovery failure, at its turn (and event), with what it concerns. */
export type Failure = {
  kind: FailureKind;
  at: SessionPlace;
  tools?: string[];
  query?: string;
  /** One sentence a person can read: what happened, with the names. */
  detail: string;
};

/** The share of a session (or of all) spent discovering. */
export type DiscoveryShare = {
  turns: number;
  discoveryTurns: number;
  tokens: number;
  discoveryTokens: number;
};

export type SessionDiagnosis = {
  session: string;
  /** The working-set rule the session was replayed by. */
  rule: WorkingSetRule;
  /** What the replay read into the session's compactions, where it was a reading; absent when nothing. */
  notes?: string[];
  failures: Failure[];
  counts: Record<FailureKind, number>;
  share: DiscoveryShare;
};

export type Diagnosis = {
  sessions: SessionDiagnosis[];
  counts: Record<FailureKind, number>;
  share: DiscoveryShare;
};

/** How the sessions used one tool. */
export type ToolUsage = {
  name: string;
  searched: number;
  loaded: number;
  called: number;
  /** Sessions in which it was called. */
  sessions: number;
  /** The earliest 1-based turn it was first needed (loaded or called), over the sessions. */
  firstNeeded: number | null;
};

/** Totals of replaying the sessions, before and after declaring the recommended tools. */
export type ReplayTotals = {
  /** Prompt tokens over every model iteration of every session. */
  tokens: number;
  /** Model iterations: one per turn, plus one per discovery call. */
  iterations: number;
  /** The share of prompt tokens served from the cache, 0..1, under `provider`. */
  cacheShare: number;
  /** The provider model `cacheShare` is under: the first of the replay's providers. */
  provider?: string;
  /** The cached share under each of the replay's provider models, by id. */
  byProvider?: Record<string, number>;
};

export type AlwaysLoadRow = ToolUsage & {
  /** Tokens its declaration costs on every turn: s_t. */
  schemaTokens: number;
  /** The discovery iterations (searches that loaded it, activations) of sessions that called it: n_t. */
  searchedFirst: number;
  /**
   * Its mean share of what each of those iterations re-read (the replayed prompt and the
   * conversation so far, split among the tools the iteration loaded): P_t.
   */
  iterationTokens: number;
  /** Turns, over all sessions, whose working set did not hold it, where declaring it costs: c_t. */
  undeclaredTurns: number;
  /** Tokens declaring it saves (the discovery iterations it spares), by the formula. */
  saves: number;
  /** Tokens declaring it costs (its schema on every turn), by the formula. */
  costs: number;
  /** What the formula alone says: saves > costs. The explanation, never the verdict. */
  formulaRecommends?: boolean;
  /** In the set the replay chose: the verdict. */
  recommended: boolean;
  /**
   * Dollars declaring it saves as the replay prices it, beside the chosen set: the cost without
   * it minus the cost with it (positive for every chosen tool, at most 0 for the others).
   */
  replaySaves?: number;
};

/** The replayed input cost, priced per provider (replayCost.ts). */
export type PricedCost = {
  dollars: number;
  byProvider: Record<string, number>;
  iterations: number;
  surface: { cached: number; uncached: number };
  conversation: { cached: number; uncached: number };
};

/** The replay's verdict: the set it chose and what it costs, before and after. */
export type AlwaysLoadVerdict = {
  chosen: string[];
  before: PricedCost;
  after: PricedCost;
  /** Candidate sets replayed by the search. */
  evaluations: number;
  /** The search's bound stopped it before no single change lowered the cost. */
  bounded: boolean;
};

export type AlwaysLoadReport = {
  /** The formula in words and symbols, as shown to the user. */
  formula: string;
  /** The formula's inputs, by name, as shown beside it. */
  inputs: Record<string, number>;
  tools: AlwaysLoadRow[];
  /** Absent only in a report made before the replay chose (a saved one). */
  verdict?: AlwaysLoadVerdict;
  whatIf: { before: ReplayTotals; after: ReplayTotals };
};
