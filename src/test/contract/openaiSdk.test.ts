import OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import {
  chatCompletion,
  chatToolCall,
  functionCall,
  message,
  namespaceTool,
  openaiResponse,
  openaiUsage,
  refusal,
  toolSearchCall,
  toolSearchOutput,
} from './openaiBuilders';
import { contractServerPerTest } from './perTest';
import { rateLimited, sequence, serverError } from './server';

/** The official OpenAI SDK (6.49.0) against the contract server: it takes what we build. */

const { start } = contractServerPerTest();

const KEY = 'sk-test-4b1e8d';
const client = (url: string, maxRetries = 0) =>
  new OpenAI({ apiKey: KEY, baseURL: `${url}/v1`, maxRetries });

const ORDERS = {
  name: 'list_open_orders',
  description: 'List open orders for a customer ID.',
  parameters: {
    type: 'object',
    properties: { customer_id: { type: 'string' } },
    required: ['customer_id'],
    additionalProperties: false,
  },
};
const crm = namespaceTool('crm', 'CRM tools for customer lookup and order management.', [ORDERS]);

const respond = (openai: OpenAI) =>
  openai.responses.create({
    model: 'gpt-5.4',
    input: 'List open orders for customer CUST-12345.',
    tools: [crm, { type: 'tool_search' }],
    parallel_tool_calls: false,
  });

// The documented hosted exchange: the search, the loaded namespace, then the namespaced call.
const searched = openaiResponse({
  output: [
    toolSearchCall({ paths: ['crm'] }),
    toolSearchOutput([crm]),
    functionCall('list_open_orders', { customer_id: 'CUST-12345' }, { namespace: 'crm' }),
  ],
  usage: openaiUsage({ input: 900, output: 40, cacheRead: 512 }),
});

const chat = (openai: OpenAI) =>
  openai.chat.completions.create({
    model: 'gpt-4.1',
    messages: [{ role: 'user', content: 'Find a tool for open orders.' }],
    tools: [
      {
        type: 'function',
        function: { name: 'search_tools', parameters: { type: 'object', properties: {} } },
      },
    ],
  });

describe('the OpenAI SDK against the contract server', () => {
  it('returns the Response with tool_search_call, tool_search_output and the namespaced call intact', async () => {
    const { url, requests } = await start(sequence({ body: searched }));
    const response = await respond(client(url));
    // The SDK adds `output_text`, its own sum of the output's texts (none here).
    expect(response).toEqual({ ...searched, output_text: '' });
    const [call, output, fn] = response.output;
    expect(call).toMatchObject({
      type: 'tool_search_call',
      execution: 'server',
      call_id: null,
      status: 'completed',
      arguments: { paths: ['crm'] },
    });
    expect(output).toMatchObject({
      type: 'tool_search_output',
      execution: 'server',
      call_id: null,
      tools: [
        {
          type: 'namespace',
          name: 'crm',
          tools: [{ type: 'function', name: 'list_open_orders', defer_loading: true }],
        },
      ],
    });
    expect(fn).toMatchObject({
      type: 'function_call',
      namespace: 'crm',
      name: 'list_open_orders',
      arguments: '{"customer_id":"CUST-12345"}',
    });
    expect(fn?.type === 'function_call' && [fn.id, fn.call_id]).toEqual([
      expect.stringMatching(/^fc_/),
      expect.stringMatching(/^call_/),
    ]);
    expect(response.id).toMatch(/^resp_/);
    expect(response.usage).toMatchObject({
      input_tokens: 900,
      output_tokens: 40,
      total_tokens: 940,
    });
    expect(requests[0]?.path).toBe('/v1/responses');
    expect(requests[0]?.body).toMatchObject({
      tools: [{ type: 'namespace' }, { type: 'tool_search' }],
    });
  });

  it('takes a client-executed search, a text answer and a refusal', async () => {
    const client_ = toolSearchCall(
      { goal: 'orders' },
      { execution: 'client', callId: 'call_abc123' },
    );
    const { url } = await start(
      sequence(
        { body: openaiResponse({ output: [client_] }) },
        { body: openaiResponse({ output: [message('Two open orders.')] }) },
        { body: openaiResponse({ output: [refusal('I can’t help with that.')] }) },
      ),
    );
    const openai = client(url);
    const first = await respond(openai);
    expect(first.output[0]).toMatchObject({ execution: 'client', call_id: 'call_abc123' });
    const second = await respond(openai);
    expect(second.output_text).toBe('Two open orders.');
    expect(second.output[0]).toMatchObject({
      type: 'message',
      content: [{ type: 'output_text', text: 'Two open orders.', annotations: [] }],
    });
    const third = await respond(openai);
    expect(third.output_text).toBe('');
    expect(third.output[0]).toMatchObject({
      content: [{ type: 'refusal', refusal: 'I can’t help with that.' }],
    });
  });

  it('returns a chat completion with its tool calls, at a base URL with or without /v1', async () => {
    const completion = chatCompletion({
      message: { content: null, tool_calls: [chatToolCall('search_tools', { query: 'orders' })] },
      finish_reason: 'tool_calls',
      usage: { input: 300, output: 20 },
    });
    const { url, requests } = await start(sequence({ body: completion }, { body: completion }));
    expect(await chat(client(url))).toEqual(completion);
    const bare = new OpenAI({ apiKey: KEY, baseURL: url, maxRetries: 0 });
    const answer = await chat(bare);
    expect(answer.choices[0]?.message.tool_calls?.[0]).toMatchObject({
      type: 'function',
      id: expect.stringMatching(/^call_/),
      function: { name: 'search_tools', arguments: '{"query":"orders"}' },
    });
    expect(answer.usage).toEqual({ prompt_tokens: 300, completion_tokens: 20, total_tokens: 320 });
    expect(requests.map((request) => request.path)).toEqual([
      '/v1/chat/completions',
      '/chat/completions',
    ]);
  });

  it('sends the key as a bearer token alone, never in the body or URL', async () => {
    const { url, requests } = await start(sequence({ body: searched }));
    await respond(client(url));
    const [request] = requests;
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
    const others = Object.entries(request?.headers ?? {}).filter(
      ([name]) => name !== 'authorization',
    );
    expect(JSON.stringify(others)).not.toContain(KEY);
    expect(JSON.stringify(request?.body)).not.toContain(KEY);
    expect(request?.path).not.toContain(KEY);
  });

  it('waits out a 429 with retry-after: 0 and returns the success that follows', async () => {
    const { url, requests } = await start(sequence(rateLimited(0), { body: searched }));
    expect((await respond(client(url, 1))).id).toBe(searched.id);
    expect(requests).toHaveLength(2);
  });

  it('surfaces a 429 with no retries left as RateLimitError with the code and retry-after', async () => {
    const { url } = await start(sequence(rateLimited(3)));
    const error = await respond(client(url)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OpenAI.RateLimitError);
    const apiError = error as InstanceType<typeof OpenAI.APIError>;
    expect(apiError.status).toBe(429);
    expect(apiError.code).toBe('rate_limit_exceeded');
    expect(apiError.headers?.get('retry-after')).toBe('3');
    expect(apiError.requestID).toBe('req_contract_0');
  });

  it('surfaces a 500 as InternalServerError, a subclass of APIError', async () => {
    const { url } = await start(sequence(serverError()));
    const error = await chat(client(url)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OpenAI.InternalServerError);
    expect(error).toBeInstanceOf(OpenAI.APIError);
    expect((error as InstanceType<typeof OpenAI.APIError>).type).toBe('server_error');
  });

  it('surfaces a connection cut before an answer as APIConnectionError', async () => {
    const { url } = await start(sequence({ cut: 'no-answer' }));
    const error = await respond(client(url)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OpenAI.APIConnectionError);
  });

  it("lets a body cut midway through as undici's own TypeError, not an SDK error class", async () => {
    // 6.49.0 reads a success's body with a bare `response.json()` (internal/parse.js), where
    // the Anthropic SDK wraps the read and raises APIConnectionError: a run must catch this too.
    const { url } = await start(sequence({ cut: 'mid-body', body: searched }));
    const error = await respond(client(url)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(OpenAI.OpenAIError);
    expect((error as Error).message).toBe('terminated');
  });
});
