import { type ChildProcess, spawn } from 'node:child_process';
import { root } from './servers';

/**
 * The CLI as a child process that runs alongside the test, for commands that talk to a server
 * living in the test's own process (spawnSync would block the server's event loop).
 */
export type CliProcess = {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** Resolves once stdout matches `pattern` (rejects after `timeoutMs` or on exit). */
  waitFor: (pattern: RegExp, timeoutMs?: number) => Promise<void>;
  exited: Promise<number | null>;
};

export const startCli = (...args: string[]): CliProcess => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], {
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
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const waitFor = (pattern: RegExp, timeoutMs = 20_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!pattern.test(stdout)) return;
        done();
        resolve();
      };
      const timer = setTimeout(() => {
        done();
        reject(
          new Error(`no ${pattern} in ${timeoutMs} ms; stdout:\n${stdout}\nstderr:\n${stderr}`),
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
        if (pattern.test(stdout)) resolve();
        else reject(new Error(`exited without ${pattern}; stdout:\n${stdout}\nstderr:\n${stderr}`));
      });
      check();
    });
  return { child, stdout: () => stdout, stderr: () => stderr, waitFor, exited };
};
