/**
 * Preloaded into a CLI process under test (`node --expose-gc --import tsx --import <this>`):
 * on SIGUSR2 it collects garbage and prints `toollens-heap <heapUsed> <rss> <cpu>` on stderr
 * (bytes, and the CPU time the process used so far in ms),
 * so a test or a benchmark can read the real process's heap without a hook in the CLI itself.
 */
process.on('SIGUSR2', () => {
  (globalThis as { gc?: () => void }).gc?.();
  const { heapUsed, rss } = process.memoryUsage();
  const { user, system } = process.cpuUsage();
  process.stderr.write(`toollens-heap ${heapUsed} ${rss} ${Math.round((user + system) / 1000)}\n`);
});
