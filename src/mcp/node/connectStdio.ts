import { getDefaultEnvironment } from '@modelcontextprotocol/sdk/client/stdio.js';
import { splitCommandLine } from '../commandLine';
import { connectClient, type McpConnection } from '../connectClient';
import { classifyError, McpConnectionError } from '../errors';
import { installingHint, longerWait } from '../handshakeWait';
import { DEFAULT_TIMEOUT_MS } from '../tools';
import { CappedStdioTransport } from './cappedStdio';

/** Node only: the stdio transport spawns the server as a child process. */

/** How much of a server's stderr a failure message keeps (its end). */
const STDERR_KEPT = 2000;

export type StdioConnectOptions = {
  /** How long the handshake may take (DEFAULT_TIMEOUT_MS unless given: the CLI's --timeout). */
  timeoutMs?: number;
  /**
   * The server's stderr. 'capture' (the default) keeps its last lines and adds them to a
   * failure's message, so a working server's log does not mix with our output; 'inherit'
   * shows it as it comes; 'ignore' drops it.
   */
  stderr?: 'capture' | 'inherit' | 'ignore';
  cwd?: string;
  env?: Record<string, string>;
};

/**
 * Spawns `commandLine` (split like a shell would, with quotes, but never run by one) and
 * connects to it over stdio. A command that cannot start is a McpConnectionError of kind
 * 'spawn' naming it; one that exits before the handshake, of kind 'closed'. A message (one line)
 * over MAX_ANSWER_BYTES fails the request waiting for it and ends the server (cappedStdio).
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
  const mode = options.stderr ?? 'capture';
  const capture = mode === 'capture';
  const transport = new CappedStdioTransport(
    {
      command,
      args,
      stderr: capture ? 'pipe' : mode,
      // The SDK's safe default environment, plus what the caller adds (e.g. PORT).
      env: { ...getDefaultEnvironment(), ...options.env },
      ...(options.cwd ? { cwd: options.cwd } : {}),
    },
    commandLine,
  );
  let log = '';
  // The stream exists before start, so nothing the server prints early is lost.
  transport.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-STDERR_KEPT);
  });
  const withLog = (error: McpConnectionError): McpConnectionError => {
    const tail = log.trim();
    if (!capture || tail === '') return error;
    return new McpConnectionError(
      error.kind,
      error.target,
      `${error.message}; its stderr:\n${tail}`,
      {
        cause: error.cause,
      },
    );
  };
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  try {
    const connection = await connectClient(transport, 'stdio', commandLine, timeoutMs);
    return transport.pid === null ? connection : { ...connection, pid: transport.pid };
  } catch (error) {
    const classified = classifyError(error, commandLine);
    if (classified.kind === 'timeout') {
      const hint = installingHint(commandLine, `pass --timeout ${longerWait(timeoutMs)}`);
      throw withLog(
        new McpConnectionError('timeout', commandLine, `${classified.message}${hint}`, {
          cause: error,
        }),
      );
    }
    if (classified.kind !== 'spawn') throw withLog(classified);
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
