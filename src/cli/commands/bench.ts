import { existsSync } from 'node:fs';
import { BENCH_ENTRY, runBundledBench } from '../../../bench/bundle';
import type { CliArgs } from '../args';
import { InputError } from '../loadCatalog';

/**
 * `bench`: the same benchmark as `npm run bench`, which bundles the engine and runs it in its
 * own node process (see bench/bundle.ts), so both print the same kind of figures.
 */
export const benchCommand = ({ values }: CliArgs): string => {
  if (!existsSync(BENCH_ENTRY)) {
    throw new InputError(
      `toollens bench: the benchmark runs from a clone of toollens (its sources are not in the installed package: ${BENCH_ENTRY} is missing); in a clone, run npm run bench`,
    );
  }
  const result = runBundledBench([
    ...(values.catalog ? ['--catalog', values.catalog] : []),
    ...(values.json ? ['--json'] : []),
  ]);
  if (result.status !== 0) throw new Error(`toollens bench failed:\n${result.stderr}`);
  if (result.stderr) process.stderr.write(result.stderr);
  return result.stdout.trimEnd();
};
