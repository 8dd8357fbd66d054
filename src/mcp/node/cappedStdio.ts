import type { ChildProcess } from 'node:child_process';
import {
  StdioClientTransport,
  type StdioServerParameters,
} from '@modelcontextprotocol/sdk/client/stdio.js';
import { deserializeMessage, ReadBuffer } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type {
  Transport,
  TransportSendOptions,
} from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage, RequestId } from '@modelcontextprotocol/sdk/types.js';
import { answerTooLarge, MAX_ANSWER_BYTES } from '../answerLimit';
import { McpConnectionError } from '../errors';
import { pendingAnswers } from '../pendingAnswers';

const LF = 0x0a;

/**
 * The SDK's line buffer, linear and capped per line. The SDK's own concatenates the whole
 * unfinished line with each 64 KB pipe chunk: quadratic, so a 50 MB line costs about 20 GB of
 * copying and outlasts the request's timeout. This keeps a line's chunks until its newline and
 * joins them once. A line past `limit` throws `refusal` (the SDK then reports it and closes),
 * and what the server sends after it is dropped: it is the rest of the refused line.
 */
class LineBuffer extends ReadBuffer {
  private parts: Buffer[] = [];
  private size = 0;
  private lines: Buffer[] = [];
  private overflowed = false;

  constructor(
    private readonly limit: number,
    private readonly refusal: () => Error,
  ) {
    super({ maxBufferSize: limit });
  }

  override append(chunk: Buffer): void {
    if (this.overflowed) return;
    let start = 0;
    for (let end = chunk.indexOf(LF); end !== -1; end = chunk.indexOf(LF, start)) {
      this.take(chunk.subarray(start, end));
      this.lines.push(Buffer.concat(this.parts, this.size));
      this.parts = [];
      this.size = 0;
      start = end + 1;
    }
    this.take(chunk.subarray(start));
  }

  private take(part: Buffer): void {
    this.size += part.length;
    if (this.size > this.limit) {
      this.clear();
      this.overflowed = true;
      throw this.refusal();
    }
    if (part.length > 0) this.parts.push(part);
  }

  override readMessage(): JSONRPCMessage | null {
    const line = this.lines.shift();
    return line === undefined ? null : deserializeMessage(line.toString('utf8').replace(/\r$/, ''));
  }

  override clear(): void {
    this.parts = [];
    this.size = 0;
    this.lines = [];
  }
}

/**
 * The SDK's stdio transport, held to toollens's limit on one answer (one line). Past its own
 * buffer limit the SDK only reports an error and closes: it waits 2 s for the server to exit
 * by itself before it signals it, and fails every request as "Connection closed", blaming a
 * server that never exited.
 *
 * Wrapped, not rewritten: spawning, the environment, writing and shutdown stay the SDK's. Its
 * line buffer is swapped for LineBuffer (the SDK offers no option for it, hence the checked
 * reach into its field), and the transport is wrapped, not subclassed, because the Client sets
 * onmessage, onerror and onclose as plain properties on connect: seeing them go by takes a
 * transport in between. When the limit trips, the wrapper kills the server at once and fails
 * the waiting requests with the limit's own message (pendingAnswers), before the SDK closes.
 */
export class CappedStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];
  private readonly inner: StdioClientTransport;
  private readonly pending = pendingAnswers();
  private refused = false;
  private ended: { code: number | null; signal: string | null } | undefined;

  constructor(params: StdioServerParameters, target: string, limit = MAX_ANSWER_BYTES) {
    this.inner = new StdioClientTransport(params);
    const slot = this.inner as unknown as { _readBuffer?: unknown };
    if (!(slot._readBuffer instanceof ReadBuffer)) {
      throw new Error(
        'toollens: the MCP SDK no longer keeps its stdio line buffer in StdioClientTransport._readBuffer; src/mcp/node/cappedStdio.ts must follow it',
      );
    }
    slot._readBuffer = new LineBuffer(limit, () =>
      answerTooLarge(target, limit, 'a message', ' and ended the server'),
    );
    this.inner.onmessage = (message) => {
      this.onmessage?.(message);
      const id = (message as { id?: RequestId }).id;
      if (!('method' in message) && id !== undefined) this.pending.answered(id);
    };
    this.inner.onerror = (error) => {
      if (!this.refused && error instanceof McpConnectionError) this.refuse(error);
      this.onerror?.(error);
    };
    this.inner.onclose = () => {
      this.pending.clear();
      this.onclose?.();
    };
  }

  private refuse(error: McpConnectionError): void {
    this.refused = true;
    const { pid } = this.inner;
    try {
      if (pid !== null) process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
    this.pending.refuse(error);
  }

  /** The server's stderr, when asked to pipe it (there from construction, as the SDK's). */
  get stderr() {
    return this.inner.stderr;
  }

  get pid(): number | null {
    return this.inner.pid;
  }

  /** How the server ended (set before `onclose`), or undefined while it runs. */
  get exit(): { code: number | null; signal: string | null } | undefined {
    return this.ended;
  }

  async start(): Promise<void> {
    await this.inner.start();
    // The SDK keeps no exit status: it drops its process before it calls onclose.
    const child = (this.inner as unknown as { _process?: ChildProcess })._process;
    child?.once('exit', (code, signal) => {
      this.ended = { code, signal };
    });
  }

  send(message: JSONRPCMessage, _options?: TransportSendOptions): Promise<void> {
    // The SDK's stdio send takes no options (they serve resumable HTTP streams).
    return this.pending.send(message, () => this.inner.send(message));
  }

  async close(): Promise<void> {
    this.pending.clear();
    await this.inner.close();
  }
}
