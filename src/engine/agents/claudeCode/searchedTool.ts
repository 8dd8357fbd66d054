import { descriptionAt } from '../../catalog/core';
import { isAscii } from '../../text/core';
import type { TargetTool } from '../target';
import { MCP_PREFIX, mcpToolName } from './names';
import { sanitizeUnicode } from './sanitize';
import type { Vocabulary } from './wordLists';

/**
 * A catalog tool as Claude Code's ToolSearch sees it: its name, the text searched, the hint and
 * whether it is deferred. Claude Code's source is not published; this reads the reconstruction
 * stephanoskomnenos/claude-code-clean @ 1bcfe6b7d3a06ed8248eeb617f049e945b337ba5:
 * `src/services/mcp/client.ts` (how an MCP tool is built) and `src/tools/ToolSearchTool/prompt.ts`
 * (`isDeferredTool`).
 *
 * As read: the tool's fields are first Unicode-sanitised (sanitize.ts); the name is
 * `mcp__<server>__<tool>` (the tool as its server lists it); the text searched is the description's first 2,048 UTF-16 units, plus
 * `… [truncated]` when it is longer (so the word "truncated" is in every long description); the
 * hint is `_meta["anthropic/searchHint"]` with each run of white space made one space and the
 * ends trimmed, none when that leaves nothing; both are lower-cased as ToolSearch compares them.
 * A tool with `_meta["anthropic/alwaysLoad"]` true is declared up front, every other MCP tool is
 * deferred behind ToolSearch. A live description is searched as its text at clock 0.
 *
 * What a tool keeps, for catalogs of 50,000 tools: its names, its words as word lists
 * (wordLists.ts), and the lower-cased description only where the catalog's own cannot stand for
 * it. An ASCII description within the length is its own sanitised form, and lower-casing ASCII
 * maps A–Z alone, so `\b<term>\b` matches the lower-cased text exactly where the same pattern
 * with the `i` flag matches the catalog's (keywords.ts).
 */

export const MAX_MCP_DESCRIPTION_LENGTH = 2048;
export const TRUNCATED_SUFFIX = '… [truncated]';

/** The MCP tool's `prompt()`: the description ToolSearch scores. */
export const mcpToolPrompt = (description: string): string =>
  description.length > MAX_MCP_DESCRIPTION_LENGTH
    ? `${description.slice(0, MAX_MCP_DESCRIPTION_LENGTH)}${TRUNCATED_SUFFIX}`
    : description;

/** The search hint as Claude Code keeps it, or undefined when it keeps none. */
const normalizeSearchHint = (hint: string | undefined): string | undefined =>
  hint === undefined ? undefined : hint.replace(/\s+/g, ' ').trim() || undefined;

const CAPITAL = /[A-Z]/;

export class SearchedTool {
  /** The catalog's tool, as the target was given it. */
  readonly held: TargetTool;
  /** `mcp__<server>__<tool>`: ASCII, as the names are normalised. */
  readonly agentName: string;
  /** The agent name lower-cased, what terms are compared with (the same string when it has no capital). */
  readonly lower: string;
  /**
   * The description as scored (truncated, lower-cased), or undefined where the catalog's
   * description stands for it: ASCII and within MAX_MCP_DESCRIPTION_LENGTH.
   */
  readonly description: string | undefined;
  /** The normalised hint, lower-cased; empty when there is none. */
  readonly hint: string;
  /** The words (each maximal run of `[a-z0-9_]`, see keywords.ts) of the description and the hint. */
  readonly descriptionWords: string;
  readonly hintWords: string;
  /** Its catalog position: the pool's order among tools of one name. */
  position: number;
  /** Where the agent name's tool part starts: before it, `mcp__<server>__`, one server's alike. */
  readonly toolPart: number;

  /** `server` is `held.server` normalised (normalizeNameForMCP). */
  constructor(held: TargetTool, position: number, vocabulary: Vocabulary, server: string) {
    const { tool, mcpName } = held;
    this.held = held;
    this.position = position;
    this.agentName = mcpToolName(server, sanitizeUnicode(mcpName));
    this.toolPart = MCP_PREFIX.length + server.length + 2;
    this.lower = CAPITAL.test(this.agentName) ? this.agentName.toLowerCase() : this.agentName;
    const raw = descriptionAt(tool);
    const own = raw.length <= MAX_MCP_DESCRIPTION_LENGTH && isAscii(raw);
    // Its own description is lower-cased only as its words are read (A–Z alone change).
    this.description = own ? undefined : mcpToolPrompt(sanitizeUnicode(raw)).toLowerCase();
    const rawHint = tool.agentHints?.searchHint;
    const hint = normalizeSearchHint(rawHint === undefined ? undefined : sanitizeUnicode(rawHint));
    this.hint = hint?.toLowerCase() ?? '';
    this.descriptionWords = vocabulary.listOf(this.description ?? raw);
    this.hintWords = vocabulary.listOf(this.hint);
  }

  /** The catalog's name. */
  get name(): string {
    return this.held.tool.name;
  }

  /** Declared up front, never searched. */
  get alwaysLoad(): boolean {
    return this.held.tool.agentHints?.alwaysLoad === true;
  }
}
