import { splitCommandLine } from './commandLine';

/**
 * How long a connection waits for a server's handshake, as messages say it, and the one common
 * reason a stdio server misses it: a package runner (`npx -y <package>`, `pnpm dlx`, `bunx`,
 * `uvx`…) that is still downloading the package on its first run. Browser-safe and free of the
 * SDK: the page words its failures with it too.
 */

/** `20000` → "20 s", `120000` → "2 min", `1500` → "1500 ms". */
export const formatWait = (ms: number): string => {
  if (ms >= 60_000 && ms % 60_000 === 0) return `${ms / 60_000} min`;
  if (ms >= 1_000 && ms % 1_000 === 0) return `${ms / 1_000} s`;
  return `${ms} ms`;
};

/** A `--timeout` worth suggesting after `ms` ran out: 2m, or twice the wait that was too short. */
export const longerWait = (ms: number): string =>
  ms < 120_000 ? '2m' : `${Math.ceil((ms * 2) / 60_000)}m`;

/** The commands that fetch a package before they run it, by their first words. */
const PACKAGE_RUNNERS: readonly (readonly string[])[] = [
  ['npx'],
  ['npm', 'exec'],
  ['pnpm', 'dlx'],
  ['pnpx'],
  ['yarn', 'dlx'],
  ['bunx'],
  ['bun', 'x'],
  ['uvx'],
  ['uv', 'tool', 'run'],
  ['pipx', 'run'],
];

/** A program's name as typed or as a path (`/usr/bin/npx`, `npx.cmd`), lowercased. */
const programName = (word: string): string =>
  (word.split(/[\\/]/).pop() ?? '').toLowerCase().replace(/\.(cmd|exe|bat|ps1)$/, '');

/**
 * The package runner a command line starts (`npx`, `pnpm dlx`, …), or undefined when it starts
 * something else or cannot be read.
 */
export const packageRunnerOf = (commandLine: string): string | undefined => {
  let words: string[];
  try {
    words = splitCommandLine(commandLine);
  } catch {
    return undefined;
  }
  const [first = '', ...rest] = words;
  const head = [programName(first), ...rest.map((word) => word.toLowerCase())];
  const runner = PACKAGE_RUNNERS.find((names) => names.every((name, i) => head[i] === name));
  return runner?.join(' ');
};

/**
 * What to add to a handshake timeout of `commandLine` when it runs a package runner, else ''.
 * `retry` says how to wait longer where the message is read (the CLI's `--timeout`, or `open`'s).
 */
export const installingHint = (commandLine: string, retry: string): string => {
  const runner = packageRunnerOf(commandLine);
  if (runner === undefined) return '';
  return `; ${runner} may still be installing the package (a first run downloads it before the server starts): run ${commandLine} once in a terminal first (Ctrl-C once it waits for input), or ${retry}`;
};
