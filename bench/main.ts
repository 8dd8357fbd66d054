import { renderBench, runBench } from './run';

/** The bench's entry, bundled and run by bundle.ts: `[--json] [--catalog demo,bfcl,…]`. */
const args = process.argv.slice(2);
const at = args.indexOf('--catalog');
const names = at === -1 ? undefined : args[at + 1]?.split(',');
const report = runBench(names);
process.stdout.write(
  `${args.includes('--json') ? JSON.stringify(report, null, 2) : renderBench(report)}\n`,
);
