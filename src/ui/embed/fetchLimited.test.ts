import { describe, expect, it } from 'vitest';
import { fetchLimited } from './fetchLimited';

/** A body of `chunks`, counting how many the reader pulled and whether it was cancelled. */
const streamOf = (chunks: Uint8Array[]) => {
  const seen = { pulled: 0, cancelled: false };
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    pull: (controller) => {
      const chunk = chunks[at++];
      if (!chunk) {
        controller.close();
        return;
      }
      seen.pulled++;
      controller.enqueue(chunk);
    },
    cancel: () => {
      seen.cancelled = true;
    },
  });
  return { body, seen };
};

const fakeFetch =
  (respond: (url: string, init?: RequestInit) => Promise<Response>): typeof fetch =>
  (input, init) =>
    respond(String(input), init);

const URL_SAME = new URL('https://docs.example/toollens/fixtures/tools.json');
const base = { what: 'catalog', origin: 'https://docs.example' };

describe('fetchLimited', () => {
  it('reads a good body as UTF-8, a character split across chunks included', async () => {
    const bytes = new TextEncoder().encode('[{"name": "café_tool"}]');
    const at = bytes.indexOf(0xc3) + 1; // between the two bytes of "é"
    const { body } = streamOf([bytes.slice(0, at), bytes.slice(at)]);
    let asked = '';
    const fetched = await fetchLimited(URL_SAME, {
      ...base,
      fetch: fakeFetch(async (url) => {
        asked = url;
        return new Response(body, { status: 200 });
      }),
    });
    expect(fetched).toEqual({ ok: true, text: '[{"name": "café_tool"}]' });
    expect(asked).toBe(URL_SAME.href);
  });

  it('names the HTTP status of a failed answer', async () => {
    const fetched = await fetchLimited(URL_SAME, {
      ...base,
      fetch: fakeFetch(async () => new Response('gone', { status: 404, statusText: 'Not Found' })),
    });
    expect(fetched).toEqual({ ok: false, message: 'the server answered HTTP 404 Not Found' });
  });

  it('refuses a body whose Content-Length is over the limit before reading any of it', async () => {
    const { body, seen } = streamOf([new Uint8Array(10), new Uint8Array(10)]);
    const fetched = await fetchLimited(URL_SAME, {
      ...base,
      limit: 15,
      fetch: fakeFetch(
        async () => new Response(body, { status: 200, headers: { 'content-length': '2000' } }),
      ),
    });
    expect(fetched).toEqual({
      ok: false,
      message:
        'catalog is too large: 0.0019 MB is over the 0.000014 MB limit (2000 > 15 bytes); it was not downloaded',
    });
    // The declared length, not the bytes read: a stream may pull ahead once, nothing more.
    expect(seen.pulled).toBeLessThanOrEqual(1);
  });

  it('stops reading a body without a length once past the limit, and names the text', async () => {
    const chunks = Array.from({ length: 100 }, () => new Uint8Array(10));
    const { body, seen } = streamOf(chunks);
    const fetched = await fetchLimited(URL_SAME, {
      what: 'transcript',
      limit: 25,
      fetch: fakeFetch(async () => new Response(body, { status: 200 })),
    });
    expect(fetched.ok).toBe(false);
    expect(!fetched.ok && fetched.message).toMatch(
      /^transcript is too large: .* \(30 > 25 bytes\); it was not downloaded$/,
    );
    expect(seen.pulled).toBeLessThan(6);
    await expect.poll(() => seen.cancelled).toBe(true);
  });

  it('gives up after the timeout, aborting the request', async () => {
    let aborted = false;
    const fetched = await fetchLimited(URL_SAME, {
      ...base,
      timeoutMs: 30,
      fetch: fakeFetch(
        (_url, init) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => {
              aborted = true;
              reject(new DOMException('The operation was aborted.', 'AbortError'));
            });
          }),
      ),
    });
    expect(fetched).toEqual({ ok: false, message: 'no answer within 0.03 s' });
    expect(aborted).toBe(true);
  });

  it('gives up on a body that stalls past the timeout', async () => {
    const fetched = await fetchLimited(URL_SAME, {
      ...base,
      timeoutMs: 30,
      fetch: fakeFetch(async (_url, init) => {
        const body = new ReadableStream<Uint8Array>({
          start: (controller) => {
            controller.enqueue(new Uint8Array(3));
            init?.signal?.addEventListener('abort', () =>
              controller.error(new DOMException('aborted', 'AbortError')),
            );
          },
        });
        return new Response(body, { status: 200 });
      }),
    });
    expect(fetched).toEqual({ ok: false, message: 'the download did not finish within 0.03 s' });
  });

  it('explains a refused request: CORS and connect-src for another origin', async () => {
    const refuse = fakeFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const other = await fetchLimited(new URL('https://cdn.example/tools.json'), {
      ...base,
      fetch: refuse,
    });
    expect(other).toEqual({
      ok: false,
      message:
        "the request was refused or failed (Failed to fetch): a URL on another origin needs its server to allow this page's origin (CORS) and this page's Content-Security-Policy to list it in connect-src",
    });
    const same = await fetchLimited(URL_SAME, { ...base, fetch: refuse });
    expect(same).toEqual({
      ok: false,
      message:
        "the request failed (Failed to fetch): the network is down, or the page's Content-Security-Policy refused it",
    });
  });
});
