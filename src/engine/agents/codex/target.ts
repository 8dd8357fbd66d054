import type {
  AgentTarget,
  TargetAnswer,
  TargetBuilder,
  TargetHit,
  TargetSearchOptions,
} from '../target';
import { codexToolInfo, rustTrim } from './searchText';
import { CodexToolSearch, codexSearchEntry, TOOL_SEARCH_DEFAULT_LIMIT } from './toolSearch';

/**
 * Codex's tool_search as an agent target (target.ts): the emulation's answer (toolSearch.ts) in
 * the one shape every target gives. Exactness `source`: Codex and the `bm25` crate are public,
 * and their tests are reproduced beside these modules (docs/agents/codex.md says where the
 * emulation and Codex part). A tool's agent name is `<namespace>.<callable name>`, as Codex's
 * own tests print it (`mcp__calendar.create_event`).
 */

const fixed = (value: number): string => value.toFixed(4);

export const codexTarget: TargetBuilder = (tools): AgentTarget => {
  const entries = tools.map(({ tool, server, mcpName }) =>
    codexSearchEntry(codexToolInfo({ ...tool, name: mcpName }, server)),
  );
  const names = tools.map(({ tool }) => tool.name);
  const agentNames = new Map(
    entries.map((entry, at) => [names[at] ?? '', `${entry.namespace}.${entry.name}`]),
  );
  const engine = new CodexToolSearch(entries);

  const why = (id: number, query: string): string[] =>
    engine
      .explain(id, query)
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
    const ranked: TargetHit[] = engine.scoredGroups(query).flatMap((group) =>
      group.ids.map((id, at) => {
        const name = names[id] ?? '';
        const place = group.rank + at;
        return {
          name,
          agentName: agentNames.get(name) ?? '',
          rank: group.rank,
          tied: group.ids.length,
          score: group.score,
          why: place <= k || explained.has(name) ? why(id, query) : [],
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
    agentName: (name) => agentNames.get(name),
    search,
  };
};
