import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { anthropicError } from './builders';
import { openaiError } from './openaiBuilders';

/**
 * A contract server: answers the Anthropic Messages API, OpenAI's Responses API and Chat
 * Completions from a script, on 127.0.0.1 and a free port, and records every request, so model
 * runs are tested against the official SDKs with no provider reachable.
 *
 * Routes are matched on the path's end, whatever comes before: `@anthropic-ai/sdk` 1.17.0 posts
 * to `${baseURL}/v1/messages` (`resources/messages/messages.js`), `openai` 6.49.0 to
 * `${baseURL}/responses` and `${baseURL}/chat/completions`, its default base URL ending in
 * `/v1`. So `baseURL: url` and `baseURL: url + '/v1'` both reach the route for either SDK.
 *
 * CORS: a page calls it from another origin (the SDKs' browser mode), so every answer allows any
 * origin and exposes the headers a retry reads (`retry-after`, `retry-after-ms`,
 * `x-should-retry`) and the request ids; a preflight is answered with the headers it asks for
 * (each SDK's `x-stainless-*`, `anthropic-*`, auth and content headers), and takes no script step.
 */

type Route = 'anthropic.messages' | 'openai.responses' | 'openai.chat';

export type RecordedRequest = {
  method: string;
  /** The path and query as sent (`/v1/messages`). */
  path: string;
  route: Route | undefined;
  /** Header names lower-cased; a repeated header's values joined by `, `. */
  headers: Record<string, string>;
  /** The parsed JSON body; undefined when there is none or it does not parse. */
  body: unknown;
  /** The raw body, kept when it does not parse as JSON. */
  raw?: string;
};

type JsonReply = { status?: number; headers?: Record<string, string>; body: unknown };
/**
 * `mid-body`: a 200 announcing the body's full length, half of it sent, then the socket dies;
 * `no-answer`: the socket dies before a status line.
 */
type CutReply = { cut: 'mid-body'; body?: unknown } | { cut: 'no-answer' };
export type Reply = JsonReply | CutReply;

/** The server's answers: the `index`-th routed request (from 0) gets `script(request, index)`. */
export type Script = (request: RecordedRequest, index: number) => Reply;

export type ContractServer = {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  /** Every request received, preflights and unknown routes included, in arrival order. */
  requests: RecordedRequest[];
  close: () => Promise<void>;
};

const ROUTES: readonly [string, Route][] = [
  ['/messages', 'anthropic.messages'],
  ['/responses', 'openai.responses'],
  ['/chat/completions', 'openai.chat'],
];

const routeOf = (method: string, path: string): Route | undefined => {
  if (method !== 'POST') return undefined;
  const pathname = path.split('?')[0] ?? '';
  return ROUTES.find(([end]) => pathname.endsWith(end))?.[1];
};

/** The request headers the SDKs send, allowed when a preflight names none. */
const SDK_HEADERS = [
  'content-type',
  'accept',
  'authorization',
  'x-api-key',
  'anthropic-version',
  'anthropic-beta',
  'anthropic-dangerous-direct-browser-access',
  'openai-organization',
  'openai-project',
  'idempotency-key',
  'x-stainless-arch',
  'x-stainless-lang',
  'x-stainless-os',
  'x-stainless-package-version',
  'x-stainless-retry-count',
  'x-stainless-runtime',
  'x-stainless-runtime-version',
  'x-stainless-timeout',
  'x-stainless-helper-method',
].join(', ');

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers':
    'retry-after, retry-after-ms, x-should-retry, request-id, x-request-id',
};

/** An error body in the shape of the provider the request was for (OpenAI's off any route). */
const providerError = (
  request: RecordedRequest,
  kind: 'rate_limit' | 'server' | 'not_found',
  message: string,
): unknown => {
  if (request.route === 'anthropic.messages') {
    const type = {
      rate_limit: 'rate_limit_error',
      server: 'api_error',
      not_found: 'not_found_error',
    } as const;
    return anthropicError(type[kind], message);
  }
  const [type, code] = (
    {
      rate_limit: ['requests', 'rate_limit_exceeded'],
      server: ['server_error', null],
      not_found: ['invalid_request_error', 'unknown_url'],
    } as const
  )[kind];
  return openaiError(message, type, code);
};

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const record = (req: IncomingMessage, text: string): RecordedRequest => {
  const method = req.method ?? 'GET';
  const path = req.url ?? '/';
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined) headers[name.toLowerCase()] = [value].flat().join(', ');
  let body: unknown;
  let raw: string | undefined;
  if (text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      raw = text;
    }
  }
  return { method, path, route: routeOf(method, path), headers, body, ...(raw ? { raw } : {}) };
};

const sendJson = (res: ServerResponse, reply: JsonReply) => {
  const text = JSON.stringify(reply.body);
  res.writeHead(reply.status ?? 200, {
    ...CORS,
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...reply.headers,
  });
  res.end(text);
};

const sendCut = (res: ServerResponse, reply: CutReply) => {
  if (reply.cut === 'no-answer') {
    res.socket?.destroy();
    return;
  }
  const bytes = Buffer.from(JSON.stringify(reply.body ?? { cut: 'mid-body' }));
  res.writeHead(200, {
    ...CORS,
    'content-type': 'application/json',
    'content-length': bytes.length,
  });
  res.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () => res.socket?.destroy());
};

/** Starts a server that answers each routed request with the script's reply; port 0: a free one. */
export const startContractServer = async (
  script: Script,
  { port = 0 }: { port?: number } = {},
): Promise<ContractServer> => {
  const requests: RecordedRequest[] = [];
  let scripted = 0;
  const server = createServer(async (req, res) => {
    const text = await readBody(req).catch(() => undefined);
    if (text === undefined) return; // the client went away mid-request: nothing to answer
    const request = record(req, text);
    requests.push(request);
    if (request.method === 'OPTIONS') {
      res.writeHead(204, {
        ...CORS,
        'access-control-allow-methods': 'POST, GET, OPTIONS',
        'access-control-allow-headers':
          request.headers['access-control-request-headers'] ?? SDK_HEADERS,
        'access-control-max-age': '600',
      });
      res.end();
      return;
    }
    if (request.route === undefined) {
      const message = `contract server: no route for ${request.method} ${request.path} (it answers POST …/messages, …/responses, …/chat/completions)`;
      sendJson(res, { status: 404, body: providerError(request, 'not_found', message) });
      return;
    }
    const index = scripted++;
    let reply: Reply;
    try {
      reply = script(request, index);
    } catch (error) {
      const message = `contract server: the script failed on request ${index}: ${String(error)}`;
      reply = {
        status: 500,
        headers: { 'x-should-retry': 'false' },
        body: providerError(request, 'server', message),
      };
    }
    if ('cut' in reply) sendCut(res, reply);
    else {
      // Each provider's request id header, as its SDK reads it into an error's `requestID`.
      const idHeader = request.route === 'anthropic.messages' ? 'request-id' : 'x-request-id';
      sendJson(res, {
        ...reply,
        headers: { [idHeader]: `req_contract_${index}`, ...reply.headers },
      });
    }
  });
  // A socket cut by a `cut` reply must not take the server down.
  server.on('clientError', (_error, socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};

/** A step of a sequence: a reply, or one made from the request (its provider's error shape). */
export type Step = Reply | ((request: RecordedRequest) => Reply);

/**
 * One step a request, in order. A request past the end answers 500 naming its index, with
 * `x-should-retry: false` so an SDK does not retry into the same gap.
 */
export const sequence =
  (...steps: Step[]): Script =>
  (request, index) => {
    const step = steps[index];
    if (step === undefined) {
      const message = `contract server: no reply scripted for request ${index} (the script has ${steps.length})`;
      return {
        status: 500,
        headers: { 'x-should-retry': 'false' },
        body: providerError(request, 'server', message),
      };
    }
    return typeof step === 'function' ? step(request) : step;
  };

/** A 429 with `retry-after` (seconds) and the provider's rate-limit body. */
export const rateLimited =
  (seconds: number): Step =>
  (request) => ({
    status: 429,
    headers: { 'retry-after': String(seconds) },
    body: providerError(request, 'rate_limit', 'contract server: rate limited'),
  });

/** A 500 with the provider's server-error body. */
export const serverError = (): Step => (request) => ({
  status: 500,
  body: providerError(request, 'server', 'contract server: internal error'),
});
