// Before the SDK: see noEval.
import './noEval';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { AnsweredHttpTransport } from './answeredHttp';
import { capAnswers } from './answerLimit';
import { connectClient, type McpConnection, type SchemaValidator } from './connectClient';
import { classifyError, isFetchFailure, McpConnectionError } from './errors';
import type { LivenessOptions } from './liveness';
import { type StreamEvent, watchStreams } from './streamWatch';
import { DEFAULT_TIMEOUT_MS } from './tools';
import { pingWhenUnwatched } from './unwatched';
import { credentialsProblem } from './url';

// The handshake every transport shares (connectClient), found here too by callers of HTTP.
export {
  ACCEPT_ANY_OUTPUT,
  connectClient,
  type McpConnection,
  type TransportKind,
} from './connectClient';

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
  /**
   * Hears what the Streamable HTTP requests show of the connection's health (streamWatch.ts).
   * A server that refuses the event stream is then pinged, and its death heard as `stream-lost`.
   */
  onStream?: (event: StreamEvent) => void;
  /** How that server is pinged (default: watchLiveness's interval and timeout). */
  liveness?: LivenessOptions;
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
  const { onStream } = options;
  const unwatched = onStream ? pingWhenUnwatched(url, onStream, options.liveness) : undefined;
  let streamable: AnsweredHttpTransport | undefined;
  const watched = watchStreams(
    given,
    url,
    (event) => {
      unwatched?.heard(event);
      onStream?.(event);
    },
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
    const connection = await connectClient(
      streamable,
      'streamable-http',
      url,
      timeoutMs,
      options.jsonSchemaValidator,
      options.signal,
    );
    if (!unwatched) return connection;
    unwatched.connected(connection.client);
    const close = () => {
      unwatched.stop();
      return connection.close();
    };
    return { ...connection, close };
  } catch (error) {
    unwatched?.stop();
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
