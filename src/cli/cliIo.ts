/**
 * Where a run of the CLI writes. The bin passes the process's own streams (`processIo`); a test
 * runs `runCli` in its own process and collects the text instead. Every command writes through
 * this, never to `process.stdout`/`process.stderr` itself, so runs in one process stay apart.
 * No command reads stdin or the working folder beyond relative paths. `play` alone reads the
 * environment (a provider's key, never an option that a shell's history would keep) and stops
 * on Ctrl-C, so a run has `env` and `interrupted` too: a test passes its own.
 */
export type CliIo = {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** The environment a key is read from; none when absent. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Aborted when the user asks the run to stop (Ctrl-C). */
  interrupted?: () => AbortSignal;
};

export const processIo: CliIo = {
  stdout: (text) => {
    process.stdout.write(text);
  },
  stderr: (text) => {
    process.stderr.write(text);
  },
  env: process.env,
  // The first Ctrl-C asks a model run to stop and keep what it did; a second one kills the process.
  interrupted: () => {
    const controller = new AbortController();
    process.once('SIGINT', () => controller.abort(new Error('interrupted')));
    return controller.signal;
  },
};
