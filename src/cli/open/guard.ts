import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * Who may talk to `toollens open`'s server. A page on any website can send requests to a
 * loopback port (the MCP Inspector's CVE-2025-49596: a proxy that ran any command a web page
 * asked of it), and a rebound DNS name can make such a page same-origin with it. So every
 * request, the app's own files included, must name this server in `Host`; one a browser marks
 * as coming from another site or origin is refused; and the launch document and the bridge
 * also want the run's token, which only the page the command opened has.
 *
 * `Origin` absent is allowed: a browser sends it on every cross-origin request and on every
 * POST, so its absence means a same-origin GET (the app's files, the launch document, the
 * bridge's event stream) or a client that is not a browser, and neither gets past the token
 * without having been given it.
 */

export type Refusal = { status: number; reason: string };

const hosts = (port: number) => [`127.0.0.1:${port}`, `localhost:${port}`];

/** The request's `Host`, `Origin` and `Sec-Fetch-Site` against this server on `port`. */
export const refuseOrigin = (headers: IncomingHttpHeaders, port: number): Refusal | undefined => {
  const host = headers.host ?? '';
  if (!hosts(port).includes(host)) {
    return {
      status: 421,
      reason: `toollens open: refused: Host "${host}" is not ${hosts(port).join(' or ')} (a rebound DNS name)`,
    };
  }
  const origin = headers.origin;
  if (origin !== undefined && origin !== `http://${host}`) {
    return {
      status: 403,
      reason: `toollens open: refused: Origin "${origin}" is not the app's own (http://${host})`,
    };
  }
  const site = headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    return {
      status: 403,
      reason: `toollens open: refused: the browser says this request comes from another site (Sec-Fetch-Site: ${site})`,
    };
  }
  return undefined;
};

/** The run's token, as `Authorization: Bearer <token>`; compared in constant time. */
export const refuseToken = (headers: IncomingHttpHeaders, token: string): Refusal | undefined => {
  const given = /^Bearer (\S+)$/.exec(headers.authorization ?? '')?.[1];
  if (given === undefined) {
    return {
      status: 401,
      reason:
        'toollens open: refused: no token (Authorization: Bearer …); open the URL the command printed',
    };
  }
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  if (a.length !== b.length || !timingSafeEqual(a, b)) {
    return { status: 401, reason: "toollens open: refused: the token is not this run's" };
  }
  return undefined;
};
