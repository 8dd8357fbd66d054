import type { AgentTargetId } from '../agents/core';
import type { WordPart } from '../text/core';

/**
 * The shapes of the engine's fix proposals: the smallest edits to a tool's text that bring it
 * into an agent's top k for the queries it misses, each scored by re-ranking under every target
 * and toollens's own ranker (proposeFixes.ts), applied as ordinary edits (applyFixes.ts) and
 * measured on queries they were not made from (heldOut.ts). docs/fixes.md describes the method.
 */

/**
 * What an author changes to move a tool (which agent reads which is the levers table,
 * levers.ts): the description, the MCP `title`, one argument's description, Claude Code's search
 * hint (`_meta["anthropic/searchHint"]`), Claude Code's always-load (`_meta["anthropic/alwaysLoad"]`)
 * and, last and breaking, the tool's name.
 */
export type FixLever =
  | 'description'
  | 'title'
  | 'argument-description'
  | 'search-hint'
  | 'always-load'
  | 'name';

/** A ranker a fix is scored under: an agent target or toollens's own ranker. */
export type FixRanker = AgentTargetId | 'toollens';

/** One edit of one tool's text, through the tool-edit model (engine/edit/toolText.ts). */
export type ToolFix = {
  lever: FixLever;
  /** The catalog name of the tool edited (its name before a rename). */
  tool: string;
  /** For an argument's description: the argument's JSON Pointer in the schema. */
  pointer?: string;
  /** The text before ('' when there was none; `false`/`true` as text for always-load). */
  before: string;
  /** The text after. */
  after: string;
  /** The words the edit adds, as the query spelled them. */
  words: string[];
  /**
   * For text the model reads (the description, the title): before and after as a word diff, so
   * the proposed sentence shows in place.
   */
  diff?: WordPart[];
};

/** One query's place under one ranker, before and after a proposal is applied. */
export type QueryMove = {
  /** The query's id in the set. */
  query: string;
  /** The query's text. */
  text: string;
  /** The relevant tool whose rank moved. */
  tool: string;
  ranker: FixRanker;
  /** 1-based rank before, null when the ranker does not return it. */
  before: number | null;
  /** 1-based rank after, null when the ranker does not return it. */
  after: number | null;
};

/** A proposal: one tool's edits, why, and what they do under every ranker. */
export type Proposal = {
  /** Stable within a run: the tool, the levers and the words (`create_issue:search-hint:file,bug`). */
  id: string;
  /** The catalog name of the tool edited. */
  tool: string;
  levers: FixLever[];
  edits: ToolFix[];
  /** Why, in the agents' own terms, one line a reason. */
  why: string[];
  /** The queries of this tool that enter a ranker's top k (a move from past k to within it). */
  wins: QueryMove[];
  /** The queries of this tool whose relevant tools leave a ranker's top k or drop within it. */
  losses: QueryMove[];
  /** Other tools' queries whose tool leaves its top k, or drops within it, as this one rises. */
  steals: QueryMove[];
  /**
   * Tokens added (chars/4): `surface` to what every turn carries before any search (an
   * always-loaded tool's declaration, a deferred tool's listed name), `declaration` to the tool's
   * declaration once loaded (title, description, argument descriptions; a search hint is not
   * declared to the model).
   */
  tokens: { surface: number; declaration: number };
  /** A rename: callers of the old name break. */
  breaking: boolean;
  /** Steals nothing, loses nothing and is not breaking. */
  safe: boolean;
};

/** A query a tool misses under a ranker that no proposal brings into the top k, and why. */
export type Unfixed = { query: string; tool: string; ranker: FixRanker; reason: string };

export type FixOptions = {
  /** The agent targets to fix for; every proposal is also scored under toollens's ranker. */
  targets: readonly AgentTargetId[];
  /** The cut-off that counts as found; default each target's own k (toollens: its page of 10). */
  k?: number;
  /** Keep proposals that steal another tool's query; default false (they are listed as dropped). */
  includeSteals?: boolean;
  /** Propose renames (breaking) when no other lever works; default true. */
  renames?: boolean;
  /**
   * Propose always-load for Claude Code when no word in the hint or description works; default
   * false: it puts the tool's whole declaration in every turn.
   */
  alwaysLoad?: boolean;
  /** The MCP server the targets name every tool under (engine/agents/targetTools.ts). */
  server?: string;
};

export type FixProposals = {
  /** The proposals kept, best first (most wins, then fewest tokens). */
  proposals: Proposal[];
  /** Proposals that steal a query (or lose one), not kept; empty with `includeSteals`. */
  dropped: { proposal: Proposal; reason: string }[];
  /** The misses no proposal fixes. */
  unfixed: Unfixed[];
  /** The cut-off used per ranker. */
  k: Partial<Record<FixRanker, number>>;
};

/** R@1 and R@k under one ranker. */
export type Recall = { r1: number; rk: number };

/** One ranker's figures before and after a set of proposals. */
export type RankerFigures = {
  ranker: FixRanker;
  k: number;
  before: Recall;
  after: Recall;
  /** Queries whose relevant tool enters the top k. */
  won: string[];
  /** Queries whose relevant tool leaves the top k. */
  lost: string[];
};

export type FixMeasure = {
  queries: number;
  rankers: RankerFigures[];
  /**
   * Growth of the catalog's description text in characters, as a fraction of its length before
   * (search hints counted apart, in `hintChars`).
   */
  descriptionGrowth: number;
  /**
   * Characters added to search hints (counted apart from descriptions); a whole number, over
   * folds the mean rounded once, as are the tokens.
   */
  hintChars: number;
  tokens: { surface: number; declaration: number };
};

export type HeldOutOptions = FixOptions & {
  /** Folds of the query set; default 2. */
  folds?: number;
};

export type HeldOutFixes =
  | {
      heldOut: true;
      folds: number;
      /** Measured on the queries each fold's proposals were not made from, summed over folds. */
      heldOutFigures: FixMeasure;
      /** The same proposals measured on the queries they were made from. */
      seen: FixMeasure;
      /** Tools with one query: measured only (never proposed from) in this split. */
      onlyMeasured: string[];
      /** Proposals made, summed over folds. */
      proposals: number;
    }
  | { heldOut: false; reason: string };
