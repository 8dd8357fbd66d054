import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { SseError } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { exitSentence, readExit } from './serverExit';
import { maskUserinfo } from './url';

/**
 * Why a connection to an MCP server failed, as a user can act on it. Each kind has one message
 * shape (below), naming the URL or the command, so the CLI and the page say the same thing.
 *
 * - refused: nothing answered at the address (ECONNREFUSED, no such host, fetch failed);
 * - cors: the browser blocked the answer (the server does not allow this page's origin);
 * - not-mcp: something answered, but not as an MCP server (404, HTML, a non-JSON-RPC body);
 * - auth: the server wants credentials (401/403);
 * - timeout: no answer within the time allowed;
 * - spawn: the stdio command could not be started (not found, not executable);
 * - closed: the server went away (a stdio server exiting, a dropped stream);
 * - protocol: the server broke MCP's rules while answering (a cursor loop, too many tools);
 * - invalid: what the user gave cannot be used (not a URL, an empty command).
 */
export type McpErrorKind =
  | 'invalid'
  | 'refused'
  | 'cors'
  | 'not-mcp'
  | 'auth'
  | 'timeout'
  | 'spawn'
  | 'closed'
  | 'protocol';

/**
 * A failure the user can act on. The message and the target never show a URL's user name or
 * password (connectHttp refuses such URLs, and this masks any that a message still carries).
 */
export class McpConnectionError extends Error {
  override name = 'McpConnectionError';
  /** The URL or the command line the error is about, as the user gave it (credentials masked). */
  readonly target: string;
  constructor(
    readonly kind: McpErrorKind,
    target: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(maskUserinfo(message), options);
    this.target = maskUserinfo(target);
  }
}

export const isMcpConnectionError = (error: unknown): error is McpConnectionError =>
  error instanceof McpConnectionError;

/**
 * An error's message, with the SDK's `MCP error <code>: ` prefix said once: the SDK prefixes a
 * server's error message, which a server written with the SDK prefixed already.
 */
const messageOf = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).replace(
    /^(MCP error (-?\d+): )(?:MCP error \2: )+/,
    '$1',
  );

/** Node's network error code, found on the error or on its cause (undici wraps it). */
const networkCode = (error: unknown): string | undefined => {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
};

/** Node says "fetch failed"; browsers say "Failed to fetch", "NetworkError…" or "Load failed". */
export const isFetchFailure = (error: unknown): boolean =>
  error instanceof TypeError &&
  /fetch failed|failed to fetch|networkerror|load failed/i.test(error.message);

/** The HTTP status an SDK transport error carries, if any. */
const httpStatusOf = (error: unknown): number | undefined => {
  if (error instanceof StreamableHTTPError || error instanceof SseError) {
    return typeof error.code === 'number' && error.code > 0 ? error.code : undefined;
  }
  // The SSE transport's POST failures carry the status only in the text.
  const match = /\(HTTP (\d{3})\)|Non-200 status code \((\d{3})\)/.exec(messageOf(error));
  const status = Number(match?.[1] ?? match?.[2]);
  return Number.isInteger(status) && status > 0 ? status : undefined;
};

const TIMEOUT_CODES = new Set<number>([ErrorCode.RequestTimeout]);

/**
 * A failure as a McpConnectionError with a message naming `target`. Already classified errors
 * pass through. `fetchFailure` says what a failed fetch means here: `refused` in Node, and in a
 * browser `cors` or `refused` as `probeCors` (see connectHttp) decided.
 */
export const classifyError = (
  error: unknown,
  target: string,
  fetchFailure: 'refused' | 'cors' = 'refused',
): McpConnectionError => {
  if (error instanceof McpConnectionError) return error;
  const cause = { cause: error };
  const reason = messageOf(error);
  if (error instanceof McpError && TIMEOUT_CODES.has(error.code)) {
    return new McpConnectionError(
      'timeout',
      target,
      `${target} did not answer in time (${reason.replace(/^MCP error -?\d+: /, '')})`,
      cause,
    );
  }
  if (error instanceof McpError && error.code === ErrorCode.ConnectionClosed) {
    // `toollens open`'s bridge answers a request its stdio server died before answering with the
    // exit itself (serverExit.ts): said as an exit, at once, not as a silent close.
    const exit = readExit(error.data);
    if (exit) {
      return new McpConnectionError('closed', target, exitSentence(target, exit), cause);
    }
    return new McpConnectionError(
      'closed',
      target,
      `${target} closed the connection before answering (a command: it exited)`,
      cause,
    );
  }
  const status = httpStatusOf(error);
  if (error instanceof UnauthorizedError || status === 401 || status === 403) {
    return new McpConnectionError(
      'auth',
      target,
      `${target} requires authorization (HTTP ${status ?? 401}): pass a token, e.g. --header "Authorization: Bearer …"`,
      cause,
    );
  }
  // The probe found the server up: the browser's failed fetch was a CORS refusal.
  if (isFetchFailure(error) && fetchFailure === 'cors') {
    return new McpConnectionError(
      'cors',
      target,
      `${target} answered, but the browser blocked the answer (CORS): the server must allow this page's origin and the MCP headers`,
      cause,
    );
  }
  const code = networkCode(error);
  if (code === 'ENOENT' || code === 'EACCES') {
    return new McpConnectionError(
      'spawn',
      target,
      `cannot start "${target}": ${code === 'ENOENT' ? 'command not found' : 'permission denied'}`,
      cause,
    );
  }
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    const what = code === 'ECONNREFUSED' ? 'connection refused' : 'no such host';
    return new McpConnectionError(
      'refused',
      target,
      `cannot reach ${target}: ${what} (is the server running, and is the URL right?)`,
      cause,
    );
  }
  if (isFetchFailure(error)) {
    return new McpConnectionError(
      'refused',
      target,
      `cannot reach ${target}: ${[reason, causeOf(error)].filter(Boolean).join(': ')} (is the server running, and is the URL right?)`,
      cause,
    );
  }
  if (status !== undefined) {
    return new McpConnectionError(
      'not-mcp',
      target,
      `${target} is not an MCP server: it answered HTTP ${status} to the MCP handshake`,
      cause,
    );
  }
  if (
    error instanceof StreamableHTTPError ||
    error instanceof SseError ||
    error instanceof SyntaxError ||
    (error instanceof Error && error.name === 'ZodError')
  ) {
    return new McpConnectionError(
      'not-mcp',
      target,
      `${target} is not an MCP server: its answer is not MCP's JSON-RPC (${firstLine(reason)})`,
      cause,
    );
  }
  return new McpConnectionError('protocol', target, `${target}: ${firstLine(reason)}`, cause);
};

/** The message of an error's cause (undici's "fetch failed" hides the reason there). */
const causeOf = (error: unknown): string | undefined => {
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? cause.message : undefined;
};

const firstLine = (text: string): string => {
  const line = text.split('\n')[0] ?? '';
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
};
