import type OpenAI from 'openai';
import { idFor, stableId, type TokenCounts } from './builders';

/**
 * OpenAI's response bodies for the contract server: the Responses API with hosted tool search,
 * and Chat Completions (any OpenAI-compatible endpoint). Pure, like `builders.ts`, whose header
 * names the SDK types and documentation pages both files follow.
 */

// --- OpenAI Responses -----------------------------------------------------------------------

export const openaiUsage = ({
  input,
  output,
  cacheRead = 0,
  cacheWrite = 0,
}: TokenCounts): OpenAI.Responses.ResponseUsage => ({
  input_tokens: input,
  input_tokens_details: { cached_tokens: cacheRead, cache_write_tokens: cacheWrite },
  output_tokens: output,
  output_tokens_details: { reasoning_tokens: 0 },
  total_tokens: input + output,
});

type Execution = { execution?: 'server' | 'client'; callId?: string };

/** Server-executed: `call_id` is null, as the docs say of hosted mode; client mode names one. */
const callIdFor = ({ execution = 'server', callId }: Execution, seed: unknown) =>
  execution === 'server' ? null : (callId ?? idFor('call_', seed));

export const toolSearchCall = (
  args: unknown,
  options: Execution = {},
): OpenAI.Responses.ResponseToolSearchCall => ({
  id: idFor('tsc_', args),
  type: 'tool_search_call',
  execution: options.execution ?? 'server',
  call_id: callIdFor(options, args),
  status: 'completed',
  arguments: args,
});

/** A namespace tool as the tool search page defines and loads one: its functions deferred. */
export const namespaceTool = (
  name: string,
  description: string,
  functions: readonly { name: string; description: string; parameters: unknown }[],
): OpenAI.Responses.NamespaceTool => ({
  type: 'namespace',
  name,
  description,
  tools: functions.map((fn) => ({ type: 'function', ...fn, defer_loading: true })),
});

export const toolSearchOutput = (
  tools: OpenAI.Responses.Tool[],
  options: Execution = {},
): OpenAI.Responses.ResponseToolSearchOutputItem => ({
  id: idFor('tso_', tools),
  type: 'tool_search_output',
  execution: options.execution ?? 'server',
  call_id: callIdFor(options, tools),
  status: 'completed',
  tools,
});

export const functionCall = (
  name: string,
  args: unknown,
  options: { namespace?: string; callId?: string } = {},
): OpenAI.Responses.ResponseFunctionToolCall => ({
  id: idFor('fc_', [options.namespace, name, args]),
  type: 'function_call',
  ...(options.namespace === undefined ? {} : { namespace: options.namespace }),
  name,
  call_id: options.callId ?? idFor('call_', [options.namespace, name, args]),
  arguments: JSON.stringify(args),
  status: 'completed',
});

const outputMessage = (
  content: OpenAI.Responses.ResponseOutputMessage['content'],
): OpenAI.Responses.ResponseOutputMessage => ({
  id: idFor('msg_', content),
  type: 'message',
  role: 'assistant',
  status: 'completed',
  content,
});

export const message = (t: string) =>
  outputMessage([{ type: 'output_text', text: t, annotations: [] }]);

export const refusal = (t: string) => outputMessage([{ type: 'refusal', refusal: t }]);

/** A Response as sent: `output_text` is the SDK's own sum of the output's texts, not sent. */
export const openaiResponse = ({
  output,
  usage = openaiUsage({ input: 0, output: 0 }),
  model = 'gpt-5.4',
  id,
}: {
  output: OpenAI.Responses.ResponseOutputItem[];
  usage?: OpenAI.Responses.ResponseUsage;
  model?: string;
  id?: string;
}): Omit<OpenAI.Responses.Response, 'output_text'> => ({
  id: id ?? idFor('resp_', output),
  object: 'response',
  created_at: 1_764_979_200,
  status: 'completed',
  error: null,
  incomplete_details: null,
  instructions: null,
  metadata: {},
  model,
  output,
  parallel_tool_calls: true,
  temperature: 1,
  tool_choice: 'auto',
  tools: [],
  top_p: 1,
  usage,
});

/** OpenAI's error body; `type` and `code` as the API names them (`rate_limit_exceeded`, …). */
export const openaiError = (message: string, type: string, code: string | null = null) => ({
  error: { message, type, param: null, code },
});

// --- OpenAI-compatible Chat Completions -----------------------------------------------------

export const chatToolCall = (
  name: string,
  args: unknown,
  id?: string,
): OpenAI.Chat.ChatCompletionMessageFunctionToolCall => ({
  id: id ?? idFor('call_', [name, args]),
  type: 'function',
  function: { name, arguments: JSON.stringify(args) },
});

export const chatCompletion = ({
  message: { content, tool_calls },
  finish_reason,
  usage = { input: 0, output: 0 },
  model = 'gpt-4.1',
}: {
  message: { content: string | null; tool_calls?: OpenAI.Chat.ChatCompletionMessageToolCall[] };
  finish_reason: OpenAI.Chat.ChatCompletion.Choice['finish_reason'];
  usage?: TokenCounts;
  model?: string;
}): OpenAI.Chat.ChatCompletion => ({
  id: `chatcmpl-${stableId(JSON.stringify([content, tool_calls, finish_reason]), 29)}`,
  object: 'chat.completion',
  created: 1_764_979_200,
  model,
  choices: [
    {
      index: 0,
      message: {
        role: 'assistant',
        content,
        refusal: null,
        ...(tool_calls === undefined ? {} : { tool_calls }),
      },
      finish_reason,
      logprobs: null,
    },
  ],
  usage: {
    prompt_tokens: usage.input,
    completion_tokens: usage.output,
    total_tokens: usage.input + usage.output,
  },
});
