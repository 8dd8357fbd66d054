import type {
  AgentTarget,
  TargetAnswer,
  TargetBuilder,
  TargetHit,
  TargetSearchOptions,
  TargetTool,
  TargetToolsChange,
} from '../target';
import { compileTermPatterns, meetsRequired, queryTerms, scoreTool } from './keywords';
import { CLAUDE_CODE_DEFAULT_K } from './limit';
import { MCP_PREFIX } from './names';
import { ToolPool } from './pool';
import type { SearchedTool } from './searchedTool';
import { SELECT_QUERY } from './selectQuery';

/**
 * Claude Code's ToolSearch over one catalog's MCP tools. Claude Code's source is not published;
 * this reads the third-party reconstruction stephanoskomnenos/claude-code-clean @
 * 1bcfe6b7d3a06ed8248eeb617f049e945b337ba5, `src/tools/ToolSearchTool/ToolSearchTool.ts` (`call`,
 * `searchToolsWithKeywords`), with the pool order of `assembleToolPool` (`src/tools.ts`, quoted
 * by other reconstructions).
 *
 * As read, the query forms in the source's order: `select:a,b` on the raw query (not trimmed;
 * `select` in any case), names split on `,` and trimmed, each looked up by exact, case-sensitive
 * name, found ones returned in the asked order without a limit, missing ones reported; then the
 * lower-cased, trimmed query equal to a tool's name, case-insensitively, returns that tool
 * alone; then a query starting `mcp__` (longer than that) returns the deferred tools whose names
 * start with it, in pool order, up to `max_results`, when there are any; otherwise keywords
 * (keywords.ts): zero scores dropped, a stable sort by score, the first `max_results` (5 unless
 * asked). The sort is stable, so equal scores keep the pool order: MCP tools sorted by name
 * (names.ts), a defined order, not a tie. `max_results` is applied as `Array.slice` does.
 *
 * The pool is kept (pool.ts): an update re-reads the changed tools and puts each where it
 * sorts, so the target answers as one built afresh on the catalog as it is.
 */

export { CLAUDE_CODE_DEFAULT_K };

const hit = (tool: SearchedTool, rank: number, why: string[], score?: number): TargetHit => ({
  name: tool.name,
  agentName: tool.agentName,
  rank,
  tied: 1,
  ...(score === undefined ? {} : { score }),
  why,
});

class ClaudeCodeToolSearch implements AgentTarget {
  readonly id = 'claude-code' as const;
  readonly k = CLAUDE_CODE_DEFAULT_K;
  readonly exactness = 'reconstruction' as const;
  readonly #pool: ToolPool;

  constructor(tools: readonly TargetTool[]) {
    this.#pool = new ToolPool(tools);
  }

  agentName(name: string): string | undefined {
    return this.#pool.agentName(name);
  }

  update(change: TargetToolsChange): void {
    this.#pool.update(change);
  }

  search(query: string, options: TargetSearchOptions = {}): TargetAnswer {
    const k = options.k ?? CLAUDE_CODE_DEFAULT_K;
    const select = query.match(SELECT_QUERY);
    if (select) return this.#select(query, select[1] ?? '');
    const queryLower = query.toLowerCase().trim();
    const answer = (form: string, ranked: TargetHit[], limit = k): TargetAnswer => ({
      target: this.id,
      query: queryLower,
      k: limit,
      form,
      ranked,
      returned: ranked.slice(0, limit).map((entry) => entry.name),
      alwaysDeclared: this.#pool.alwaysDeclared,
    });
    const exact =
      this.#pool.deferred.find((tool) => tool.lower === queryLower) ??
      this.#pool.pool.find((tool) => tool.lower === queryLower);
    if (exact) return answer('exact-name', [hit(exact, 1, ['the query is its name'])], 1);
    if (queryLower.startsWith(MCP_PREFIX) && queryLower.length > MCP_PREFIX.length) {
      const prefixed = this.#pool.deferred.filter((tool) => tool.lower.startsWith(queryLower));
      const why = [`its name starts with ${JSON.stringify(queryLower)}`];
      if (prefixed.length > 0)
        return answer(
          'mcp-prefix',
          prefixed.map((tool, index) => hit(tool, index + 1, why)),
        );
    }
    const { required, scoring } = queryTerms(queryLower);
    const patterns = compileTermPatterns(scoring, this.#pool.vocabulary);
    const candidates =
      required.length > 0
        ? this.#pool.deferred.filter((tool) => meetsRequired(tool, required, patterns))
        : this.#pool.deferred;
    const scored = candidates
      .map((tool) => ({ tool, score: scoreTool(tool, scoring, patterns, false).score }))
      .filter((entry) => entry.score > 0)
      .sort((a, b) => b.score - a.score);
    // Each point is explained for the tools returned and those asked about, not for every
    // tool of a large catalog.
    const returned = new Set(scored.slice(0, k).map((entry) => entry.tool));
    const explained = new Set(options.explain ?? []);
    const why = (tool: SearchedTool) =>
      returned.has(tool) || explained.has(tool.name) ? scoreTool(tool, scoring, patterns).why : [];
    return answer(
      'keywords',
      scored.map((entry, index) => hit(entry.tool, index + 1, why(entry.tool), entry.score)),
    );
  }

  #select(query: string, list: string): TargetAnswer {
    const requested = list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    const found: SearchedTool[] = [];
    const missing: string[] = [];
    for (const name of requested) {
      const tool = this.#pool.pool.find((entry) => entry.agentName === name);
      if (tool === undefined) missing.push(name);
      else if (!found.includes(tool)) found.push(tool);
    }
    const ranked = found.map((tool, index) => hit(tool, index + 1, ['named by select:']));
    return {
      target: this.id,
      query,
      k: found.length,
      form: 'select',
      ranked,
      returned: found.map((tool) => tool.name),
      alwaysDeclared: this.#pool.alwaysDeclared,
      ...(missing.length > 0 ? { missing } : {}),
    };
  }
}

/** The `claude-code` target over a catalog's tools. */
export const claudeCodeTarget: TargetBuilder = (tools) => new ClaudeCodeToolSearch(tools);
