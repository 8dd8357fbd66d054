import { isToollensError } from '../engine';
import { type CliArgs, commandIn, readArgs } from './args';
import { compareCommand } from './commands/compare';
import { diagnoseCommand } from './commands/diagnose';
import { diffCommand } from './commands/diff';
import { evalCommand } from './commands/eval';
import { lintCommand } from './commands/lint';
import { mineCommand } from './commands/mine';
import { openCommand } from './commands/open';
import { pullCommand } from './commands/pull';
import { replayCommand } from './commands/replay';
import { searchCommand } from './commands/search';
import { statsCommand } from './commands/stats';
import { watchCommand } from './commands/watch';
import type { CommandOutput } from './gate';
import { InputError } from './loadCatalog';
import { type CommandName, isCommand, refuseUnusedOptions, unknownCommandMessage } from './options';
import { escapeForTerminal } from './terminalText';
import { COMMANDS_USAGE, commandUsage, USAGE } from './usage';
import { UsageError } from './usageError';
import { VERSION } from './version';

/**
 * The `toollens` CLI: the same engine as the app, over files. A command may be async (replay
 * loads its tokenizer lazily, so the other commands never pay for it; a command reading a live
 * MCP server waits on it).
 */
const COMMANDS: Record<CommandName, (args: CliArgs) => CommandOutput | Promise<CommandOutput>> = {
  search: searchCommand,
  eval: evalCommand,
  stats: statsCommand,
  replay: replayCommand,
  lint: lintCommand,
  compare: compareCommand,
  pull: pullCommand,
  watch: watchCommand,
  mine: mineCommand,
  diagnose: diagnoseCommand,
  diff: diffCommand,
  open: openCommand,
};

const run = async (argv: string[]): Promise<number> => {
  try {
    const args = readArgs(argv);
    if (args.values.version) {
      process.stdout.write(`${VERSION}\n`);
      return 0;
    }
    if (args.values.help || args.command === 'help') {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    if (!isCommand(args.command)) {
      throw new UsageError(
        args.command === '' ? 'no command given' : unknownCommandMessage(args.command),
      );
    }
    refuseUnusedOptions(args.command, args.values);
    const output = await COMMANDS[args.command](args);
    // A gate that missed its bar (gate.ts) prints its report whole, then exits 1.
    const { text, exitCode } = typeof output === 'string' ? { text: output, exitCode: 0 } : output;
    process.stdout.write(`${escapeForTerminal(text)}\n`);
    return exitCode;
  } catch (error) {
    if (error instanceof UsageError) {
      // The command's own usage, a few lines; without a known command, the list of commands.
      const command = commandIn(argv);
      const usage = command === undefined ? COMMANDS_USAGE : commandUsage(command);
      process.stderr.write(`toollens: ${error.message}\n\n${usage}\n`);
      return 2;
    }
    // Bad input and the engine's own refusals say what to change: print them as they are.
    // Anything else is a bug, and its stack is worth seeing.
    if (error instanceof InputError || isToollensError(error)) {
      process.stderr.write(`${escapeForTerminal(error.message)}\n`);
      return 1;
    }
    throw error;
  }
};

process.exitCode = await run(process.argv.slice(2));
