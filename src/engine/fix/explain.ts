import {
  CODEX_MAX_TOOL_NAME_LENGTH,
  codexNamespace,
  MAX_MCP_DESCRIPTION_LENGTH,
  TARGET_INFO,
} from '../agents/core';
import type { Tool } from '../catalog/core';
import { declarationLine } from '../prompt/core';
import { tokensByChars } from '../text/core';
import { DECLARED_LEVERS, LEVER_READERS } from './levers';
import type { FixLever, FixRanker, QueryMove, ToolFix } from './types';

/**
 * What a proposal costs and why it is made, in the agents' own terms: the readers of its lever,
 * each move with the agent's own score parts, the caps that bite (Claude Code's 2,048-character
 * description cut, Codex's 64-character names).
 */

export const rankerLabel = (ranker: FixRanker): string =>
  ranker === 'toollens' ? 'toollens' : TARGET_INFO[ranker].label;

const LEVER_NAMES: Record<FixLever, string> = {
  description: 'the description',
  title: 'the title',
  'argument-description': "an argument's description",
  'search-hint': 'the search hint',
  'always-load': 'always-load',
  name: 'the name',
};

const listed = (parts: readonly string[]) =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

/** The line that says what an edit does and who reads it. */
export const editLine = (fix: ToolFix): string => {
  const readers = listed(LEVER_READERS[fix.lever].map(rankerLabel));
  if (fix.lever === 'always-load')
    return `declares ${fix.tool} up front under Claude Code (never searched): its whole declaration joins every turn`;
  if (fix.lever === 'name')
    return `renames ${fix.tool} to ${fix.after} (breaking: callers of the old name fail), read by ${readers}`;
  const words = listed(fix.words.map((word) => `"${word}"`));
  return `adds ${words} to ${LEVER_NAMES[fix.lever]}, read by ${readers}`;
};

const rankText = (rank: number | null) => (rank === null ? 'nowhere' : String(rank));

/** A move as a line: `Codex: "open an issue" ranks create_issue 12 → 3`. */
export const moveLine = (move: QueryMove, what: string): string =>
  `${rankerLabel(move.ranker)}: ${what} "${move.text}" (${move.tool} ${rankText(move.before)} → ${rankText(move.after)})`;

/** Caps an edit runs into, said where they bite. */
export const capLines = (fix: ToolFix, server: string | undefined): string[] => {
  const lines: string[] = [];
  if (fix.lever === 'description' && fix.before.length >= MAX_MCP_DESCRIPTION_LENGTH)
    lines.push(
      `Claude Code searches the first ${MAX_MCP_DESCRIPTION_LENGTH} characters of a description: words added after them are not searched there`,
    );
  return server !== undefined && fix.lever === 'name' && !fitsCodex(server, fix.after)
    ? [
        ...lines,
        `Codex cuts ${fix.after} to ${CODEX_MAX_TOOL_NAME_LENGTH} characters with its namespace`,
      ]
    : lines;
};

/** Whether Codex shows the name whole: namespace, its 2-character delimiter and the name. */
export const fitsCodex = (server: string, name: string): boolean =>
  codexNamespace(server).length + 2 + name.length <= CODEX_MAX_TOOL_NAME_LENGTH;

/**
 * Tokens (chars/4) an edit adds: to the declaration, the text the model is shown when it loads
 * the tool (a hint is not); to the standing surface, what every turn carries (a deferred tool's
 * name is listed, an always-loaded tool's whole declaration is sent).
 */
export const tokensOf = (fix: ToolFix, tool: Tool): { surface: number; declaration: number } => {
  const grown = fix.after.length - fix.before.length;
  if (fix.lever === 'always-load')
    return { surface: tokensByChars(declarationLine(tool).length), declaration: 0 };
  if (fix.lever === 'name')
    return { surface: tokensByChars(grown), declaration: tokensByChars(grown) };
  return DECLARED_LEVERS.has(fix.lever)
    ? { surface: 0, declaration: tokensByChars(grown) }
    : { surface: 0, declaration: 0 };
};
