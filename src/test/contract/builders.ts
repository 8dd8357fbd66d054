import type Anthropic from '@anthropic-ai/sdk';

/**
 * Response bodies as the providers send them, for the contract server (`server.ts`). Pure: the
 * same arguments give the same body, ids included (derived from what the block holds, unless
 * given), so a test can assert them.
 *
 * Each builder's return type is the official SDK's own type, so `npm run typecheck` fails when a
 * shape drifts from the SDK in node_modules:
 * - Anthropic (`@anthropic-ai/sdk` 1.17.0, `resources/messages/messages.d.ts`): `Message`,
 *   `TextBlock`, `ToolUseBlock`, `ServerToolUseBlock`, `ToolSearchToolResultBlock` with
 *   `ToolSearchToolSearchResultBlock` / `ToolSearchToolResultErrorObject`, `StopReason`, `Usage`.
 * - OpenAI (`openai` 6.49.0, `resources/responses/responses.d.ts`): `Response`,
 *   `ResponseToolSearchCall`, `ResponseToolSearchOutputItem`, `ResponseFunctionToolCall`,
 *   `ResponseOutputMessage` with `ResponseOutputText` / `ResponseOutputRefusal`, `ResponseUsage`,
 *   `NamespaceTool`; `resources/chat/completions/completions.d.ts`: `ChatCompletion`,
 *   `ChatCompletionMessageFunctionToolCall`; `resources/completions.d.ts`: `CompletionUsage`.
 *
 * The documented examples they follow:
 * - platform.claude.com/docs/en/agents-and-tools/tool-use/tool-search-tool, "Response format":
 *   a `server_tool_use` block (`srvtoolu_…`) named `tool_search_tool_regex`, then a
 *   `tool_search_tool_result` whose content is `tool_search_tool_search_result` with
 *   `tool_references: [{type: 'tool_reference', tool_name}]`, then `tool_use` (`toolu_…`).
 *   Reading: the page's example gives the regex variant `input: {query}`; public client code
 *   replaying the API's answers gives it `{pattern}` (BM25 `{query}`), which we emit. The page's
 *   codes for a failed search (`invalid_pattern`, `pattern_too_long`, `too_many_requests`,
 *   `unavailable`, as of May 2026) are not all the SDK's `ToolSearchToolResultErrorCode`
 *   (`invalid_tool_input`, `unavailable`, `too_many_requests`, `execution_time_exceeded`); we
 *   take the SDK's, and its `error_message` (null), which the page's example lacks. Refusals:
 *   `stop_reason: 'refusal'` with the SDK's `stop_details`.
 * - platform.claude.com/docs/en/api/errors: `{type: 'error', error: {type, message},
 *   request_id}`; 429 `rate_limit_error` with `retry-after`, 500 `api_error`, 529
 *   `overloaded_error`.
 * - developers.openai.com/api/docs/guides/tools-tool-search, "Hosted tool search response":
 *   `tool_search_call` with `execution: 'server'`, `call_id: null`, `arguments: {paths: [...]}`;
 *   `tool_search_output` whose `tools` are the loaded `namespace` tools with their deferred
 *   functions; then `function_call` with `namespace` and `call_id: 'call_…'`. The page's items
 *   have no `id`; the SDK's types require one, so we give `tsc_…`, `tso_…`, `fc_…`, `msg_…`.
 * - OpenAI error bodies: `{error: {message, type, param, code}}` (429 `rate_limit_exceeded`).
 */

/** A short stable hash of a text, as letters and digits (FNV-1a, 32 bits, rounds until long). */
export const stableId = (seed: string, length: number): string => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let out = '';
  let hash = 0x811c9dc5;
  for (let round = 0; out.length < length; round++) {
    for (const char of `${round}:${seed}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
    for (let k = 0; k < 5 && out.length < length; k++, hash >>>= 6)
      out += alphabet[(hash >>> 0) % alphabet.length];
  }
  return out;
};

/** An id in a provider's style: `toolu_01…` (Anthropic's, `01` then base62), `fc_…` (OpenAI's). */
export const idFor = (prefix: string, seed: unknown): string =>
  `${prefix}${stableId(JSON.stringify(seed) ?? '', 24)}`;

// --- Anthropic Messages ---------------------------------------------------------------------

export type TokenCounts = {
  input: number;
  output: number;
  cacheRead?: number;
  cacheWrite?: number;
};

export const anthropicUsage = ({
  input,
  output,
  cacheRead = 0,
  cacheWrite = 0,
}: TokenCounts): Anthropic.Usage => ({
  input_tokens: input,
  output_tokens: output,
  cache_read_input_tokens: cacheRead,
  cache_creation_input_tokens: cacheWrite,
  cache_creation: { ephemeral_5m_input_tokens: cacheWrite, ephemeral_1h_input_tokens: 0 },
  output_tokens_details: null,
  server_tool_use: null,
  service_tier: 'standard',
  inference_geo: null,
  speed: null,
});

export const text = (t: string): Anthropic.TextBlock => ({
  type: 'text',
  text: t,
  citations: null,
});

export const toolUse = (name: string, input: unknown, id?: string): Anthropic.ToolUseBlock => ({
  type: 'tool_use',
  id: id ?? idFor('toolu_01', [name, input]),
  name,
  input,
  caller: { type: 'direct' },
});

/** The model's call of the server-side tool search: regex searches by `pattern`, BM25 by `query`. */
export const serverToolSearch = (
  variant: 'regex' | 'bm25',
  search: string,
  id?: string,
): Anthropic.ServerToolUseBlock => ({
  type: 'server_tool_use',
  id: id ?? idFor('srvtoolu_01', [variant, search]),
  name: variant === 'regex' ? 'tool_search_tool_regex' : 'tool_search_tool_bm25',
  input: variant === 'regex' ? { pattern: search } : { query: search },
  caller: { type: 'direct' },
});

export const toolSearchResult = (
  toolUseId: string,
  toolNames: readonly string[],
): Anthropic.ToolSearchToolResultBlock => ({
  type: 'tool_search_tool_result',
  tool_use_id: toolUseId,
  content: {
    type: 'tool_search_tool_search_result',
    tool_references: toolNames.map((tool_name) => ({ type: 'tool_reference', tool_name })),
  },
});

export const toolSearchError = (
  toolUseId: string,
  errorCode: Anthropic.ToolSearchToolResultErrorCode,
  errorMessage: string | null = null,
): Anthropic.ToolSearchToolResultBlock => ({
  type: 'tool_search_tool_result',
  tool_use_id: toolUseId,
  // The SDK's type carries `error_message` (null when the API gives none); the page's example
  // shows only the code.
  content: {
    type: 'tool_search_tool_result_error',
    error_code: errorCode,
    error_message: errorMessage,
  },
});

export const anthropicMessage = ({
  content,
  stop_reason,
  usage = anthropicUsage({ input: 0, output: 0 }),
  model = 'claude-opus-4-6',
  id,
}: {
  content: Anthropic.ContentBlock[];
  stop_reason: Anthropic.StopReason;
  usage?: Anthropic.Usage;
  model?: string;
  id?: string;
}): Anthropic.Message => ({
  id: id ?? idFor('msg_01', [content, stop_reason]),
  type: 'message',
  role: 'assistant',
  model,
  content,
  stop_reason,
  stop_sequence: null,
  // A refusal carries its details; the category is the API's to name, none here.
  stop_details:
    stop_reason === 'refusal' ? { type: 'refusal', category: null, explanation: null } : null,
  container: null,
  diagnostics: null,
  usage,
});

/** Claude API error types by status, as the errors page lists them. */
export type AnthropicErrorType =
  | 'invalid_request_error'
  | 'authentication_error'
  | 'permission_error'
  | 'not_found_error'
  | 'rate_limit_error'
  | 'api_error'
  | 'overloaded_error';

export const anthropicError = (type: AnthropicErrorType, message: string, requestId?: string) => ({
  type: 'error' as const,
  error: { type, message },
  request_id: requestId ?? idFor('req_01', [type, message]),
});
