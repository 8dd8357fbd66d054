import { spawn } from 'node:child_process';
import type { CliArgs } from '../args';
import type { CliIo } from '../cliIo';
import { InputError } from '../loadCatalog';
import { appDist } from '../open/appDist';
import { readLaunch } from '../open/launchDoc';
import { startOpenServer } from '../open/openServer';
import { escapeForTerminal } from '../terminalText';
import { UsageError } from '../usageError';

/**
 * `open`: the app on this machine, on what the flags name (docs/cli.md, "open"). It serves the
 * built app on 127.0.0.1, prints one line with the address, opens the system browser on it
 * (unless --no-browser) and runs until every page it opened has left, or Ctrl-C.
 */

/** How long the page may be gone before its stdio server is stopped: a reload comes back sooner. */
export const PAGE_GRACE_MS = 5_000;

const parsePort = (value: string | undefined): number => {
  if (value === undefined) return 0;
  const port = Number(value);
  if (value.trim() === '' || !Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new UsageError(`--port must be a whole number from 0 to 65535, got "${value}"`);
  }
  return port;
};

/** The system's opener: it returns at once and leaves the browser running. */
const openBrowser = (url: string, print: (line: string) => void) => {
  const [command, ...args] =
    process.platform === 'darwin'
      ? ['open', url]
      : process.platform === 'win32'
        ? ['cmd', '/c', 'start', '""', url]
        : ['xdg-open', url];
  const child = spawn(command as string, args, { stdio: 'ignore', detached: true });
  child.once('error', () =>
    print(`toollens open: cannot start ${command} to open a browser; open the address above`),
  );
  child.unref();
};

export const openCommand = async ({ values, rest }: CliArgs, io: CliIo): Promise<string> => {
  const print = (line: string) => io.stderr(`${escapeForTerminal(line)}\n`);
  const port = parsePort(values.port);
  const launch = readLaunch({ values, ...(rest ? { rest } : {}) });
  const dist = appDist();
  let server: Awaited<ReturnType<typeof startOpenServer>>;
  try {
    server = await startOpenServer({
      dist,
      launch,
      ...(values.mcp === undefined ? {} : { mcp: values.mcp }),
      port,
      graceMs: PAGE_GRACE_MS,
      log: print,
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new InputError(`toollens open: port ${port} is in use`);
    if (code === 'EACCES') throw new InputError(`toollens open: port ${port}: permission denied`);
    throw error;
  }
  io.stdout(`toollens open: ${server.url}\n`);
  if (!values['no-browser']) openBrowser(server.url, print);
  const signals = ['SIGINT', 'SIGTERM'] as const;
  let onSignal = (_signal: string) => {};
  const stopped = new Promise<string>((resolve) => {
    onSignal = (signal) => resolve(`stopped by ${signal}`);
  });
  const handlers = signals.map((signal) => [signal, () => onSignal(signal)] as const);
  for (const [signal, handler] of handlers) process.once(signal, handler);
  try {
    const why = await Promise.race([stopped, server.left.then(() => 'the page closed')]);
    return `toollens open: ${why}${values.mcp === undefined ? '' : '; stopped the stdio server'}`;
  } finally {
    for (const [signal, handler] of handlers) process.off(signal, handler);
    await server.close();
  }
};
