// Before the SDK: see noEval.
import './noEval';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import {
  StreamableHTTPClientTransport,
  StreamableHTTPError,
} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { AnsweredHttpTransport } from './answeredHttp';
import { capAnswers } from './answerLimit';
import { classifyError, isFetchFailure, McpConnectionError } from './errors';
import { type StreamEvent, watchStreams } from './streamWatch';
import { DEFAULT_TIMEOUT_MS, type ServerInfo } from './tools';
import { credentialsProblem } from './url';

/** How toollens introduces itself in initialize. */
export const CLIENT_INFO = { name: 'toollens', version: '0.1.0' } as const;

export type TransportKind = 'streamable-http' | 'sse' | 'stdio';

/** An open connection: the SDK client, how it is connected, and to what. */
export type McpConnection = {
  client: Client;
  transport: TransportKind;
  /** The URL or command line, as the user gave it (for messages). */
  target: string;
  serverInfo: ServerInfo | undefined;
  /** The server process's id, for a stdio connection. */
  pid?: number;
  /**
   * Ends the server's session (Streamable HTTP), closes the transport (and, for stdio, ends the
   * server process). Safe to call twice.
   */
  close: () => Promise<void>;
};

/**
 * The SDK Client's output-schema validator, as its constructor declares it (read from there, so
 * it is the very type the Client takes), for callers outside src/mcp, which never import the SDK.
 */
export type SchemaValidator = NonNullable<
  NonNullable<ConstructorParameters<typeof Client>[1]>['jsonSchemaValidator']
>;

/**
 * The validator every connection uses unless told otherwise: it accepts any output. toollens
 * lists tools and calls none, so there is no output to check, while the SDK's default compiles
 * every tool's outputSchema with Ajv on every tools/list: 128 s and gigabytes for 10,000 tools,
 * memory kept on each re-list, a server refused for one schema Ajv cannot compile, and code
 * generated with `new Function`, which the page's CSP forbids.
 */
export const ACCEPT_ANY_OUTPUT: SchemaValidator = {
  // The result is the SDK's "valid" case for any T; `never` bridges its generic, which a
  // validator that looks at nothing cannot name.
  getValidator: () => (input: unknown) =>
    ({ valid: true, data: input, errorMessage: undefined }) as never,
};

export type HttpConnectOptions = {
  /** Sent with every request, e.g. {Authorization: 'Bearer …'}. Kept only in this connection. */
  headers?: Record<string, string>;
  /** The handshake's time limit, and the default of listAllTools. */
  timeoutMs?: number;
  /** The fetch to use (tests, or a page that wraps fetch). */
  fetch?: typeof fetch;
  /**
   * The CORS hook. A browser reports a CORS refusal and a refused connection as the same
   * TypeError; this decides which one it was (e.g. with a `mode: 'no-cors'` request: an opaque
   * answer means the server is up and CORS blocked us). Default: `probeCorsWithFetch` in a
   * browser (where `document` exists), and no probe (`refused`) elsewhere.
   */
  probeCors?: (url: string) => Promise<'cors' | 'refused'>;
  /**
   * Validates a tool's structured output against its outputSchema (the SDK's Client option).
   * Default: ACCEPT_ANY_OUTPUT, never the SDK's own (see there).
   */
  jsonSchemaValidator?: SchemaValidator;
  /** Cancels the handshake and closes what it opened; the call rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Hears what the Streamable HTTP requests show of the connection's health (streamWatch.ts). */
  onStream?: (event: StreamEvent) => void;
};

/** A browser's no-cors probe: any answer at all means the server is there and CORS blocked us. */
export const probeCorsWithFetch = async (url: string): Promise<'cors' | 'refused'> => {
  try {
    await fetch(url, { mode: 'no-cors', method: 'GET' });
    return 'cors';
  } catch {
    return 'refused';
  }
};

const inBrowser = (): boolean => 'document' in globalThis;

/** A time limit over a whole step, including what the SDK does not time (opening an SSE stream). */
const within = async <T>(
  step: Promise<T>,
  timeoutMs: number,
  target: string,
  onTimeout: () => void,
): Promise<T> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(
        new McpConnectionError(
          'timeout',
          target,
          `${target} did not answer in time (no MCP handshake within ${timeoutMs} ms)`,
        ),
      );
    }, timeoutMs);
  });
  try {
    return await Promise.race([step, timeout]);
  } finally {
    clearTimeout(timer);
  }
};

/** Rejects with the signal's reason once it aborts; never settles otherwise. */
const abortion = (signal: AbortSignal | undefined): Promise<never> =>
  new Promise((_, reject) => {
    if (signal?.aborted) reject(signal.reason);
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

/** How long closing waits for the server to end its session before it closes anyway. */
export const END_SESSION_MS = 5_000;

/**
 * Ends a Streamable HTTP session (the SDK's terminateSession: DELETE with the session id), so a
 * stateful server or gateway frees what it keeps per session instead of waiting for it to
 * expire. Bounded in time, and a refusal or a server already gone is no error: the connection
 * is being closed either way.
 */
const endSession = async (transport: Transport, timeoutMs: number): Promise<void> => {
  if (!(transport instanceof StreamableHTTPClientTransport) || !transport.sessionId) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, Math.min(timeoutMs, END_SESSION_MS));
  });
  try {
    await Promise.race([transport.terminateSession().catch(() => undefined), limit]);
  } finally {
    clearTimeout(timer);
  }
};

/**
 * Connects a fresh SDK client over `transport`, within the time limit; `signal` cancels it.
 * Exported for the Node-only stdio connector, which shares the handshake.
 */
export const connectClient = async (
  transport: Transport,
  kind: TransportKind,
  target: string,
  timeoutMs: number,
  validator: SchemaValidator = ACCEPT_ANY_OUTPUT,
  signal?: AbortSignal,
): Promise<McpConnection> => {
  const client = new Client(CLIENT_INFO, { jsonSchemaValidator: validator });
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await endSession(transport, timeoutMs);
      await client.close().catch(() => undefined);
    })();
    return closing;
  };
  try {
    const handshake = client.connect(transport, { timeout: timeoutMs });
    await within(Promise.race([handshake, abortion(signal)]), timeoutMs, target, () => {
      void close();
    });
  } catch (error) {
    await close();
    throw signal?.aborted ? signal.reason : error;
  }
  return { client, transport: kind, target, serverInfo: client.getServerVersion(), close };
};

/**
 * The SDK's backwards-compatibility rule: a server that refuses the Streamable HTTP POST with
 * a 4xx (a legacy HTTP+SSE server answers 404 or 405 there) may speak the old SSE transport.
 * Auth failures are not retried: the SSE endpoint would ask for the same credentials.
 */
const mayBeLegacySse = (error: unknown): boolean =>
  error instanceof StreamableHTTPError &&
  typeof error.code === 'number' &&
  error.code >= 400 &&
  error.code < 500 &&
  error.code !== 401 &&
  error.code !== 403;

const parseUrl = (url: string): URL => {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new McpConnectionError(
      'invalid',
      url,
      `"${url}" is not a URL (expected http://… or https://…)`,
    );
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new McpConnectionError('invalid', url, `"${url}" is not an http(s) URL`);
  }
  const credentials = credentialsProblem(
    parsed,
    'send a token as a header instead (e.g. "Authorization: Bearer …")',
  );
  if (credentials) throw new McpConnectionError('invalid', url, credentials);
  return parsed;
};

/**
 * Connects to an MCP server over HTTP: Streamable HTTP first and, when the server answers as a
 * legacy one, the SSE transport. Every failure is a McpConnectionError naming `url`.
 */
export const connectHttp = async (
  url: string,
  options: HttpConnectOptions = {},
): Promise<McpConnection> => {
  const endpoint = parseUrl(url);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const requestInit: RequestInit = { headers: { ...options.headers } };
  const given = capAnswers(options.fetch ?? ((input, init) => globalThis.fetch(input, init)), url);
  const shared = { requestInit, fetch: given };
  let streamable: AnsweredHttpTransport | undefined;
  const watched = watchStreams(
    given,
    url,
    (event) => options.onStream?.(event),
    (id, error) => streamable?.ended(id, error),
  );
  const fail = async (error: unknown, note = '') => {
    let fetchFailure: 'refused' | 'cors' = 'refused';
    const probe = options.probeCors ?? (inBrowser() ? probeCorsWithFetch : undefined);
    if (probe && isFetchFailure(error)) fetchFailure = await probe(url);
    const classified = classifyError(error, url, fetchFailure);
    if (note === '') return classified;
    return new McpConnectionError(classified.kind, url, `${classified.message}${note}`, {
      cause: error,
    });
  };
  try {
    streamable = new AnsweredHttpTransport(endpoint, { ...shared, fetch: watched });
    return await connectClient(
      streamable,
      'streamable-http',
      url,
      timeoutMs,
      options.jsonSchemaValidator,
      options.signal,
    );
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    if (!mayBeLegacySse(error)) throw await fail(error);
  }
  try {
    return await connectClient(
      new SSEClientTransport(endpoint, shared),
      'sse',
      url,
      timeoutMs,
      options.jsonSchemaValidator,
      options.signal,
    );
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    throw await fail(error, ' (tried Streamable HTTP, then the legacy SSE transport)');
  }
};
