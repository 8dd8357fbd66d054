import { askTarget } from '../agents/askTarget';
import { buildTarget } from '../agents/builders';
import type { AgentTargetId } from '../agents/target';
import { targetTools } from '../agents/targetTools';
import type { Catalog } from '../catalog/types';
import { importConversation } from '../replay/logFormats/importConversation';
import type { Session } from './types';

/**
 * Session logs for the recorded-search check's tests, written in each format's public shape
 * (the shapes claudeCode/read.ts, anthropicToolSearch.ts and openaiToolSearch.ts cite): one
 * search a turn, each answered by the agent names given, so a test can record what the emulator
 * itself returns, or an edited answer.
 */

/** What the target returns for a query, as the agent names the tools (the log's names). */
export const emulated = (
  catalog: Catalog,
  id: AgentTargetId,
  query: string,
  k?: number,
): string[] => {
  const target = buildTarget(id, targetTools(catalog));
  const answer = askTarget(target, query, {
    ...(k === undefined ? {} : { k }),
    ...(id === 'anthropic-regex' ? { given: 'pattern' as const } : {}),
  });
  return answer.returned.map((name) => target.agentName(name) ?? name);
};

export type Recorded = { query: string; names: string[]; limit?: number };

const line = (value: unknown) => JSON.stringify(value);

/** A Claude Code session file: a user line, then ToolSearch and its tool_reference result. */
export const claudeCodeLog = (searches: readonly Recorded[], version = '2.1.3'): string =>
  searches
    .flatMap(({ query, names, limit }, index) => {
      const id = `toolu_${index}`;
      const at = `2026-03-02T09:0${index % 10}:00Z`;
      const common = { sessionId: 's', version, timestamp: at };
      const input = { query, ...(limit === undefined ? {} : { max_results: limit }) };
      return [
        line({ type: 'user', ...common, message: { role: 'user', content: `look ${index}` } }),
        line({
          type: 'assistant',
          ...common,
          message: {
            role: 'assistant',
            content: [{ type: 'tool_use', id, name: 'ToolSearch', input }],
          },
        }),
        line({
          type: 'user',
          ...common,
          message: {
            role: 'user',
            content: [
              {
                type: 'tool_result',
                tool_use_id: id,
                content: names.map((tool_name) => ({ type: 'tool_reference', tool_name })),
              },
            ],
          },
        }),
      ];
    })
    .join('\n');

/** An Anthropic Messages log with the Claude API's regex tool search, one search a turn. */
export const anthropicRegexLog = (searches: readonly Recorded[]): string =>
  JSON.stringify(
    searches.flatMap(({ query, names }, index) => [
      { role: 'user', content: `look ${index}` },
      {
        role: 'assistant',
        content: [
          {
            type: 'server_tool_use',
            id: `srvtoolu_${index}`,
            name: 'tool_search_tool_regex',
            input: { pattern: query },
          },
          {
            type: 'tool_search_tool_result',
            tool_use_id: `srvtoolu_${index}`,
            content: {
              type: 'tool_search_tool_search_result',
              tool_references: names.map((tool_name) => ({ type: 'tool_reference', tool_name })),
            },
          },
        ],
      },
    ]),
  );

/**
 * An OpenAI Responses log with tool_search, one search a turn: each agent name
 * `<namespace>.<tool>` returned inside its namespace, as Responses groups them.
 */
export const responsesLog = (
  searches: readonly Recorded[],
  execution: 'client' | 'server' = 'client',
): string =>
  JSON.stringify(
    searches.flatMap(({ query, names, limit }, index) => {
      const call_id = execution === 'server' ? null : `call_${index}`;
      const byNamespace = new Map<string, string[]>();
      for (const name of names) {
        const dot = name.lastIndexOf('.');
        const space = dot < 0 ? '' : name.slice(0, dot);
        byNamespace.set(space, [...(byNamespace.get(space) ?? []), name.slice(dot + 1)]);
      }
      const tools = [...byNamespace].flatMap(([namespace, inner]) => {
        const functions = inner.map((name) => ({ type: 'function', name }));
        return namespace === ''
          ? functions
          : [{ type: 'namespace', name: namespace, tools: functions }];
      });
      return [
        { type: 'message', role: 'user', content: `look ${index}` },
        {
          type: 'tool_search_call',
          call_id,
          execution,
          status: 'completed',
          arguments: { query, ...(limit === undefined ? {} : { limit }) },
        },
        { type: 'tool_search_output', call_id, execution, status: 'completed', tools },
      ];
    }),
  );

/** The log read as `diagnose` reads it, against the catalog's names: its sessions. */
export const loggedSessions = (text: string, catalog: Catalog, name = 'log'): Session[] => {
  const result = importConversation(text, {
    name,
    catalogNames: catalog.tools.map((tool) => tool.name),
  });
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return [
    { name, transcript: result.transcript },
    ...(result.threads ?? []).map((transcript, index) => ({
      name: `${name}-subagent-${index + 1}`,
      transcript,
    })),
  ];
};
