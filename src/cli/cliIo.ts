/**
 * Where a run of the CLI writes. The bin passes the process's own streams (`processIo`); a test
 * runs `runCli` in its own process and collects the text instead. Every command writes through
 * this, never to `process.stdout`/`process.stderr` itself, so runs in one process stay apart.
 * No command reads stdin, the environment or the working folder beyond relative paths, so
 * those are not part of it.
 */
export type CliIo = {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
};

export const processIo: CliIo = {
  stdout: (text) => {
    process.stdout.write(text);
  },
  stderr: (text) => {
    process.stderr.write(text);
  },
};
