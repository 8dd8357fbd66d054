import { DEFAULT_MAX_BYTES, tooLarge } from '../../../engine/core';

/**
 * Fetches an embed's data (a catalog, a transcript, a query set) as text, bounded: a body over
 * the catalog size limit is refused by its Content-Length before any of it is read, and a body
 * that says nothing of its length (or lies) is cut off as soon as the bytes read pass the limit.
 * Past `timeoutMs` the request is aborted, wherever it is. Every refusal is one sentence fit to
 * follow "Could not load the catalog from <url>:".
 *
 * An embed fetches from its own origin only, and only over http(s): a URL in an embed's address
 * is anyone's to write, so it cannot make a docs site's page show another site's data under its
 * name, nor tell a visitor's browser to call a third party. Other URLs are refused before any
 * request, and redirects are followed only within the origin (`mode: 'same-origin'`). The
 * page's CSP admits more in connect-src (https: for live MCP connections); this rule is the
 * embed's own, kept here.
 */

export type Fetched = { ok: true; text: string } | { ok: false; message: string };

export type FetchOptions = {
  /** What the text is, for the oversize message: `catalog`, `transcript`, `query set`. */
  what: string;
  limit?: number;
  timeoutMs?: number;
  /** The page's origin, the only one an embed fetches from. */
  origin: string;
  fetch?: typeof fetch;
};

/** How long an embed waits for one file, headers and body together. */
const FETCH_TIMEOUT_MS = 30_000;

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

/** Why `url` is not fetched at all, or undefined when an embed may fetch it. */
const urlRefusal = (url: URL, origin: string): string | undefined => {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return `only http(s) URLs can be fetched, and this is a ${url.protocol} URL`;
  }
  if (url.origin !== origin) {
    return `an embed fetches only from its own origin (${origin}), and this URL is on ${url.origin}: serve the file beside the app`;
  }
  return undefined;
};

/**
 * Why a fetch that never got an answer failed. The browser says no more than "Failed to fetch",
 * so a second request that does not follow redirects tells a redirect apart: one the fetch
 * could not follow went round in a loop (browsers stop after 20) or left the origin.
 */
const failure = async (url: URL, run: typeof fetch, signal: AbortSignal, error: unknown) => {
  const detail = error instanceof Error ? error.message : String(error);
  try {
    const probe = await run(url.href, {
      signal,
      credentials: 'same-origin',
      mode: 'same-origin',
      redirect: 'manual',
    });
    void probe.body?.cancel().catch(() => undefined);
    if (probe.type === 'opaqueredirect') {
      return `the server redirected too many times (a redirect loop; browsers stop after 20) or to another origin, which an embed does not fetch from (${detail})`;
    }
  } catch {
    // No answer to the probe either: the server is not there.
  }
  return `the request failed (${detail}): the server did not answer (it is down, or the network is)`;
};

export const fetchLimited = async (url: URL, options: FetchOptions): Promise<Fetched> => {
  const refused = urlRefusal(url, options.origin);
  if (refused) return { ok: false, message: refused };
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
      response = await run(url.href, {
        signal: controller.signal,
        credentials: 'same-origin',
        // A redirect to another origin fails instead of being followed.
        mode: 'same-origin',
      });
    } catch (error) {
      if (timedOut) return { ok: false, message: `no answer within ${timeoutMs / 1000} s` };
      return { ok: false, message: await failure(url, run, controller.signal, error) };
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
