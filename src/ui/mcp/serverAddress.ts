/**
 * What the "Connect to server…" dialog accepts before any request leaves the page: the server's
 * URL, checked against the page's Content-Security-Policy (index.html, public/_headers), and the
 * optional request headers. Both are checked here, in the page's words, so a typo is named
 * before a connection is tried and a URL the CSP would block is explained instead of failing as
 * a bare network error. A URL with credentials in it is refused without showing them.
 */

import { isHeaderName } from '../../mcp/headers';
import { credentialsProblem, maskUserinfo } from '../../mcp/url';

/**
 * Hosts the CSP admits over plain http: (a server on this machine); any host over https:.
 * `[::1]` is left out: CSP host sources have no form for an IPv6 literal.
 */
const LOOPBACK = new Set(['localhost', '127.0.0.1']);

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

export const checkServerUrl = (text: string): Checked<URL> => {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, message: 'Server URL: enter the address of an MCP server.' };
  let url: URL;
  try {
    // "localhost:3001" would parse, as the scheme "localhost:": a URL here names its scheme.
    if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) throw new TypeError('no scheme');
    url = new URL(trimmed);
  } catch {
    return {
      ok: false,
      message: `Server URL: "${maskUserinfo(trimmed)}" is not a URL; write it whole, e.g. http://localhost:3001/mcp`,
    };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return {
      ok: false,
      message: `Server URL: ${url.protocol} is not served over HTTP; the page connects to http:// and https:// servers (a stdio server needs the CLI's --mcp).`,
    };
  }
  const credentials = credentialsProblem(
    url,
    'put a token in Headers instead (e.g. "Authorization: Bearer …").',
  );
  if (credentials) return { ok: false, message: `Server URL: ${credentials}` };
  if (url.protocol === 'http:' && !LOOPBACK.has(url.hostname)) {
    return {
      ok: false,
      message: `Server URL: ${url.origin} is plain http on another machine, which this page's Content-Security-Policy does not admit: use https://, or a server on localhost.`,
    };
  }
  return { ok: true, value: url };
};

/** Headers the browser sets itself, or that would break the MCP handshake if overridden. */
const RESERVED = new Set([
  'accept',
  'content-type',
  'content-length',
  'host',
  'origin',
  'cookie',
  'mcp-session-id',
  'mcp-protocol-version',
]);

/**
 * Reads "Name: value" lines (blank lines skipped) into headers. Each problem names its line.
 * The values (a bearer token) are kept in memory only: the caller never stores them.
 */
export const parseHeaders = (text: string): Checked<Record<string, string>> => {
  const headers: Record<string, string> = {};
  const seen = new Set<string>();
  for (const [i, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (!line) continue;
    const where = `Headers, line ${i + 1}`;
    const colon = line.indexOf(':');
    if (colon <= 0) {
      return {
        ok: false,
        message: `${where}: expected "Name: value", e.g. "Authorization: Bearer …"`,
      };
    }
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (!isHeaderName(name)) {
      return { ok: false, message: `${where}: "${name}" is not a header name` };
    }
    const key = name.toLowerCase();
    if (RESERVED.has(key)) {
      return { ok: false, message: `${where}: ${name} is set by the page or the browser` };
    }
    if (seen.has(key)) return { ok: false, message: `${where}: ${name} is given twice` };
    if (!value) return { ok: false, message: `${where}: ${name} has no value` };
    seen.add(key);
    headers[name] = value;
  }
  return { ok: true, value: headers };
};
