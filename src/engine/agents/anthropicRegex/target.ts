import { quote } from '../../catalog/core';
import { analyzedPart } from '../../text';
import type { AgentTarget, TargetAnswer, TargetBuilder, TargetHit, TargetTool } from '../target';
import { anthropicRegexFields, anthropicRegexTexts, type Field } from './fields';
import { ANTHROPIC_REGEX_K } from './limit';
import {
  backtrackingRisk,
  compilePython,
  longRepetitionsInRow,
  type PyRegex,
  pySearch,
} from './pythonRe';
import { PyReError, PyReUnsupported } from './source';

/**
 * The Claude API's `tool_search_tool_regex_20251119`, as its documentation states it
 * (platform.claude.com, "Tool search tool"; the error codes from the `@anthropic-ai/sdk` type
 * `ToolSearchToolResultErrorCode`). Anthropic publishes no source: nothing here is read from
 * its code. What the documentation states: a Python `re.search()` pattern of at most 200
 * characters, over the deferred tools' names, descriptions, argument names and argument
 * descriptions, answered with `tool_reference`s ("the 3–5 tools Claude actually needs").
 * Python's `re` is reproduced (pythonRe.ts: CPython 3.12's parser and meaning, checked against
 * CPython's own tests); a pattern that cannot be made exact is refused as not emulated, and the
 * differences left (Unicode versions, very long fields) are listed in the docs page.
 *
 * `search` takes a pattern, as the model writes one. A query a person typed reaches it through
 * askTarget: as typed when it has regex syntax, else its words as alternatives (queryReading.ts),
 * which is toollens's reading, not the API's; the answer names the pattern run.
 *
 * Readings, where the documentation is silent: the name searched is the tool's name as its MCP
 * server lists it (TargetTool.mcpName); the pattern runs over each field apart (a match
 * never spans two fields); the arguments are the schema's properties at every depth toollens
 * reads (schemaArguments: 3 levels, 200 properties); matches come in catalog order, at most
 * ANTHROPIC_REGEX_K of them; the length counts code points; an overlong or invalid pattern is
 * the SDK's `invalid_tool_input` (the API's finer error names are not documented).
 */

export const ANTHROPIC_REGEX_MAX_PATTERN = 200;
/**
 * The most UTF-16 units of one field the pattern runs over. JavaScript cannot stop a running
 * RegExp, so fields are cut far below MAX_ANALYZED_CHARS. Far above any real field (the
 * longest description in the four data sets is 3,866 characters).
 */
export const ANTHROPIC_REGEX_FIELD_CHARS = 10_000;

/**
 * The units of a field read for a pattern with `k` long repetitions in a row: a failing search
 * can take about n^(k+1) backtracking steps, held here to about 10^9 (`a.*b.*c` took 184 s over
 * 10,000 units): 10,000 for k ≤ 1, 1,000 for 2, 177 for 3, 63 for 4.
 */
export const anthropicRegexFieldChars = (k: number): number =>
  k <= 1 ? ANTHROPIC_REGEX_FIELD_CHARS : Math.floor(10 ** (9 / (k + 1)));

/** How much of a matched text `why` shows on each side of the match. */
const CONTEXT_CHARS = 24;

/** The match with a little of the field around it: `description: "…the weather in…"`. */
const shown = (label: string, text: string, start: number, end: number): string => {
  const from = Math.max(0, start - CONTEXT_CHARS);
  const to = Math.min(text.length, end + CONTEXT_CHARS);
  const excerpt = `${from > 0 ? '…' : ''}${text.slice(from, to)}${to < text.length ? '…' : ''}`;
  return `${label}: ${JSON.stringify(excerpt)} (matched ${JSON.stringify(text.slice(start, end))})`;
};

/** Compiles the pattern as the API would take it, or says why not (in the API's terms where it has them). */
const compileOrRefuse = (pattern: string): PyRegex | NonNullable<TargetAnswer['refusal']> => {
  const length = Array.from(pattern).length;
  if (length > ANTHROPIC_REGEX_MAX_PATTERN)
    return {
      code: 'invalid_tool_input',
      by: 'agent',
      message: `anthropic-regex: the pattern is ${length} characters; the tool search tool takes at most ${ANTHROPIC_REGEX_MAX_PATTERN}`,
    };
  try {
    const compiled = compilePython(pattern);
    const risk = backtrackingRisk(compiled.parsed.root);
    if (risk !== undefined)
      return {
        code: 'not_emulated',
        by: 'toollens',
        message: `anthropic-regex: toollens does not run ${quote(pattern)}: ${risk}, which can take exponential time, and JavaScript cannot stop a running regex (Python's re has no limit either: the API would spend its time limit, execution_time_exceeded)`,
      };
    return compiled;
  } catch (error) {
    if (error instanceof PyReError)
      return {
        code: 'invalid_tool_input',
        by: 'agent',
        message: `anthropic-regex: Python's re rejects ${quote(pattern)}: ${error.message}`,
      };
    if (error instanceof PyReUnsupported)
      return {
        code: 'not_emulated',
        by: 'toollens',
        message: `anthropic-regex: toollens cannot run ${quote(pattern)} as Python would: ${error.message}`,
      };
    throw error;
  }
};

/**
 * The target keeps the tools in catalog order, as the matches are listed, and by place the
 * texts of each one's fields (fields.ts), which are the catalog's own strings; their labels are
 * worked out again for the hits a search explains, so a tool of a 50,000-tool catalog holds one
 * short array and no string of its own.
 *
 * What a build does for a tool is next to nothing: the worker builds the target a chunk at a
 * time while the page loads, so a tool's texts are read when a search first reaches it (a
 * search runs over every tool), and the tools are mapped by name when a name is first asked.
 */
export const anthropicRegexTarget: TargetBuilder = (tools: readonly TargetTool[]): AgentTarget => {
  let catalog = [...tools];
  /** Each tool's texts, at its place in `catalog`; undefined until a search reads them. */
  let texts: (readonly string[] | undefined)[] = tools.map(() => undefined);
  /** Catalog name → the tool (a catalog's names are unique), made when first asked. */
  let byName: Map<string, TargetTool> | undefined;
  return {
    id: 'anthropic-regex',
    k: ANTHROPIC_REGEX_K,
    exactness: 'documentation',
    agentName: (name) => {
      byName ??= new Map(catalog.map((tool) => [tool.tool.name, tool]));
      return byName.get(name)?.mcpName;
    },
    search(pattern, options = {}): TargetAnswer {
      const k = options.k ?? ANTHROPIC_REGEX_K;
      const explained = new Set(options.explain ?? []);
      const answer = {
        target: 'anthropic-regex' as const,
        query: pattern,
        k,
        form: 'regex',
        alwaysDeclared: [],
      };
      const compiled = compileOrRefuse(pattern);
      if (!('regex' in compiled)) return { ...answer, ranked: [], returned: [], refusal: compiled };
      const limit = anthropicRegexFieldChars(longRepetitionsInRow(compiled.parsed.root));
      const ranked: TargetHit[] = [];
      catalog.forEach((held, place) => {
        const fields = texts[place] ?? anthropicRegexTexts(held);
        texts[place] = fields;
        const rank = ranked.length + 1;
        const { name } = held.tool;
        // Every matching field is named for the hits shown; past k one match decides.
        const explain = rank <= k || explained.has(name);
        const why: string[] = [];
        let labels: Field[] | undefined;
        let matched = false;
        for (let at = 0; at < fields.length; at++) {
          const text = analyzedPart(fields[at] as string, limit);
          const match = pySearch(compiled, text);
          if (!match) continue;
          matched = true;
          if (!explain) break;
          labels ??= anthropicRegexFields(held);
          why.push(shown(labels[at]?.label ?? '', text, match.start, match.end));
        }
        if (matched) ranked.push({ name, agentName: held.mcpName, rank, tied: 1, why });
      });
      return { ...answer, ranked, returned: ranked.slice(0, k).map((hit) => hit.name) };
    },
    update({ tools: now, removed, added, moved }) {
      if (byName) {
        for (const tool of removed)
          if (byName.get(tool.tool.name) === tool) byName.delete(tool.tool.name);
        for (const { tool } of added) byName.set(tool.tool.name, tool);
      }
      if (moved) {
        // The kept tools' texts, found by the tool (a change keeps a kept tool's object).
        const read = new Map(catalog.map((tool, place) => [tool, texts[place]]));
        texts = now.map((tool) => read.get(tool));
        catalog = [...now];
        return;
      }
      // The kept tools are where they were: the new ones take their places (their texts not yet
      // read), the rest is cut. Those past the end are pushed (they come in order): setting an
      // array's length, even to what it is, cuts its spare room, so the next push copies it,
      // once a chunk of a build.
      if (catalog.length > now.length) {
        catalog.length = now.length;
        texts.length = now.length;
      }
      for (const { tool, position } of added)
        if (position === catalog.length) {
          catalog.push(tool);
          texts.push(undefined);
        } else {
          catalog[position] = tool;
          texts[position] = undefined;
        }
    },
  };
};
