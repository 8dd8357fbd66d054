import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { classifyError } from './errors';
import { DEFAULT_TIMEOUT_MS } from './tools';

/**
 * One `tools/call` of a live server, its answer as text: what a model run (`play
 * --call-server`) hands the model when the user has asked for the server's real tools. The
 * text parts are joined; any other part is named by its type (`[image]`). An answer the server
 * marks `isError` is kept as such, for the model to read; a transport failure is a
 * McpConnectionError naming the server. Read as a bare result, not the SDK's `callTool`: that
 * one compiles the tool's output schema, which a page's CSP forbids (connectHttp.ts).
 */
export const callTool = async (
  client: Client,
  name: string,
  args: unknown,
  options: { target: string; timeoutMs?: number },
): Promise<{ text: string; isError: boolean }> => {
  let raw: Record<string, unknown>;
  try {
    raw = (await client.request(
      {
        method: 'tools/call',
        params: { name, arguments: typeof args === 'object' && args !== null ? args : {} },
      },
      ResultSchema,
      { timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS },
    )) as Record<string, unknown>;
  } catch (error) {
    throw classifyError(error, options.target);
  }
  const parts = Array.isArray(raw.content) ? (raw.content as Record<string, unknown>[]) : [];
  const text = parts
    .map((part) =>
      part.type === 'text' && typeof part.text === 'string' ? part.text : `[${String(part.type)}]`,
    )
    .join('\n');
  return { text, isError: raw.isError === true };
};
