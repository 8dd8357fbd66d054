import type {
  AgentTarget,
  TargetAnswer,
  TargetBuilder,
  TargetHit,
  TargetSearchOptions,
  TargetTool,
} from '../target';
import { codexNamespace, sanitizeToolName } from './names';
import { Bm25Index } from './search';
import { codexSearchText, codexToolInfo, rustTrim } from './searchText';
import { TOOL_SEARCH_DEFAULT_LIMIT } from './toolSearch';

/**
 * Codex's tool_search as an agent target (target.ts): the emulation's answer (toolSearch.ts) in
 * the one shape every target gives. Exactness `source`: Codex and the `bm25` crate are public,
 * and their tests are reproduced beside these modules (docs/agents/codex.md says where the
 * emulation and Codex part). A tool's agent name is `<namespace>.<callable name>`, as Codex's
 * own tests print it (`mcp__calendar.create_event`).
 *
 * Codex builds its engine afresh from the tool list; this one is kept (search.ts's Bm25Index,
 * keyed by the tool): an update re-reads the changed tools, and every tool's place among equal
 * scores is its catalog position, as in the engine built afresh.
 */

const fixed = (value: number): string => value.toFixed(4);

/** The one document Codex indexes for the tool. */
const searchText = ({ tool, server, mcpName }: TargetTool): string =>
  codexSearchText(codexToolInfo(tool, server, 0, mcpName));

export const codexTarget: TargetBuilder = (tools): AgentTarget => {
  const engine = new Bm25Index<TargetTool>(searchText);
  // A server's namespace, worked out once.
  const namespaces = new Map<string, string>();
  // A held tool's agent name, worked out the first time a search or agentName names it and kept
  // while the tool is held: a build names no tool, and a search names every hit.
  const agentNames = new Map<TargetTool, string>();
  const nameOf = (held: TargetTool): string => {
    const known = agentNames.get(held);
    if (known !== undefined) return known;
    let namespace = namespaces.get(held.server);
    if (namespace === undefined) {
      namespace = codexNamespace(held.server);
      namespaces.set(held.server, namespace);
    }
    // One flat string (a template's result would be a chain of pieces).
    const name = [namespace, '.', sanitizeToolName(held.mcpName)].join('');
    agentNames.set(held, name);
    return name;
  };
  // Each held tool by its catalog name, for agentName alone: made from the engine's tools when
  // first asked, then kept up to date, so a build (which never asks) does without it.
  let byName: Map<string, TargetTool> | undefined;
  const agentName = (name: string): string | undefined => {
    if (byName === undefined) {
      byName = new Map();
      for (const held of engine.ids()) byName.set(held.tool.name, held);
    }
    const held = byName.get(name);
    return held === undefined ? undefined : nameOf(held);
  };
  const add = (tool: TargetTool, position: number) => {
    byName?.set(tool.tool.name, tool);
    engine.upsert(tool, position);
  };
  tools.forEach(add);

  const why = (explain: ReturnType<typeof engine.explainer>, held: TargetTool): string[] =>
    explain(held)
      .filter((part) => part.weight > 0)
      .map(
        (part) =>
          `"${part.token}": idf ${fixed(part.idf)} × weight ${fixed(part.weight)} = ${fixed(Math.fround(part.idf * part.weight))}`,
      );

  const search = (query: string, options: TargetSearchOptions = {}): TargetAnswer => {
    const k = options.k ?? TOOL_SEARCH_DEFAULT_LIMIT;
    const base = { target: 'codex' as const, query: rustTrim(query), k, alwaysDeclared: [] };
    // Codex answers the model with these (FunctionCallError::RespondToModel), word for word.
    const refused = (message: string): TargetAnswer => ({
      ...base,
      form: 'keywords',
      ranked: [],
      returned: [],
      refusal: { code: 'RespondToModel', message },
    });
    if (rustTrim(query) === '') return refused('query must not be empty');
    if (!Number.isInteger(k) || k <= 0) return refused('limit must be greater than zero');
    const explained = new Set(options.explain ?? []);
    const explain = engine.explainer(rustTrim(query));
    const ranked: TargetHit[] = engine.search(rustTrim(query)).groups.flatMap((group) =>
      group.ids.map((held, at) => {
        const { name } = held.tool;
        const place = group.rank + at;
        return {
          name,
          agentName: nameOf(held),
          rank: group.rank,
          tied: group.ids.length,
          score: group.score,
          why: place <= k || explained.has(name) ? why(explain, held) : [],
        };
      }),
    );
    return {
      ...base,
      form: 'keywords',
      ranked,
      returned: ranked.slice(0, k).map((hit) => hit.name),
    };
  };

  return {
    id: 'codex',
    k: TOOL_SEARCH_DEFAULT_LIMIT,
    exactness: 'source',
    agentName,
    search,
    update({ tools: now, removed, added, moved }) {
      for (const tool of removed) {
        engine.remove(tool);
        byName?.delete(tool.tool.name);
        agentNames.delete(tool);
      }
      for (const { tool, position } of added) add(tool, position);
      if (moved)
        now.forEach((held, position) => {
          engine.place(held, position);
        });
    },
  };
};
