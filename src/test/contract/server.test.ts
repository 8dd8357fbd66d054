import { describe, expect, it } from 'vitest';
import { anthropicMessage, text } from './builders';
import { contractServerPerTest } from './perTest';
import { type RecordedRequest, type Reply, rateLimited, sequence, serverError } from './server';

const { start } = contractServerPerTest();

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const hello = anthropicMessage({ content: [text('hello')], stop_reason: 'end_turn' });

describe('the contract server', () => {
  it('listens on 127.0.0.1 on a free port', async () => {
    const { url } = await start(sequence());
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(Number(new URL(url).port)).toBeGreaterThan(0);
  });

  it('answers in order and records method, path, lower-cased headers and the parsed body', async () => {
    const { url, requests } = await start(
      sequence({ body: hello }, { status: 201, headers: { 'X-Mark': 'two' }, body: { n: 2 } }),
    );
    const first = await post(`${url}/v1/messages`, { model: 'm', n: 1 }, { 'X-Custom': 'A' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual(hello);
    const second = await post(`${url}/api/v1/chat/completions?x=1`, 'not json{');
    expect(second.status).toBe(201);
    expect(second.headers.get('x-mark')).toBe('two');
    expect(await second.json()).toEqual({ n: 2 });

    expect(requests.map(({ method, path, route }) => [method, path, route])).toEqual([
      ['POST', '/v1/messages', 'anthropic.messages'],
      ['POST', '/api/v1/chat/completions?x=1', 'openai.chat'],
    ]);
    expect(requests[0]?.headers['x-custom']).toBe('A');
    expect(requests[0]?.body).toEqual({ model: 'm', n: 1 });
    expect(requests[1]?.body).toBeUndefined();
    expect(requests[1]?.raw).toBe('not json{');
  });

  it("hands the script each routed request with its index, and sets each provider's request id header", async () => {
    const seen: [string, number][] = [];
    const echo = (request: RecordedRequest, index: number): Reply => {
      seen.push([request.path, index]);
      return { body: { index } };
    };
    const { url } = await start(echo);
    const anthropic = await post(`${url}/v1/messages`, {});
    const openai = await post(`${url}/v1/responses`, {});
    expect(anthropic.headers.get('request-id')).toBe('req_contract_0');
    expect(openai.headers.get('x-request-id')).toBe('req_contract_1');
    expect(seen).toEqual([
      ['/v1/messages', 0],
      ['/v1/responses', 1],
    ]);
  });

  it('answers a preflight with the headers it asks for, without taking a script step', async () => {
    const { url, requests } = await start(sequence({ body: hello }));
    const asked = 'content-type, x-api-key, anthropic-version, x-stainless-retry-count';
    const preflight = await fetch(`${url}/v1/messages`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': asked,
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toBe(asked);

    // Without a list asked for, the SDKs' own headers are allowed.
    const bare = await fetch(`${url}/v1/responses`, { method: 'OPTIONS' });
    const allowed = bare.headers.get('access-control-allow-headers') ?? '';
    for (const name of ['authorization', 'x-api-key', 'anthropic-beta', 'x-stainless-os'])
      expect(allowed).toContain(name);

    // The one scripted reply is still there for the real request, with CORS headers.
    const answer = await post(`${url}/v1/messages`, {});
    expect(await answer.json()).toEqual(hello);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-expose-headers')).toContain('retry-after');
    expect(requests.map((request) => request.method)).toEqual(['OPTIONS', 'OPTIONS', 'POST']);
  });

  it("answers 429 with retry-after and each provider's rate-limit body", async () => {
    const { url } = await start(sequence(rateLimited(7), rateLimited(2)));
    const anthropic = await post(`${url}/v1/messages`, {});
    expect(anthropic.status).toBe(429);
    expect(anthropic.headers.get('retry-after')).toBe('7');
    expect(await anthropic.json()).toMatchObject({
      type: 'error',
      error: { type: 'rate_limit_error' },
    });
    const openai = await post(`${url}/v1/responses`, {});
    expect(openai.headers.get('retry-after')).toBe('2');
    expect(await openai.json()).toMatchObject({ error: { code: 'rate_limit_exceeded' } });
  });

  it('answers 500 with the server error body', async () => {
    const { url } = await start(sequence(serverError()));
    const answer = await post(`${url}/v1/messages`, {});
    expect(answer.status).toBe(500);
    expect(await answer.json()).toMatchObject({ type: 'error', error: { type: 'api_error' } });
  });

  it('answers a request past the script with a 500 naming its index, not to be retried', async () => {
    const { url } = await start(sequence({ body: hello }));
    await post(`${url}/v1/messages`, {});
    const past = await post(`${url}/v1/chat/completions`, {});
    expect(past.status).toBe(500);
    expect(past.headers.get('x-should-retry')).toBe('false');
    const body = (await past.json()) as { error: { message: string } };
    expect(body.error.message).toBe(
      'contract server: no reply scripted for request 1 (the script has 1)',
    );
  });

  it('answers a script that throws with a 500 naming the request and the error', async () => {
    const { url } = await start(() => {
      throw new Error('boom');
    });
    const answer = await post(`${url}/v1/responses`, {});
    expect(answer.status).toBe(500);
    const body = (await answer.json()) as { error: { message: string } };
    expect(body.error.message).toContain('request 0');
    expect(body.error.message).toContain('boom');
  });

  it('answers an unknown route with a JSON 404 that takes no script step', async () => {
    const { url } = await start(sequence({ body: hello }));
    const get = await fetch(`${url}/v1/messages`);
    expect(get.status).toBe(404);
    expect(((await get.json()) as { error: { message: string } }).error.message).toContain(
      'no route for GET /v1/messages',
    );
    const other = await post(`${url}/v1/embeddings`, {});
    expect(other.status).toBe(404);
    expect(await (await post(`${url}/v1/messages`, {})).json()).toEqual(hello);
  });

  it('cuts mid-body: the status arrives, then reading the body fails', async () => {
    const { url } = await start(sequence({ cut: 'mid-body', body: hello }));
    const answer = await post(`${url}/v1/messages`, {});
    expect(answer.status).toBe(200);
    await expect(answer.text()).rejects.toThrow();
  });

  it('cuts with no answer: fetch itself fails, and the server keeps serving', async () => {
    const { url } = await start(sequence({ cut: 'no-answer' }, { body: hello }));
    await expect(post(`${url}/v1/messages`, {})).rejects.toThrow(TypeError);
    expect(await (await post(`${url}/v1/messages`, {})).json()).toEqual(hello);
  });
});
