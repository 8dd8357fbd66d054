import { isToollensError } from '../engine';
import { type CliArgs, commandIn, readArgs } from './args';
import type { CliIo } from './cliIo';
import { compareCommand } from './commands/compare';
import { diagnoseCommand } from './commands/diagnose';
import { diffCommand } from './commands/diff';
import { evalCommand } from './commands/eval';
import { fixCommand } from './commands/fix';
import { lintCommand } from './commands/lint';
import { mineCommand } from './commands/mine';
import { openCommand } from './commands/open';
import { playCommand } from './commands/play';
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
 * MCP server waits on it). What a command says besides its result (notes, a live command's
 * lines) goes to `io`.
 */
const COMMANDS: Record<
  CommandName,
  (args: CliArgs, io: CliIo) => CommandOutput | Promise<CommandOutput>
> = {
  search: searchCommand,
  eval: evalCommand,
  stats: statsCommand,
  replay: replayCommand,
  lint: lintCommand,
  compare: compareCommand,
  pull: pullCommand,
  fix: fixCommand,
  watch: watchCommand,
  mine: mineCommand,
  diagnose: diagnoseCommand,
  diff: diffCommand,
  open: openCommand,
  play: playCommand,
};

/**
 * One run of the CLI on `argv` (the arguments after `toollens`), writing to `io`; resolves to
 * the exit code. The bin (bin.ts) calls it with the process's streams; tests call it in their
 * own process. A command that installs signal handlers or timers removes them before it ends.
 */
export const runCli = async (argv: string[], io: CliIo): Promise<number> => {
  try {
    const args = readArgs(argv);
    if (args.values.version) {
      io.stdout(`${VERSION}\n`);
      return 0;
    }
    if (args.values.help || args.command === 'help') {
      io.stdout(`${USAGE}\n`);
      return 0;
    }
    if (!isCommand(args.command)) {
      throw new UsageError(
        args.command === '' ? 'no command given' : unknownCommandMessage(args.command),
      );
    }
    refuseUnusedOptions(args.command, args.values);
    const output = await COMMANDS[args.command](args, io);
    // A gate that missed its bar (gate.ts) prints its report whole, then exits 1.
    const { text, exitCode } = typeof output === 'string' ? { text: output, exitCode: 0 } : output;
    io.stdout(`${escapeForTerminal(text)}\n`);
    return exitCode;
  } catch (error) {
    if (error instanceof UsageError) {
      // The command's own usage, a few lines; without a known command, the list of commands.
      const command = commandIn(argv);
      const usage = command === undefined ? COMMANDS_USAGE : commandUsage(command);
      io.stderr(`toollens: ${error.message}\n\n${usage}\n`);
      return 2;
    }
    // Bad input and the engine's own refusals say what to change: print them as they are.
    // Anything else is a bug, and its stack is worth seeing.
    if (error instanceof InputError || isToollensError(error)) {
      io.stderr(`${escapeForTerminal(error.message)}\n`);
      return 1;
    }
    throw error;
  }
};
