import { ANTHROPIC_REGEX_MAX_PATTERN, buildTarget } from '../agents';
import {
  AGENT_TARGETS,
  type AgentTargetId,
  CODEX_MAX_TOOL_NAME_LENGTH,
  type CodexRename,
  codexModelNames,
  MAX_MCP_DESCRIPTION_LENGTH,
  mcpToolPrompt,
  sanitizeUnicode,
  TARGET_INFO,
  type TargetTool,
  TRUNCATED_SUFFIX,
  targetTools,
} from '../agents/core';
import { type Catalog, descriptionAt } from '../catalog/core';
import { analyzedPart, MAX_ANALYZED_CHARS } from '../text';
import { formatCount, plural } from '../text/core';
import type { Finding } from './types';

/**
 * The caps each agent applies to what its model sees, as lint findings under that agent, each
 * with what the model will actually see. Cheap (no search), so they run for every agent unless
 * the caller names fewer. The rules are the agents' own, imported from the engine's emulations:
 * - Claude Code (`description-cut`): the description past MAX_MCP_DESCRIPTION_LENGTH UTF-16
 *   units, after Unicode sanitising, is replaced by `… [truncated]`, in what ToolSearch searches
 *   and what the model reads (the reconstruction's `src/services/mcp/client.ts`).
 * - Codex (`name-renamed`): the name Codex shows when it hashes or cuts it (agents/codex/modelNames.ts).
 * - The Claude API's regex search (`name-over-pattern-limit`): a pattern holds at most 200
 *   characters, so a name whose exact pattern is longer cannot be asked for whole.
 */

export type LimitOptions = {
  agents: readonly AgentTargetId[];
  /** The MCP server the agents put in tool names (targetTools.ts). */
  server?: string;
};

/** How much of a text a finding quotes on each side of a cut. */
const QUOTED = 60;

/** Quoted on one line: each run of white space as one space. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ');

/** The end of `text`, from a word start when one is near: what the model reads last. */
const lastWords = (text: string): string => {
  if (text.length <= QUOTED) return oneLine(text);
  const tail = oneLine(text.slice(-QUOTED));
  const space = tail.search(/\s/);
  return `…${space >= 0 && space < QUOTED / 2 ? tail.slice(space + 1) : tail}`;
};

const firstWords = (text: string): string => {
  const head = oneLine(text.slice(0, QUOTED));
  return text.length > QUOTED ? `${head}…` : head;
};

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;

const claudeCodeCuts = (tools: readonly TargetTool[]): Finding[] =>
  tools.flatMap(({ tool }): Finding[] => {
    const raw = descriptionAt(tool);
    if (raw.length <= MAX_MCP_DESCRIPTION_LENGTH) return [];
    // A 30 MB description is read as far as search reads it; the cut is in its first 2,048.
    const bounded = raw.length > MAX_ANALYZED_CHARS;
    const text = sanitizeUnicode(bounded ? analyzedPart(raw) : raw);
    if (text.length <= MAX_MCP_DESCRIPTION_LENGTH) return [];
    const seen = mcpToolPrompt(text);
    const kept = seen.slice(0, seen.length - TRUNCATED_SUFFIX.length);
    const dropped = text.slice(MAX_MCP_DESCRIPTION_LENGTH);
    const total = bounded ? raw.length : text.length;
    const split = isHighSurrogate(kept.charCodeAt(kept.length - 1))
      ? ' The cut falls inside a character outside the Basic Multilingual Plane (an emoji, say), so half of it is sent: Claude Code before 2.1.162 had the API refuse such a request ("no low surrogate in string", its changelog).'
      : '';
    return [
      {
        rule: 'description-cut',
        severity: 'warning',
        agent: 'claude-code',
        tools: [tool.name],
        message: `Claude Code keeps the first ${formatCount(MAX_MCP_DESCRIPTION_LENGTH)} of the ${plural(total, 'character')} of ${tool.name}'s description: the model reads it ending "${lastWords(kept)}${TRUNCATED_SUFFIX}" and ToolSearch searches the same text; the last ${plural(total - MAX_MCP_DESCRIPTION_LENGTH, 'character')}, from "${firstWords(dropped)}", are never seen.${split}`,
        fix: `Say what the tool does, when to use it and what it returns within the first ${formatCount(MAX_MCP_DESCRIPTION_LENGTH)} characters, and move reference text (endpoint lists, long examples) out of the description. This follows the reconstructed Claude Code (2.1.88); from 2.1.280 a user's CLAUDE_CODE_MAX_MCP_DESCRIPTION_LENGTH sets the limit, 2.1.295 keeps 16,384 characters of a description loaded through ToolSearch, and 2.1.296 4,096 of one sent up front.`,
      },
    ];
  });

const RENAME_REASON: Record<CodexRename, (server: string, others: string) => string> = {
  'namespace-clash': (server) =>
    `another server's name sanitises to the same namespace as "${server}", so Codex adds a hash of the server to the namespace`,
  'name-clash': (_, others) =>
    `${others || 'another tool'} sanitises to the same name (Codex turns every character outside A–Z a–z 0–9 _ into _), so Codex adds a hash of the tool`,
  'too-long': () =>
    `the namespace and the name, with Codex's 2-byte delimiter, are longer than its ${CODEX_MAX_TOOL_NAME_LENGTH} bytes, so Codex cuts the name and ends it with a hash of the tool`,
  taken: () =>
    'another tool already has the namespace and name run together, so Codex ends this one with a hash',
};

const codexRenames = (tools: readonly TargetTool[]): Finding[] => {
  const names = codexModelNames(tools);
  // The catalog's tools under each plain namespace and name, to say which clash.
  const byPlain = new Map<string, string[]>();
  names.forEach(({ plain, renames }, at) => {
    if (renames.length === 0) return;
    const key = `${plain.namespace}.${plain.name}`;
    byPlain.set(key, [...(byPlain.get(key) ?? []), tools[at]?.tool.name ?? '']);
  });
  return tools.flatMap(({ tool, server, mcpName }, at): Finding[] => {
    const name = names[at];
    if (!name || name.renames.length === 0 || !name.shown) return [];
    const { shown, plain } = name;
    const plainName = `${plain.namespace}.${plain.name}`;
    const others = (byPlain.get(plainName) ?? []).filter((other) => other !== tool.name).join(', ');
    const tooLong = name.renames.includes('too-long');
    const length = plain.namespace.length + 2 + plain.name.length;
    const room = CODEX_MAX_TOOL_NAME_LENGTH - plain.namespace.length - 2;
    const reasons = name.renames
      .map((reason) => RENAME_REASON[reason](server, others))
      .join('; then ');
    return [
      {
        rule: 'name-renamed',
        severity: 'warning',
        agent: 'codex',
        tools: [tool.name],
        message: `Codex shows ${tool.name} to the model as ${shown.namespace}.${shown.name}, not ${plainName}${tooLong ? ` (${plural(length, 'byte')} with the delimiter)` : ''}: ${reasons}.`,
        fix: tooLong
          ? `Keep ${room > 0 ? `the name within ${plural(room, 'character')}` : 'the server name shorter'} beside the server "${server}", so Codex shows ${mcpName} as you wrote it (the check assumes that server name; --server sets another).`
          : 'Give tools and servers names that differ in letters, digits or _, which Codex keeps; it turns every other character into _.',
      },
    ];
  });
};

/** Python's `re.escape` (3.7 and later): these characters, and only these, get a backslash. */
const PY_SPECIAL = new Set(Array.from('()[]{}?*+-|^$\\.&~# \t\n\r\v\f'));
const pyEscape = (text: string): string =>
  Array.from(text, (char) => (PY_SPECIAL.has(char) ? `\\${char}` : char)).join('');

const shortened = (text: string): string => {
  const chars = Array.from(text);
  return chars.length > 80 ? `${chars.slice(0, 77).join('')}…` : text;
};

const regexPatternLimits = (tools: readonly TargetTool[]): Finding[] => {
  // An escape at most doubles a character: a name of up to 99 units always fits.
  const over = tools.filter(
    ({ mcpName }) =>
      mcpName.length * 2 + 2 > ANTHROPIC_REGEX_MAX_PATTERN &&
      Array.from(`^${pyEscape(mcpName)}$`).length > ANTHROPIC_REGEX_MAX_PATTERN,
  );
  if (over.length === 0) return [];
  const target = buildTarget('anthropic-regex', tools);
  const { label, k } = TARGET_INFO['anthropic-regex'];
  return over.map(({ tool, mcpName }): Finding => {
    const whole = `^${pyEscape(mcpName)}$`;
    // The longest start of the name whose escaped pattern fits, `^` included.
    const chars = Array.from(mcpName);
    let length = chars.length;
    const fits = (n: number) =>
      Array.from(`^${pyEscape(chars.slice(0, n).join(''))}`).length <= ANTHROPIC_REGEX_MAX_PATTERN;
    while (length > 0 && !fits(length)) length--;
    const prefix = `^${pyEscape(chars.slice(0, length).join(''))}`;
    const answer = target.search(prefix);
    const others = answer.returned.filter((name) => name !== tool.name);
    const found = answer.returned.includes(tool.name);
    return {
      rule: 'name-over-pattern-limit',
      severity: 'warning',
      agent: 'anthropic-regex',
      tools: [tool.name],
      message: `${label} takes patterns of at most ${ANTHROPIC_REGEX_MAX_PATTERN} characters; ${tool.name}'s name as an exact pattern is ${Array.from(whole).length}, so the model cannot ask for it whole. The longest start it can write, ${shortened(prefix)}, ${found ? `returns it${others.length > 0 ? ` with ${others.join(', ')}` : ''}` : `returns ${others.length > 0 ? others.join(', ') : 'nothing'} and not it (the first ${k} matches in catalog order)`}.`,
      fix: 'Shorten the name: the API accepts tool names of at most 64 characters, and any such name fits in a pattern.',
    };
  });
};

const BY_AGENT: Record<AgentTargetId, (tools: readonly TargetTool[]) => Finding[]> = {
  'claude-code': claudeCodeCuts,
  codex: codexRenames,
  'anthropic-regex': regexPatternLimits,
};

export const limitFindings = (
  catalog: Pick<Catalog, 'tools' | 'server' | 'source'>,
  { agents, server }: LimitOptions,
): Finding[] => {
  const chosen = AGENT_TARGETS.filter((id) => agents.includes(id));
  if (chosen.length === 0) return [];
  const tools = targetTools(catalog, server);
  return chosen.flatMap((id) => BY_AGENT[id](tools));
};
