import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage, RequestId } from '@modelcontextprotocol/sdk/types.js';
import type { McpConnectionError } from './errors';
import { type PendingAnswers, pendingAnswers } from './pendingAnswers';

/**
 * The SDK's Streamable HTTP transport, whose requests fail when their answer breaks off. A JSON
 * answer that breaks (capAnswers' limit, a dropped connection) fails its request at once: the
 * SDK reads it inside send(). An SSE-typed answer is read after send() returned, and the SDK
 * reports its break only to the transport's error handler, so the request waited for its
 * timeout. Here send() stays pending until the answer's body has ended (`ended`, told by the
 * fetch: watchStreams' `onAnswerEnd`), and rejects with the reason it broke: the SDK passes that
 * on to the request, which then fails as the JSON case does. A subclass, so the session's end
 * (terminateSession) and everything else stay the SDK's.
 */
export class AnsweredHttpTransport extends StreamableHTTPClientTransport {
  private readonly pending: PendingAnswers = pendingAnswers();

  /** The answer to request `id` ended: whole (no error), or broken off with `error`. */
  readonly ended = (id: RequestId, error?: McpConnectionError): void => {
    if (error === undefined) this.pending.answered(id);
    else this.pending.refuse(error, id);
  };

  override send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    return this.pending.send(message, () => super.send(message, options));
  }

  override async close(): Promise<void> {
    this.pending.clear();
    await super.close();
  }
}
