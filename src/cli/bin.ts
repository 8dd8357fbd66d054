import { processIo } from './cliIo';
import { runCli } from './main';

/** The `toollens` bin: the CLI on this process's arguments and streams. */
process.exitCode = await runCli(process.argv.slice(2), processIo);
