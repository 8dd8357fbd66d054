import { type ChildProcess, spawn } from 'node:child_process';
import { CLI_BUNDLE } from '../cliRunner';
import { root } from './servers';

/**
 * The CLI as a child process that runs alongside the test, for what needs a process of its own
 * (watch, which ends on a signal or when its server dies; the benches' heap probes) while the
 * server it talks to lives in the test's process. Everything else runs in process
 * (src/test/cliRunner.ts).
 */
export type CliProcess = {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /**
   * Resolves once stdout (or stderr) matches `pattern`, a RegExp or a test of the whole text
   * (rejects after `timeoutMs` or on exit).
   */
  waitFor: (pattern: Pattern, timeoutMs?: number, stream?: 'stdout' | 'stderr') => Promise<void>;
  exited: Promise<number | null>;
};

type Pattern = RegExp | ((text: string) => boolean);

const matches = (pattern: Pattern, text: string) =>
  typeof pattern === 'function' ? pattern(text) : pattern.test(text);

export const startCli = (...args: string[]): CliProcess => startCliWith([], ...args);

/** The same, with options for node itself first (`--expose-gc`, a preloaded module). */
export const startCliWith = (nodeArgs: string[], ...args: string[]): CliProcess =>
  startScript(CLI_BUNDLE, args, nodeArgs);

/** Any bundle of the CLI (the e2e tests build their own) run so, from the project's root. */
export const startScript = (
  script: string,
  args: string[],
  nodeArgs: string[] = [],
): CliProcess => {
  const child = spawn(process.execPath, [...nodeArgs, script, ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const listeners = new Set<() => void>();
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    for (const listener of listeners) listener();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    for (const listener of listeners) listener();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const waitFor = (pattern: Pattern, timeoutMs = 20_000, stream: 'stdout' | 'stderr' = 'stdout') =>
    new Promise<void>((resolve, reject) => {
      const text = () => (stream === 'stdout' ? stdout : stderr);
      const check = () => {
        if (!matches(pattern, text())) return;
        done();
        resolve();
      };
      const timer = setTimeout(() => {
        done();
        reject(
          new Error(
            `no ${pattern} on ${stream} in ${timeoutMs} ms; stdout:\n${stdout}\nstderr:\n${stderr}`,
          ),
        );
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        listeners.delete(check);
      };
      listeners.add(check);
      void exited.then(() => {
        if (!listeners.has(check)) return;
        done();
        if (matches(pattern, text())) resolve();
        else reject(new Error(`exited without ${pattern}; stdout:\n${stdout}\nstderr:\n${stderr}`));
      });
      check();
    });
  return { child, stdout: () => stdout, stderr: () => stderr, waitFor, exited };
};
