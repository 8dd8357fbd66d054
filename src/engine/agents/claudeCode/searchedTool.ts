import { descriptionAt } from '../../catalog/types';
import type { TargetTool } from '../target';
import { buildMcpToolName, type ParsedToolName, parseToolName } from './names';
import { sanitizeUnicode } from './sanitize';

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
 */

export const MAX_MCP_DESCRIPTION_LENGTH = 2048;
export const TRUNCATED_SUFFIX = '… [truncated]';

/** The MCP tool's `prompt()`: the description ToolSearch scores. */
export const mcpToolPrompt = (description: string): string =>
  description.length > MAX_MCP_DESCRIPTION_LENGTH
    ? `${description.slice(0, MAX_MCP_DESCRIPTION_LENGTH)}${TRUNCATED_SUFFIX}`
    : description;

/** The search hint as Claude Code keeps it, or undefined when it keeps none. */
export const normalizeSearchHint = (hint: string | undefined): string | undefined =>
  hint === undefined ? undefined : hint.replace(/\s+/g, ' ').trim() || undefined;

/** The maximal runs of regex word characters (`\w` without the `u` flag: ASCII only). */
const wordsOf = (text: string): ReadonlySet<string> => new Set(text.match(/\w+/g) ?? []);

export type SearchedTool = {
  /** The catalog's name. */
  name: string;
  /** `mcp__<server>__<tool>`. */
  agentName: string;
  parsed: ParsedToolName;
  /** The description as scored: truncated, lower-cased. */
  description: string;
  /** The normalised hint, lower-cased; empty when there is none. */
  hint: string;
  /** The description's and the hint's words: each maximal run of `[a-z0-9_]` (see keywords.ts). */
  descriptionWords: ReadonlySet<string>;
  hintWords: ReadonlySet<string>;
  /** Declared up front, never searched. */
  alwaysLoad: boolean;
};

export const searchedTool = ({ tool, server, mcpName }: TargetTool): SearchedTool => {
  const agentName = buildMcpToolName(server, sanitizeUnicode(mcpName));
  const rawHint = tool.agentHints?.searchHint;
  const hint = normalizeSearchHint(rawHint === undefined ? undefined : sanitizeUnicode(rawHint));
  const description = mcpToolPrompt(sanitizeUnicode(descriptionAt(tool))).toLowerCase();
  const lowerHint = hint?.toLowerCase() ?? '';
  return {
    name: tool.name,
    agentName,
    parsed: parseToolName(agentName),
    description,
    hint: lowerHint,
    descriptionWords: wordsOf(description),
    hintWords: wordsOf(lowerHint),
    alwaysLoad: tool.agentHints?.alwaysLoad === true,
  };
};
