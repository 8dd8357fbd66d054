import { runBundledBench } from './bundle';

// `npm run bench [-- --json] [-- --catalog demo,bfcl] …` (main.ts lists the options). Its own
// entry point: bundle.ts is also bundled into the CLI, where a self-run check would fire.
const result = runBundledBench(process.argv.slice(2), { liveProgress: true });
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);
process.exitCode = result.status;
