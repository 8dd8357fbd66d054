import {
  getDefaultEnvironment,
  StdioClientTransport,
} from '@modelcontextprotocol/sdk/client/stdio.js';
import { splitCommandLine } from '../commandLine';
import { connectClient, type McpConnection } from '../connectHttp';
import { classifyError, McpConnectionError } from '../errors';
import { DEFAULT_TIMEOUT_MS } from '../tools';

/** Node only: the stdio transport spawns the server as a child process. */

export type StdioConnectOptions = {
  timeoutMs?: number;
  /** The server's stderr: 'inherit' (the default) shows its log; 'ignore' hides it. */
  stderr?: 'inherit' | 'ignore' | 'pipe';
  cwd?: string;
  env?: Record<string, string>;
};

/**
 * Spawns `commandLine` (split like a shell would, with quotes, but never run by one) and
 * connects to it over stdio. A command that cannot start is a McpConnectionError of kind
 * 'spawn' naming it; one that exits before the handshake, of kind 'closed'.
 */
export const connectStdio = async (
  commandLine: string,
  options: StdioConnectOptions = {},
): Promise<McpConnection> => {
  let words: string[];
  try {
    words = splitCommandLine(commandLine);
  } catch (error) {
    throw new McpConnectionError('invalid', commandLine, `--mcp: ${(error as Error).message}`);
  }
  const [command, ...args] = words;
  if (command === undefined) {
    throw new McpConnectionError(
      'invalid',
      commandLine,
      '--mcp needs a command to run, got nothing',
    );
  }
  const transport = new StdioClientTransport({
    command,
    args,
    stderr: options.stderr ?? 'inherit',
    // The SDK's safe default environment, plus what the caller adds (e.g. PORT).
    env: { ...getDefaultEnvironment(), ...options.env },
    ...(options.cwd ? { cwd: options.cwd } : {}),
  });
  try {
    return await connectClient(
      transport,
      'stdio',
      commandLine,
      options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    );
  } catch (error) {
    const classified = classifyError(error, commandLine);
    if (classified.kind !== 'spawn') throw classified;
    throw new McpConnectionError(
      'spawn',
      commandLine,
      `cannot start "${command}" (from --mcp "${commandLine}"): ${
        (error as NodeJS.ErrnoException).code === 'EACCES'
          ? 'permission denied'
          : 'command not found'
      }`,
      { cause: error },
    );
  }
};
