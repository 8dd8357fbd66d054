import type { WordPart } from '../text/core';

/**
 * A release diff: what changed between two versions of a tool catalog (two files, or a server
 * before and after a release), as its callers and its searchers feel it. The CLI's `diff` and the
 * app's "Compare with…" read this shape; the engine computes it (`diffCatalogs`,
 * `diffFindability`).
 */

/** Whether an existing caller keeps working: breaking changes fail `diff --fail-on-breaking`. */
export type ChangeClass = 'breaking' | 'compatible';

/**
 * One change of a tool's input schema, at one property. `path` names the property from the
 * schema's root with dots (`owner`, `options.depth`; `items` for an array's items), or is empty
 * for the root itself.
 */
export type SchemaChange = {
  path: string;
  kind:
    | 'property-removed'
    | 'property-added-required'
    | 'property-added-optional'
    | 'made-required'
    | 'made-optional'
    | 'type-narrowed'
    | 'type-widened'
    | 'type-changed'
    | 'enum-narrowed'
    | 'enum-widened'
    | 'additional-properties-closed'
    | 'additional-properties-opened';
  class: ChangeClass;
  /** The schema's words before and after (`string`, `"a" | "b"`), when the kind has them. */
  before?: string;
  after?: string;
};

/** A tool present in both versions (under one name, or renamed) whose text or schema changed. */
export type ChangedTool = {
  /** The name in the new version. */
  name: string;
  /** The name in the old version, when the tool was renamed. */
  renamedFrom?: string;
  /** Present when the description changed. */
  description?: WordPart[];
  /**
   * Present when MCP's `title` changed (added, removed or reworded; an absent title diffs as
   * ''). Always compatible: a caller calls the name, and the title is only shown and searched.
   */
  title?: WordPart[];
  /** Present when MCP's `annotations.title` changed, as `title`; compatible too. */
  annotationTitle?: WordPart[];
  schema: SchemaChange[];
  /** Breaking when the tool was renamed or any schema change is breaking; never for a title. */
  class: ChangeClass;
};

/**
 * A rename the diff proposes: a tool gone from the old version and one new in the new version
 * whose names and schemas are alike. Proposed, never certain: the report says why.
 */
export type Rename = {
  from: string;
  to: string;
  /** 0..1: how alike the two names are. */
  nameSimilarity: number;
  /** 0..1: how alike the two schemas' property names are. */
  schemaSimilarity: number;
};

export type CatalogDiff = {
  /** New in the new version (renames excluded). */
  added: string[];
  /** Gone from the old version (renames excluded): breaking, a caller of the name fails. */
  removed: string[];
  renamed: Rename[];
  /** Tools in both whose description, titles or schema changed, renamed ones included. */
  changed: ChangedTool[];
  /** How many tools are in both and did not change. */
  unchanged: number;
  /** Removed tools, renamed tools and breaking schema changes: what `--fail-on-breaking` counts. */
  breaking: number;
  /**
   * Present when too many tools left and arrived to compare every pair (a server replaced
   * wholesale): renames were looked for only between names with the same words.
   */
  renameSearch?: 'same-words';
};

/** One query of a set under one ranker: where its first relevant tool ranks, before and after. */
export type FindabilityChange = {
  queryId: string;
  query: string;
  /** A toollens ranker, a peer or an agent's target, as `eval --rankers` names them. */
  ranker: string;
  /** 1-based rank of the first relevant tool, or null when it is not found in the top k. */
  before: number | null;
  after: number | null;
  /** after − before in places, positive when it fell; a tool lost counts as falling past k. */
  fall: number;
};
