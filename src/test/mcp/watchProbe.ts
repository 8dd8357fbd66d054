import { type CliProcess, startCliWith } from './cliProcess';

/**
 * `toollens watch` as a real process with `heapProbe` preloaded, for the memory test and
 * `bench/mcpScale.ts`: `heap()` asks the process for its heap after a full GC, and
 * `changes(n)` waits until watch has printed its n-th tool list change.
 */
export type ProbedWatch = {
  cli: CliProcess;
  /** Heap and RSS in bytes after a full GC, and the CPU time used so far in ms. */
  heap: () => Promise<{ heap: number; rss: number; cpuMs: number }>;
  changes: (n: number, timeoutMs?: number) => Promise<void>;
};

const probe = new URL('./heapProbe.ts', import.meta.url).pathname;

/** A test that `text` holds `count` lines starting with `line`, each ended (a regex would backtrack). */
const times = (line: string, count: number) => (text: string) =>
  text
    .split(line)
    .slice(1)
    .filter((rest) => rest.includes('\n')).length >= count;

export const startProbedWatch = (url: string, queries: string): ProbedWatch => {
  const cli = startCliWith(
    ['--expose-gc', '--import', 'tsx', '--import', probe],
    'watch',
    '--mcp-url',
    url,
    '--queries',
    queries,
  );
  const heap = async () => {
    const seen = (cli.stderr().match(/toollens-heap/g) ?? []).length;
    cli.child.kill('SIGUSR2');
    await cli.waitFor(times('toollens-heap', seen + 1), 60_000, 'stderr');
    const [, used, rss, cpu] = /toollens-heap (\d+) (\d+) (\d+)\n$/.exec(cli.stderr()) ?? [];
    return { heap: Number(used), rss: Number(rss), cpuMs: Number(cpu) };
  };
  const changes = (n: number, timeoutMs = 600_000) =>
    cli.waitFor(times('tool list changed', n), timeoutMs);
  return { cli, heap, changes };
};
