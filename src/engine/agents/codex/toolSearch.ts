import { ToollensError } from '../../errors';
import { Bm25SearchEngine, type TieGroup } from './search';
import { type CodexToolInfo, codexSearchText, rustTrim } from './searchText';

/**
 * Codex CLI's client-side `tool_search`: openai/codex `codex-rs/core/src/tools/handlers/tool_search.rs`
 * @ 01b752dc250fd2cf226cc4bfba91ea392b1b6342, with `TOOL_SEARCH_DEFAULT_LIMIT` from
 * `codex-rs/tools/src/tool_discovery.rs` @ 1043025eb04070cc89768e93828de84515275003 and
 * `coalesce_loadable_tool_specs` from `codex-rs/tools/src/responses_api.rs` @
 * 074b7692d8f9a5abaa9ae7de117960dc55ce6089.
 *
 * Exact: one BM25 document per deferred tool, its search text (searchText.ts), keyed by position;
 * the query trimmed, refused when empty, as is a limit of 0; no tools, no results; the top
 * `limit` (default 8) by the `bm25` crate's score (search.ts); then the hits grouped by namespace
 * in order of each namespace's first hit, a later hit joining its namespace's group. Codex's
 * order among equal scores is arbitrary, so the result keeps them as tie groups, and the
 * namespaces are those of one order Codex may give (`orderFixed` says whether it is the only one).
 */

import { TOOL_SEARCH_DEFAULT_LIMIT } from './limit';

export { TOOL_SEARCH_DEFAULT_LIMIT };

/** A deferred tool as the handler sees it. */
export type CodexSearchEntry = { namespace: string; name: string; searchText: string };

/** An MCP tool's entry (what Codex's `McpHandler::search_info` builds): its names and text. */
export const codexSearchEntry = (info: CodexToolInfo): CodexSearchEntry => ({
  namespace: info.callableNamespace,
  name: info.callableName,
  searchText: codexSearchText(info),
});

/** Tools of one namespace, in hit order (Codex's `LoadableToolSpec::Namespace`). */
export type CodexNamespaceGroup = { namespace: string; tools: string[] };

export type CodexToolSearchResult = {
  /** The query as Codex searches it: trimmed. */
  query: string;
  limit: number;
  /** Entries sharing a token with the query (`matching_tool_count`). */
  matching: number;
  /** Whether more entries match than the limit returns (`top_k_truncated`). */
  truncated: boolean;
  /** The groups within the limit, best first, with entry positions; the last may be cut. */
  groups: TieGroup[];
  /** The grouped output of the hits in group order, each group in entry order. */
  namespaces: CodexNamespaceGroup[];
  /** No tie reorders the output: every group within the limit has one entry. */
  orderFixed: boolean;
};

/** `coalesce_loadable_tool_specs` over namespaced tools, in the given order. */
export const coalesceByNamespace = (
  tools: readonly { namespace: string; name: string }[],
): CodexNamespaceGroup[] => {
  const groups: CodexNamespaceGroup[] = [];
  for (const { namespace, name } of tools) {
    const existing = groups.find((group) => group.namespace === namespace);
    if (existing) existing.tools.push(name);
    else groups.push({ namespace, tools: [name] });
  }
  return groups;
};

export class CodexToolSearch {
  readonly entries: readonly CodexSearchEntry[];
  readonly #engine: Bm25SearchEngine;

  constructor(entries: readonly CodexSearchEntry[]) {
    this.entries = entries;
    this.#engine = new Bm25SearchEngine(entries.map((entry) => entry.searchText));
  }

  search(rawQuery: string, limit: number = TOOL_SEARCH_DEFAULT_LIMIT): CodexToolSearchResult {
    const query = rustTrim(rawQuery);
    if (query === '')
      throw new ToollensError(
        `codex tool_search: query must not be empty (got ${JSON.stringify(rawQuery)})`,
      );
    if (!Number.isInteger(limit) || limit <= 0)
      throw new ToollensError(`codex tool_search: limit must be greater than zero (got ${limit})`);
    const found = this.entries.length === 0 ? undefined : this.#engine.search(query, limit);
    const groups = found?.groups ?? [];
    const hits = groups.flatMap((group) => group.ids.slice(0, group.returned));
    return {
      query,
      limit,
      matching: found?.matching ?? 0,
      truncated: (found?.matching ?? 0) > limit,
      groups,
      namespaces: coalesceByNamespace(hits.flatMap((id) => this.entries[id] ?? [])),
      orderFixed: groups.every((group) => group.ids.length === 1),
    };
  }
}
