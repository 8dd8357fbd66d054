import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CliIo } from '../cli/cliIo';
import { runCli } from '../cli/main';

const root = new URL('../..', import.meta.url).pathname;

/**
 * Where the test run's CLI bundle is written (cliBundle.setup.ts), inside the project so its
 * packages resolve. Only the tests that must test a process run it: `toollensWith` here and
 * `startCli` (src/test/mcp/cliProcess.ts).
 */
export const CLI_BUNDLE = `${root}node_modules/.cache/toollens/cli.mjs`;

export type CliRun = { code: number | null; stdout: string; stderr: string };

/** Writes nothing: for a test that calls a command itself and wants its result alone. */
export const quietIo: CliIo = { stdout: () => {}, stderr: () => {} };

/**
 * The CLI run in this process (`runCli`, as the bin runs it), its output collected. An error
 * the CLI does not catch is a bug: it fails the test with its stack, as the bin would print it.
 */
export const toollens = (...args: string[]): Promise<CliRun> => toollensIn({}, ...args);

/** `toollens` with the environment a command reads (`play`'s key variables). */
export const toollensIn = async (
  env: Readonly<Record<string, string>>,
  ...args: string[]
): Promise<CliRun> => {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    env,
  });
  return { code, stdout, stderr };
};

export type RunOptions = {
  /** Kills a run that takes longer: a hang shows as a null exit code. */
  timeoutMs?: number;
  /** Node's heap limit for the run: past it the process dies (exit 134), as it would at 4 GB. */
  maxHeapMb?: number;
};

/**
 * The bundled CLI as a child process under limits of time or memory, which only a process of
 * its own can have: a hang killed from outside, a heap that ends the process.
 */
export const toollensWith = (options: RunOptions, ...args: string[]): CliRun => {
  const heap = options.maxHeapMb === undefined ? [] : [`--max-old-space-size=${options.maxHeapMb}`];
  if (!existsSync(CLI_BUNDLE)) {
    throw new Error(`the CLI bundle ${CLI_BUNDLE} is missing: vitest's globalSetup builds it`);
  }
  const result = spawnSync(process.execPath, [...heap, CLI_BUNDLE, ...args], {
    cwd: root,
    encoding: 'utf8',
    ...(options.timeoutMs === undefined ? {} : { timeout: options.timeoutMs }),
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
};

/** A writer of files in a fresh temporary folder, for catalogs and query sets under test. */
export const tempFiles = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return (name: string, text: string): string => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
};
