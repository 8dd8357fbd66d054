import type { AgentTargetId } from '../agents/core';
import type { FixLever, FixRanker } from './types';

/**
 * Which ranker reads which lever: the one table the fixer, its docs (docs/fixes.md) and its
 * tests use. Each row is what the emulators read, and levers.test.ts checks every cell against
 * them (a word put through the lever alone, then searched for):
 *
 * - Codex searches the flat and callable names, the server's name, the MCP `title`, the
 *   description and the top-level argument names, not argument descriptions
 *   (engine/agents/codex/searchText.ts, after openai/codex `codex-rs/core/src/tools/handlers/mcp.rs`
 *   `build_mcp_search_text`; docs/agents/codex.md, rules 1 and 6).
 * - Claude Code scores the name's parts, the description's first 2,048 units and the search
 *   hint, no title and no argument (engine/agents/claudeCode/keywords.ts, after
 *   stephanoskomnenos/claude-code-clean `src/tools/ToolSearchTool/ToolSearchTool.ts`;
 *   docs/agents/claude-code.md, rules 2, 7 and 9); always-load takes a tool out of its search and
 *   declares it up front (rule 3).
 * - The Claude API's regex matches the name, the description and the arguments' names and
 *   descriptions, no title (engine/agents/anthropicRegex/fields.ts; docs/agents/anthropic-regex.md,
 *   rule 4).
 * - toollens's own ranker reads the name, the description, the tags, the concepts' glossary and
 *   the arguments' names and descriptions (engine/search/fields.ts), no title and no hint.
 */
export const LEVER_READERS: Readonly<Record<FixLever, readonly FixRanker[]>> = {
  description: ['codex', 'claude-code', 'anthropic-regex', 'toollens'],
  title: ['codex'],
  'argument-description': ['anthropic-regex', 'toollens'],
  'search-hint': ['claude-code'],
  'always-load': ['claude-code'],
  name: ['codex', 'claude-code', 'anthropic-regex', 'toollens'],
};

/** Whether `ranker` reads `lever`. */
export const reads = (ranker: FixRanker, lever: FixLever): boolean =>
  LEVER_READERS[lever].includes(ranker);

/**
 * The levers tried for a miss under `target`, cheapest first, among those it reads: a lever only
 * this agent reads and the model is not shown (the hint) before one shown to every model that
 * loads the tool (the title, then the description, which every agent reads); then always-load,
 * which puts the whole declaration in every turn; the breaking rename last.
 */
const ORDER: readonly FixLever[] = [
  'search-hint',
  'title',
  'description',
  'argument-description',
  'always-load',
  'name',
];

export const leversFor = (target: AgentTargetId): FixLever[] =>
  ORDER.filter((lever) => reads(target, lever));

/**
 * Levers whose text the model is shown when it loads the tool (its declaration): the search
 * hint is read by Claude Code's search alone (claude-code-clean `src/services/mcp/client.ts`
 * keeps it on the tool for ToolSearch, not in its prompt), and always-load and the name are
 * counted apart.
 */
export const DECLARED_LEVERS: ReadonlySet<FixLever> = new Set([
  'title',
  'description',
  'argument-description',
]);
