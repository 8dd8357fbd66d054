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

/** A fetch that answers an empty list and counts how often it was asked. */
const countingFetch = () => {
  let asked = 0;
  return {
    fetch: fakeFetch(async () => {
      asked++;
      return new Response('[]');
    }),
    asked: () => asked,
  };
};

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
      ...base,
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

  it.each([
    ['javascript:', 'javascript:alert(document.domain)'],
    ['data:', 'data:application/json,[{"name":"a","description":"b"}]'],
    ['file:', 'file:///etc/passwd'],
    ['blob:', 'blob:https://docs.example/0b9c6f3e-8a4c-4d1e-9a55-3f0e1c2b7d10'],
    ['ftp:', 'ftp://docs.example/tools.json'],
  ])(
    'refuses a %s URL before any request: only http(s) URLs can be fetched',
    async (scheme, raw) => {
      const counting = countingFetch();
      const fetched = await fetchLimited(new URL(raw), { ...base, fetch: counting.fetch });
      expect(fetched).toEqual({
        ok: false,
        message: `only http(s) URLs can be fetched, and this is a ${scheme} URL`,
      });
      expect(counting.asked()).toBe(0);
    },
  );

  it('refuses a URL on another origin before any request, naming both origins', async () => {
    const counting = countingFetch();
    const fetched = await fetchLimited(new URL('https://cdn.example/tools.json'), {
      ...base,
      fetch: counting.fetch,
    });
    expect(fetched).toEqual({
      ok: false,
      message:
        'an embed fetches only from its own origin (https://docs.example), and this URL is on https://cdn.example: serve the file beside the app',
    });
    expect(counting.asked()).toBe(0);
  });

  it('follows redirects only within the origin', async () => {
    const modes: (RequestInit['mode'] | undefined)[] = [];
    await fetchLimited(URL_SAME, {
      ...base,
      fetch: fakeFetch(async (_url, init) => {
        modes.push(init?.mode);
        return new Response('[]');
      }),
    });
    expect(modes).toEqual(['same-origin']);
  });

  it('names a redirect it could not follow: a loop, or a way out of the origin', async () => {
    const asked: (RequestInit['redirect'] | undefined)[] = [];
    const fetched = await fetchLimited(URL_SAME, {
      ...base,
      fetch: fakeFetch(async (_url, init) => {
        asked.push(init?.redirect);
        if (init?.redirect !== 'manual') throw new TypeError('Failed to fetch');
        // What a browser answers a request that does not follow redirects, to a redirect.
        return { type: 'opaqueredirect', status: 0, ok: false, body: null } as Response;
      }),
    });
    expect(fetched).toEqual({
      ok: false,
      message:
        'the server redirected too many times (a redirect loop; browsers stop after 20) or to another origin, which an embed does not fetch from (Failed to fetch)',
    });
    expect(asked).toEqual([undefined, 'manual']);
  });

  it('says the server did not answer when nothing answers at all', async () => {
    const fetched = await fetchLimited(URL_SAME, {
      ...base,
      fetch: fakeFetch(async () => {
        throw new TypeError('Failed to fetch');
      }),
    });
    expect(fetched).toEqual({
      ok: false,
      message:
        'the request failed (Failed to fetch): the server did not answer (it is down, or the network is)',
    });
  });
});
