import Anthropic from '@anthropic-ai/sdk';
import { describe, expect, it } from 'vitest';
import {
  anthropicError,
  anthropicMessage,
  anthropicUsage,
  serverToolSearch,
  text,
  toolSearchError,
  toolSearchResult,
  toolUse,
} from './builders';
import { contractServerPerTest } from './perTest';
import { rateLimited, sequence, serverError } from './server';

/** The official Anthropic SDK (1.17.0) against the contract server: it takes what we build. */

const { start } = contractServerPerTest();

const KEY = 'test-key-7f3a9c';
const client = (url: string, maxRetries = 0) =>
  new Anthropic({ apiKey: KEY, baseURL: url, maxRetries });

const ask = (anthropic: Anthropic) =>
  anthropic.messages.create({
    model: 'claude-opus-4-6',
    max_tokens: 1024,
    messages: [{ role: 'user', content: 'What is the weather in San Francisco?' }],
    tools: [
      { type: 'tool_search_tool_regex_20251119', name: 'tool_search_tool_regex' },
      {
        name: 'get_weather',
        description: 'Get the weather at a specific location',
        input_schema: { type: 'object', properties: { location: { type: 'string' } } },
        defer_loading: true,
      },
    ],
  });

// The documented exchange: a regex search, its result, then a call of the found tool.
const search = serverToolSearch('regex', 'weather');
const searched = anthropicMessage({
  content: [
    text("I'll search for tools to help with the weather information."),
    search,
    toolSearchResult(search.id, ['get_weather']),
    toolUse('get_weather', { location: 'San Francisco', unit: 'fahrenheit' }),
  ],
  stop_reason: 'tool_use',
  usage: anthropicUsage({ input: 1200, output: 85, cacheRead: 1000 }),
});

describe('the Anthropic SDK against the contract server', () => {
  it('returns the message with the server_tool_use and tool_search_tool_result blocks intact', async () => {
    const { url, requests } = await start(sequence({ body: searched }));
    const message = await ask(client(url));
    expect(message).toEqual(searched);
    expect(message.content.map((block) => block.type)).toEqual([
      'text',
      'server_tool_use',
      'tool_search_tool_result',
      'tool_use',
    ]);
    const [, use, result, call] = message.content;
    expect(use).toMatchObject({ name: 'tool_search_tool_regex', input: { pattern: 'weather' } });
    expect(use?.type === 'server_tool_use' && use.id).toMatch(/^srvtoolu_01[A-Za-z0-9]{24}$/);
    expect(result).toMatchObject({
      tool_use_id: search.id,
      content: {
        type: 'tool_search_tool_search_result',
        tool_references: [{ type: 'tool_reference', tool_name: 'get_weather' }],
      },
    });
    expect(call?.type === 'tool_use' && call.id).toMatch(/^toolu_01/);
    expect(message.id).toMatch(/^msg_01/);
    expect(message.usage).toMatchObject({ input_tokens: 1200, output_tokens: 85 });
    // The SDK posts to <baseURL>/v1/messages with the deferred tool as sent.
    expect(requests[0]?.path).toBe('/v1/messages');
    expect(requests[0]?.body).toMatchObject({
      tools: [{ name: 'tool_search_tool_regex' }, { name: 'get_weather', defer_loading: true }],
    });
  });

  it('takes a BM25 search, a failed search and a refusal', async () => {
    const bm25 = serverToolSearch('bm25', 'weather in a city');
    const failed = serverToolSearch('regex', '(unclosed');
    const replies = [
      anthropicMessage({
        content: [bm25, toolSearchResult(bm25.id, [])],
        stop_reason: 'end_turn',
      }),
      anthropicMessage({
        content: [failed, toolSearchError(failed.id, 'invalid_tool_input')],
        stop_reason: 'end_turn',
      }),
      anthropicMessage({ content: [], stop_reason: 'refusal' }),
    ];
    const { url } = await start(sequence(...replies.map((body) => ({ body }))));
    const anthropic = client(url);
    const [first, second, third] = [
      await ask(anthropic),
      await ask(anthropic),
      await ask(anthropic),
    ];
    expect(first?.content[0]).toMatchObject({
      name: 'tool_search_tool_bm25',
      input: { query: 'weather in a city' },
    });
    expect(first?.content[1]).toMatchObject({ content: { tool_references: [] } });
    expect(second?.content[1]).toMatchObject({
      tool_use_id: failed.id,
      content: { type: 'tool_search_tool_result_error', error_code: 'invalid_tool_input' },
    });
    expect(third?.stop_reason).toBe('refusal');
    expect(third?.stop_details).toEqual({ type: 'refusal', category: null, explanation: null });
  });

  it('reaches the route with a base URL ending in /v1 too', async () => {
    const { url, requests } = await start(sequence({ body: searched }));
    expect(await ask(client(`${url}/v1`))).toEqual(searched);
    expect(requests[0]?.path).toBe('/v1/v1/messages');
  });

  it('sends the key in the authorization header alone, never in the body or URL', async () => {
    const { url, requests } = await start(sequence({ body: searched }));
    await ask(client(url));
    const [request] = requests;
    // 1.17.0 sends an apiKey as a bearer token (client.js apiKeyAuth), not as x-api-key.
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request?.headers['x-api-key']).toBeUndefined();
    const others = Object.entries(request?.headers ?? {}).filter(
      ([name]) => name !== 'authorization',
    );
    expect(JSON.stringify(others)).not.toContain(KEY);
    expect(JSON.stringify(request?.body)).not.toContain(KEY);
    expect(request?.path).not.toContain(KEY);
    expect(request?.headers['anthropic-version']).toBeTruthy();
  });

  it('waits out a 429 with retry-after: 0 and returns the success that follows', async () => {
    // 1.17.0 takes `retry-after: 0` as no delay given and waits its default backoff (0.5 s less
    // up to 25% jitter, client.js retryRequest); OpenAI's SDK retries at once.
    const { url, requests } = await start(sequence(rateLimited(0), { body: searched }));
    const started = performance.now();
    expect(await ask(client(url, 1))).toEqual(searched);
    expect(performance.now() - started).toBeGreaterThanOrEqual(370);
    expect(requests.map((request) => request.headers['x-stainless-retry-count'])).toEqual([
      '0',
      '1',
    ]);
  });

  it('surfaces a 429 with no retries left as RateLimitError carrying the body and retry-after', async () => {
    const { url } = await start(sequence(rateLimited(3)));
    const error = await ask(client(url)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Anthropic.RateLimitError);
    expect(error).toBeInstanceOf(Anthropic.APIError);
    const apiError = error as InstanceType<typeof Anthropic.APIError>;
    expect(apiError.status).toBe(429);
    expect(apiError.headers?.get('retry-after')).toBe('3');
    expect(apiError.type).toBe('rate_limit_error');
    expect(apiError.requestID).toBe('req_contract_0');
  });

  it('surfaces a 500 as InternalServerError, and a 529 overloaded_error as OverloadedError', async () => {
    const overloaded = { status: 529, body: anthropicError('overloaded_error', 'Overloaded') };
    const { url } = await start(sequence(serverError(), overloaded));
    const first = await ask(client(url)).catch((caught: unknown) => caught);
    expect(first).toBeInstanceOf(Anthropic.InternalServerError);
    expect((first as InstanceType<typeof Anthropic.APIError>).type).toBe('api_error');
    const second = await ask(client(url)).catch((caught: unknown) => caught);
    expect(second).toBeInstanceOf(Anthropic.APIError);
    expect((second as InstanceType<typeof Anthropic.APIError>).status).toBe(529);
    expect((second as InstanceType<typeof Anthropic.APIError>).type).toBe('overloaded_error');
  });

  it('surfaces a connection cut before an answer as APIConnectionError', async () => {
    const { url } = await start(sequence({ cut: 'no-answer' }));
    const error = await ask(client(url)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Anthropic.APIConnectionError);
  });

  it('surfaces a body cut midway as APIConnectionError too', async () => {
    const { url } = await start(sequence({ cut: 'mid-body', body: searched }));
    const error = await ask(client(url)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Anthropic.APIConnectionError);
  });
});
