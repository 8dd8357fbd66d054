import { spawnSync } from 'node:child_process';

/** Running things in the folder the package was installed into, as its user would. */

/** The environment without npm's own variables: the tests run under `npm test`, the user does not. */
export const cleanEnv = (): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));

export type Run = { code: number | null; stdout: string; stderr: string };

/** `command args…` in `cwd`, bounded in time: a hang shows as a null exit code. */
export const runIn = (cwd: string, command: string, args: string[], env = {}): Run => {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...cleanEnv(), ...env },
    timeout: 60_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
};

/** `npx toollens …` in the installed folder. */
export const npxToollens = (cwd: string, ...args: string[]): Run =>
  runIn(cwd, 'npx', ['toollens', ...args]);
