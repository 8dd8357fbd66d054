// Before the SDK: see noEval.
import './noEval';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { McpConnectionError } from './errors';
import { formatWait } from './handshakeWait';
import type { ServerInfo } from './tools';

// The handshake every transport shares: a fresh SDK client, within a time limit.

/** How toollens introduces itself in initialize. */
const CLIENT_INFO = { name: 'toollens', version: '0.1.0' } as const;

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
          `${target} did not answer in time (no MCP handshake within ${formatWait(timeoutMs)})`,
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
const END_SESSION_MS = 5_000;

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
