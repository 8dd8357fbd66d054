import { DEFAULT_MAX_BYTES, tooLarge } from '../../engine/core';

/**
 * Fetches an embed's data (a catalog, a transcript, a query set) as text, bounded: a body over
 * the catalog size limit is refused by its Content-Length before any of it is read, and a body
 * that says nothing of its length (or lies) is cut off as soon as the bytes read pass the limit.
 * Past `timeoutMs` the request is aborted, wherever it is. Every refusal is one sentence fit to
 * follow "Could not load the catalog from <url>:".
 */

export type Fetched = { ok: true; text: string } | { ok: false; message: string };

export type FetchOptions = {
  /** What the text is, for the oversize message: `catalog`, `transcript`, `query set`. */
  what: string;
  limit?: number;
  timeoutMs?: number;
  /** The page's origin: a refused request to another one is most likely CORS or the CSP. */
  origin?: string;
  fetch?: typeof fetch;
};

/** How long an embed waits for one file, headers and body together. */
export const FETCH_TIMEOUT_MS = 30_000;

class TooLarge extends Error {
  constructor(readonly size: number) {
    super('too large');
  }
}

/** Reads the body, counting bytes, and stops (cancelling the stream) once past `limit`. */
const readBounded = async (response: Response, limit: number): Promise<string> => {
  const body = response.body;
  if (!body) return '';
  const reader = body.getReader();
  const decoder = new TextDecoder('utf-8');
  const parts: string[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      void reader.cancel().catch(() => undefined);
      throw new TooLarge(size);
    }
    parts.push(decoder.decode(value, { stream: true }));
  }
  parts.push(decoder.decode());
  return parts.join('');
};

const statusLine = (response: Response) =>
  `the server answered HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;

/** Why a fetch that never got an answer failed: the browser says no more than "failed". */
const refusal = (url: URL, origin: string | undefined, error: unknown) => {
  const detail = error instanceof Error ? error.message : String(error);
  return origin !== undefined && url.origin !== origin
    ? `the request was refused or failed (${detail}): a URL on another origin needs its server to allow this page's origin (CORS) and this page's Content-Security-Policy to list it in connect-src`
    : `the request failed (${detail}): the network is down, or the page's Content-Security-Policy refused it`;
};

export const fetchLimited = async (url: URL, options: FetchOptions): Promise<Fetched> => {
  const limit = options.limit ?? DEFAULT_MAX_BYTES;
  const timeoutMs = options.timeoutMs ?? FETCH_TIMEOUT_MS;
  const run = options.fetch ?? fetch;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const oversize = (size: number) => tooLarge(size, limit, 'bytes', 'downloaded', options.what);
  try {
    let response: Response;
    try {
      // No cookies to another origin: an embed reads public files.
      response = await run(url.href, { signal: controller.signal, credentials: 'same-origin' });
    } catch (error) {
      if (timedOut) return { ok: false, message: `no answer within ${timeoutMs / 1000} s` };
      return { ok: false, message: refusal(url, options.origin, error) };
    }
    if (!response.ok) {
      void response.body?.cancel().catch(() => undefined);
      return { ok: false, message: statusLine(response) };
    }
    const declared = Number(response.headers.get('content-length') ?? Number.NaN);
    if (Number.isFinite(declared) && declared > limit) {
      void response.body?.cancel().catch(() => undefined);
      return { ok: false, message: oversize(declared) };
    }
    try {
      return { ok: true, text: await readBounded(response, limit) };
    } catch (error) {
      if (error instanceof TooLarge) return { ok: false, message: oversize(error.size) };
      if (timedOut) {
        return { ok: false, message: `the download did not finish within ${timeoutMs / 1000} s` };
      }
      return { ok: false, message: `the download broke off: ${String(error)}` };
    }
  } finally {
    clearTimeout(timer);
  }
};
