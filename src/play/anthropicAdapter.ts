import Anthropic from '@anthropic-ai/sdk';
import type { CallAnswer, ModelCall, ModelSearch, ModelStep, PlayAdapter } from './adapter';

/**
 * The Claude API's Messages endpoint through the official SDK (`@anthropic-ai/sdk`), for the tool
 * search tool and for the harness. A response's `server_tool_use` blocks named
 * `tool_search_tool_regex` / `tool_search_tool_bm25` are the searches, each answered in the same
 * response by a `tool_search_tool_result` (`tool_references`, or an error code), as the "Tool
 * search tool" documentation shows them; `tool_use` blocks are the client's calls. The log is
 * one message a line, `{message, timestamp}`, the assistant's lines the API's whole response.
 */

export type AnthropicTurnSetup = {
  tools: () => unknown[];
  system: () => string | undefined;
};

type Block = { type: string; [key: string]: unknown };
type Message = { role: 'user' | 'assistant'; content: Block[] };

const STOPS: Record<string, ModelStep['stop']> = {
  end_turn: 'done',
  stop_sequence: 'done',
  tool_use: 'calls',
  pause_turn: 'continue',
  refusal: 'refusal',
  max_tokens: 'max-tokens',
  model_context_window_exceeded: 'max-tokens',
};

/** The searches of a response: each server_tool_use paired with its result block. */
const searchesOf = (content: readonly Block[]): ModelSearch[] =>
  content
    .filter(
      (block) => block.type === 'server_tool_use' && String(block.name).startsWith('tool_search'),
    )
    .map((use) => {
      const input = (use.input ?? {}) as { pattern?: unknown; query?: unknown };
      const query = typeof input.pattern === 'string' ? input.pattern : String(input.query ?? '');
      const result = content.find(
        (block) => block.type === 'tool_search_tool_result' && block.tool_use_id === use.id,
      )?.content as
        | { type?: string; tool_references?: { tool_name?: unknown }[]; error_code?: unknown }
        | undefined;
      const returned = (result?.tool_references ?? []).flatMap((ref) =>
        typeof ref.tool_name === 'string' ? [ref.tool_name] : [],
      );
      const error =
        result === undefined
          ? 'no result block'
          : result.type === 'tool_search_tool_result_error'
            ? String(result.error_code)
            : undefined;
      return { via: String(use.name), query, returned, ...(error ? { error } : {}) };
    });

export const anthropicAdapter = (options: {
  apiKey: string;
  baseUrl?: string;
  model: string;
  maxTokens: number;
  setup: AnthropicTurnSetup;
  fetch?: typeof fetch;
  now: () => number;
}): PlayAdapter => {
  const client = new Anthropic({
    apiKey: options.apiKey,
    ...(options.baseUrl ? { baseURL: options.baseUrl } : {}),
    // The page calls the API itself (docs/play.md): the SDK sends Anthropic's browser-access header.
    dangerouslyAllowBrowser: true,
    maxRetries: 2,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const messages: Message[] = [];
  const log: unknown[] = [];
  const stamp = () => new Date(options.now()).toISOString();
  const addUser = (blocks: Block[]) => {
    const last = messages.at(-1);
    // The API wants roles to alternate: a request after unanswered tool results joins them.
    if (last?.role === 'user') last.content.push(...blocks);
    else messages.push({ role: 'user', content: blocks });
    log.push({ message: { role: 'user', content: blocks }, timestamp: stamp() });
  };
  return {
    user: (text) => addUser([{ type: 'text', text }]),
    answer: (answers: readonly CallAnswer[]) =>
      addUser(
        answers.map(({ call, output, error }) => ({
          type: 'tool_result',
          tool_use_id: call.id,
          content: output,
          ...(error ? { is_error: true } : {}),
        })),
      ),
    async send(signal) {
      const system = options.setup.system();
      const response = await client.messages.create(
        {
          model: options.model,
          max_tokens: options.maxTokens,
          messages: messages as never,
          tools: options.setup.tools() as never,
          ...(system ? { system } : {}),
        },
        { signal },
      );
      const content = response.content as unknown as Block[];
      messages.push({ role: 'assistant', content });
      log.push({ message: response, timestamp: stamp() });
      const calls: ModelCall[] = content
        .filter((block) => block.type === 'tool_use')
        .map((block) => ({ id: String(block.id), name: String(block.name), args: block.input }));
      const usage = response.usage;
      return {
        calls,
        searches: searchesOf(content),
        text: content
          .filter((block) => block.type === 'text')
          .map((block) => String(block.text))
          .join('\n'),
        stop: STOPS[response.stop_reason ?? 'end_turn'] ?? 'done',
        usage: {
          input:
            (usage.input_tokens ?? 0) +
            (usage.cache_read_input_tokens ?? 0) +
            (usage.cache_creation_input_tokens ?? 0),
          output: usage.output_tokens ?? 0,
        },
      };
    },
    lines: () => [...log],
  };
};

/** The tool search tool, as the documentation declares it. */
export const anthropicSearchTool = (form: 'regex' | 'bm25') =>
  form === 'regex'
    ? { type: 'tool_search_tool_regex_20251119', name: 'tool_search_tool_regex' }
    : { type: 'tool_search_tool_bm25_20251119', name: 'tool_search_tool_bm25' };
