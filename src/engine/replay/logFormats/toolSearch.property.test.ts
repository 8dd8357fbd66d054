import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TranscriptEvent, Turn } from '../transcript';
import { isoTime, SYNTHETIC_START } from './build';
import { importConversation } from './importConversation';

/**
 * A log written from a random transcript reads back to it, for the two API formats whose
 * discovery the platform (or the client) runs: Anthropic Messages with the Claude API's tool
 * search (`server_tool_use` + `tool_search_tool_result`, regex or BM25) and a client-side search
 * (a tool whose result is `tool_reference` blocks), and OpenAI Responses with `tool_search_call`
 * + `tool_search_output` (hosted and client). The blocks are the shapes
 * anthropicToolSearch.test.ts and openaiToolSearch.test.ts cite. Neither log carries times, so
 * turns are a minute apart from the synthetic start, as the importer gives them.
 */

const CATALOG = ['create_issue', 'list_issues', 'add_labels', 'get_me'];
const SERVER = 'github';

type Discover = Extract<TranscriptEvent, { type: 'discover' }>;

const text = fc
  .string({ minLength: 1, maxLength: 12 })
  .filter((value) => value.trim() === value && value !== '');
const known = fc.constantFrom(...CATALOG);
const missing = fc.integer({ min: 0, max: 9 }).map((n) => `missing_${n}`);

const call = fc.record({
  type: fc.constant('call' as const),
  name: known,
  args: fc.dictionary(fc.constantFrom('owner', 'repo', 'n'), fc.oneof(fc.string(), fc.integer())),
});

/** A discovery as the transcript holds it: what the catalog has loaded, what it lacks kept. */
const discovery = (vias: readonly { via: string; form: Discover['form'] }[], withError: boolean) =>
  fc
    .record({
      kind: fc.constantFrom(...vias),
      query: text,
      loaded: fc.uniqueArray(known, { maxLength: 3 }),
      unknown: fc.uniqueArray(missing, { maxLength: 2 }),
      error: withError
        ? fc.option(fc.constantFrom('unavailable', 'too_many_requests'))
        : fc.constant(null),
    })
    .map(({ kind, query, loaded, unknown, error }): Discover => {
      const base = { type: 'discover' as const, ...kind, query };
      if (error !== null) return { ...base, returned: [], loaded: [], error };
      return {
        ...base,
        returned: [...loaded, ...unknown],
        loaded,
        ...(unknown.length > 0 ? { unknown } : {}),
      };
    });

const assistant = text.map((value): TranscriptEvent => ({ type: 'assistant', text: value }));

const transcriptOf = (discover: fc.Arbitrary<Discover>) =>
  fc
    .array(fc.tuple(text, fc.array(fc.oneof(assistant, call, discover), { maxLength: 5 })), {
      minLength: 1,
      maxLength: 4,
    })
    .map((turns): Turn[] =>
      turns.map(([said, events], index) => ({
        at: isoTime(SYNTHETIC_START + index * 60_000),
        events: [
          { type: 'user', text: said },
          // One reply's texts side by side read as one text: keep them apart.
          ...events.filter(
            (event, at) => !(event.type === 'assistant' && events[at - 1]?.type === 'assistant'),
          ),
        ],
      })),
    );

/** The catalog's tools as the agent names them: half of them under their MCP server. */
const agentName = (name: string) =>
  CATALOG.indexOf(name) % 2 === 0 ? `mcp__${SERVER}__${name}` : name;

const anthropicLog = (turns: Turn[]) => {
  const messages: unknown[] = [];
  let id = 0;
  for (const turn of turns) {
    for (const event of turn.events) {
      const use = `toolu_${id++}`;
      switch (event.type) {
        case 'user':
          messages.push({ role: 'user', content: event.text });
          break;
        case 'assistant':
          messages.push({ role: 'assistant', content: [{ type: 'text', text: event.text }] });
          break;
        case 'call':
          messages.push(
            {
              role: 'assistant',
              content: [{ type: 'tool_use', id: use, name: event.name, input: event.args }],
            },
            { role: 'user', content: [{ type: 'tool_result', tool_use_id: use, content: 'ok' }] },
          );
          break;
        case 'discover': {
          const names = [...event.loaded.map(agentName), ...(event.unknown ?? [])];
          const references = names.map((tool_name) => ({ type: 'tool_reference', tool_name }));
          if (event.via === 'ToolSearch') {
            // A client-side search: an ordinary tool whose result references tools.
            messages.push(
              {
                role: 'assistant',
                content: [
                  { type: 'tool_use', id: use, name: event.via, input: { query: event.query } },
                ],
              },
              {
                role: 'user',
                content: [{ type: 'tool_result', tool_use_id: use, content: references }],
              },
            );
            break;
          }
          const key = event.form === 'pattern' ? 'pattern' : 'query';
          const content =
            event.error === undefined
              ? { type: 'tool_search_tool_search_result', tool_references: references }
              : { type: 'tool_search_tool_result_error', error_code: event.error };
          messages.push({
            role: 'assistant',
            content: [
              { type: 'server_tool_use', id: use, name: event.via, input: { [key]: event.query } },
              { type: 'tool_search_tool_result', tool_use_id: use, content },
            ],
          });
          break;
        }
        default:
          throw new Error(`the writer has no block for ${event.type}`);
      }
    }
  }
  return JSON.stringify({ messages });
};

const responsesLog = (turns: Turn[]) => {
  const items: unknown[] = [];
  let id = 0;
  const fn = (name: string) => ({ type: 'function', name, parameters: { type: 'object' } });
  for (const turn of turns) {
    for (const event of turn.events) {
      const callId = `call_${id++}`;
      switch (event.type) {
        case 'user':
          items.push({ type: 'message', role: 'user', content: event.text });
          break;
        case 'assistant':
          items.push({
            type: 'message',
            role: 'assistant',
            content: [{ type: 'output_text', text: event.text }],
          });
          break;
        case 'call':
          items.push({
            type: 'function_call',
            call_id: callId,
            name: event.name,
            arguments: JSON.stringify(event.args),
          });
          break;
        case 'discover': {
          // A hosted search pairs by order (call_id null), a client one by its call_id.
          const hosted = event.execution === 'server';
          const pair = hosted ? null : callId;
          const even = event.loaded.filter((name) => agentName(name) !== name);
          const tools = [
            ...event.loaded.filter((name) => agentName(name) === name).map(fn),
            ...(even.length > 0
              ? [{ type: 'namespace', name: `mcp__${SERVER}`, tools: even.map(fn) }]
              : []),
            ...(event.unknown ?? []).map(fn),
          ];
          items.push(
            {
              type: 'tool_search_call',
              call_id: pair,
              execution: hosted ? 'server' : 'client',
              arguments: {
                query: event.query,
                ...(event.limit === undefined ? {} : { limit: event.limit }),
              },
            },
            { type: 'tool_search_output', call_id: pair, tools },
          );
          break;
        }
        default:
          throw new Error(`the writer has no item for ${event.type}`);
      }
    }
  }
  return JSON.stringify(items);
};

/** Responses returns a server's tools grouped by namespace: the order the writer gives them. */
const responsesOrder = (turns: Turn[]): Turn[] =>
  turns.map((turn) => ({
    ...turn,
    events: turn.events.map((event) => {
      if (event.type !== 'discover') return event;
      const bare = event.loaded.filter((name) => agentName(name) === name);
      const spaced = event.loaded.filter((name) => agentName(name) !== name);
      const loaded = [...bare, ...spaced];
      return { ...event, loaded, returned: [...loaded, ...(event.unknown ?? [])] };
    }),
  }));

const readBack = (text: string, format: 'anthropic' | 'openai-responses') => {
  const result = importConversation(text, { catalogNames: CATALOG, format });
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.transcript.turns;
};

describe('tool search logs round trip', () => {
  it('reads an Anthropic Messages log written from a random transcript back to it', () => {
    const vias = [
      { via: 'tool_search_tool_regex', form: 'pattern' as const },
      { via: 'tool_search_tool_bm25', form: 'search' as const },
      { via: 'ToolSearch', form: 'search' as const },
    ];
    // A client-side search is known by the tool_reference blocks of its result: one that failed
    // or found nothing is, in the log, an ordinary call (importConversation reads it so).
    const withoutClientErrors = discovery(vias, true).filter(
      (event) => event.via !== 'ToolSearch' || event.returned.length > 0,
    );
    fc.assert(
      fc.property(transcriptOf(withoutClientErrors), (turns) => {
        expect(readBack(anthropicLog(turns), 'anthropic')).toEqual(turns);
      }),
      { numRuns: 200 },
    );
  });

  it('reads an OpenAI Responses log written from a random transcript back to it', () => {
    const vias = [{ via: 'tool_search', form: 'search' as const }];
    // Where each search ran and the count it asked for are kept, for the recorded-search check.
    const asked = fc
      .tuple(
        discovery(vias, false),
        fc.constantFrom('server' as const, 'client' as const),
        fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }),
      )
      .map(
        ([event, execution, limit]): Discover => ({
          ...event,
          execution,
          ...(limit === undefined ? {} : { limit }),
        }),
      );
    fc.assert(
      fc.property(transcriptOf(asked), (turns) => {
        expect(readBack(responsesLog(turns), 'openai-responses')).toEqual(responsesOrder(turns));
      }),
      { numRuns: 200 },
    );
  });
});
