import OpenAI from 'openai';
import {
  type CallAnswer,
  type ModelCall,
  type ModelSearch,
  type ModelStep,
  type PlayAdapter,
  parsedArguments,
} from './adapter';

/**
 * OpenAI's APIs through the official SDK (`openai`, 6.x: the last line that runs on Node 20,
 * docs/decisions/model-sdks.md):
 * - Responses, for the hosted `tool_search`: a `tool_search_call` item (run on OpenAI's side,
 *   `execution: "server"`) and its `tool_search_output` (the tools it loaded, functions inside
 *   their namespaces) are a search; `function_call` items are the client's calls. The run keeps
 *   no state at OpenAI (`store: false`): each request sends the whole conversation as items.
 *   The log is one line a request: the items it added, and the response's own fields.
 * - Chat Completions, for the harness on OpenAI or any compatible endpoint: `tool_calls` are the
 *   calls. The log is one message or `chat.completion` response a line.
 */

type Item = { type?: string; [key: string]: unknown };

const clientOf = (options: { apiKey: string; baseUrl?: string; fetch?: typeof fetch }): OpenAI =>
  new OpenAI({
    // A local server (Ollama, llama.cpp) asks for no key, but the SDK refuses to start without
    // one: a placeholder, as those servers' own documentation suggests.
    apiKey: options.apiKey || 'no-key',
    ...(options.baseUrl ? { baseURL: options.baseUrl } : {}),
    // The page calls the API itself (docs/play.md): the SDK's browser mode.
    dangerouslyAllowBrowser: true,
    maxRetries: 2,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

/** The names a tool_search_output loaded: functions, and the functions inside namespaces. */
const loadedNames = (tools: unknown): string[] =>
  (Array.isArray(tools) ? tools : []).flatMap((tool: Item) =>
    tool.type === 'namespace'
      ? loadedNames(tool.tools)
      : typeof tool.name === 'string'
        ? [tool.name]
        : [],
  );

const responseSearches = (output: readonly Item[]): ModelSearch[] => {
  const searches: ModelSearch[] = [];
  for (const [i, item] of output.entries()) {
    if (item.type !== 'tool_search_call') continue;
    const args = parsedArguments(item.arguments) as { query?: unknown } | string;
    const query = typeof args === 'string' ? args : String(args?.query ?? JSON.stringify(args));
    // A hosted search's output has no call_id: it answers the search before it.
    const result = output
      .slice(i + 1)
      .find(
        (other) =>
          other.type === 'tool_search_output' &&
          (other.call_id === item.call_id || other.call_id == null),
      );
    searches.push({
      via: 'tool_search',
      query,
      returned: loadedNames(result?.tools),
      ...(result ? {} : { error: 'no tool_search_output' }),
    });
  }
  return searches;
};

const outputText = (output: readonly Item[], kind: 'output_text' | 'refusal'): string =>
  output
    .filter((item) => item.type === 'message')
    .flatMap((item) => (Array.isArray(item.content) ? (item.content as Item[]) : []))
    .filter((part) => part.type === kind)
    .map((part) => String(part[kind === 'output_text' ? 'text' : 'refusal'] ?? ''))
    .join('\n');

export const responsesAdapter = (options: {
  apiKey: string;
  baseUrl?: string;
  model: string;
  maxTokens: number;
  tools: unknown[];
  fetch?: typeof fetch;
}): PlayAdapter => {
  const client = clientOf(options);
  const input: Item[] = [];
  let fresh: Item[] = [];
  const log: unknown[] = [];
  const add = (items: Item[]) => {
    input.push(...items);
    fresh.push(...items);
  };
  return {
    user: (text) => add([{ type: 'message', role: 'user', content: text }]),
    answer: (answers: readonly CallAnswer[]) =>
      add(
        answers.map(({ call, output }) => ({
          type: 'function_call_output',
          call_id: call.id,
          output,
        })),
      ),
    async send(signal) {
      const response = await client.responses.create(
        {
          model: options.model,
          input: input as never,
          tools: options.tools as never,
          max_output_tokens: options.maxTokens,
          store: false,
          // Nothing is kept at OpenAI, so a reasoning model's reasoning comes back encrypted,
          // to be sent with the next request (OpenAI's stateless pattern).
          include: ['reasoning.encrypted_content'],
        },
        { signal },
      );
      const output = response.output as unknown as Item[];
      log.push({ input: fresh, ...response });
      fresh = [];
      input.push(...output);
      const calls: ModelCall[] = output
        .filter((item) => item.type === 'function_call')
        .map((item) => ({
          id: String(item.call_id),
          name: String(item.name),
          args: parsedArguments(item.arguments),
        }));
      const refusal = outputText(output, 'refusal');
      const stop: ModelStep['stop'] =
        refusal !== ''
          ? 'refusal'
          : calls.length > 0
            ? 'calls'
            : response.status === 'incomplete'
              ? 'max-tokens'
              : 'done';
      return {
        calls,
        searches: responseSearches(output),
        text: outputText(output, 'output_text'),
        stop,
        usage: {
          input: response.usage?.input_tokens ?? 0,
          output: response.usage?.output_tokens ?? 0,
        },
      };
    },
    lines: () => [...log],
  };
};

type ChatMessage = { role: string; [key: string]: unknown };

const CHAT_STOPS: Record<string, ModelStep['stop']> = {
  stop: 'done',
  tool_calls: 'calls',
  function_call: 'calls',
  length: 'max-tokens',
  content_filter: 'refusal',
};

export const chatAdapter = (options: {
  apiKey: string;
  baseUrl?: string;
  model: string;
  maxTokens: number;
  /** OpenAI's own API takes `max_completion_tokens`; compatible servers take `max_tokens`. */
  tokenField: 'max_completion_tokens' | 'max_tokens';
  setup: { tools: () => unknown[]; system: () => string | undefined };
  fetch?: typeof fetch;
}): PlayAdapter => {
  const client = clientOf(options);
  const messages: ChatMessage[] = [];
  const log: unknown[] = [];
  const add = (message: ChatMessage) => {
    messages.push(message);
    log.push(message);
  };
  return {
    user: (text) => add({ role: 'user', content: text }),
    answer: (answers: readonly CallAnswer[]) => {
      for (const { call, output } of answers)
        add({ role: 'tool', tool_call_id: call.id, content: output });
    },
    async send(signal) {
      const system = options.setup.system();
      const tools = options.setup.tools();
      const response = await client.chat.completions.create(
        {
          model: options.model,
          messages: [
            ...(system ? [{ role: 'system', content: system }] : []),
            ...messages,
          ] as never,
          ...(tools.length > 0 ? { tools: tools as never } : {}),
          [options.tokenField]: options.maxTokens,
        },
        { signal },
      );
      log.push(response);
      const choice = response.choices[0];
      const message = (choice?.message ?? { role: 'assistant', content: '' }) as ChatMessage;
      messages.push(message);
      const calls = ((message.tool_calls ?? []) as Item[])
        .filter((call) => call.type === 'function' || call.type === undefined)
        .map((call) => {
          const fn = (call.function ?? {}) as { name?: unknown; arguments?: unknown };
          return {
            id: String(call.id),
            name: String(fn.name),
            args: parsedArguments(fn.arguments),
          };
        });
      const refused = typeof message.refusal === 'string' && message.refusal !== '';
      return {
        calls,
        searches: [],
        text: typeof message.content === 'string' ? message.content : '',
        stop: refused
          ? 'refusal'
          : calls.length > 0
            ? 'calls'
            : (CHAT_STOPS[choice?.finish_reason ?? 'stop'] ?? 'done'),
        usage: {
          input: response.usage?.prompt_tokens ?? 0,
          output: response.usage?.completion_tokens ?? 0,
        },
      };
    },
    lines: () => [...log],
  };
};
