import { describe, expect, it } from 'vitest';
import { toollens } from '../test/cliRunner';
import { deriveTagsOf, readArgs } from './args';
import {
  COMMAND_OPTIONS,
  nearestOption,
  refuseUnusedOptions,
  unknownCommandMessage,
  unknownOptionMessage,
} from './options';
import { UsageError } from './usageError';

/** The option as given on a command line: with a value unless it is a flag. */
const argvFor = (option: string): string[] => {
  const given = readArgs([`--${option}`, 'x']).values as Record<string, unknown>;
  return typeof given[option] === 'boolean' ? [`--${option}`] : [`--${option}`, 'x'];
};

const refusal = (command: string, argv: string[]): string | undefined => {
  const args = readArgs([command.split(' ')[0] ?? '', ...argv]);
  try {
    refuseUnusedOptions(args.command as 'search', args.values);
    return undefined;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    return error.message;
  }
};

describe('a mistyped option or command', () => {
  it('names the unknown option and the nearest of that command, then only that command’s usage, exit 2', async () => {
    const search = await toollens('search', '--querry', 'x');
    expect(search.code).toBe(2);
    expect(search.stdout).toBe('');
    const lines = search.stderr.trimEnd().split('\n');
    expect(lines[0]).toBe('toollens: search: unknown option --querry; did you mean -q/--query?');
    expect(lines.slice(1, 4)).toEqual([
      '',
      'usage:',
      '  toollens search --catalog <path|demo|sample> --query "…" [--capabilities a,b] [--domains …]',
    ]);
    expect(lines.at(-1)).toBe('toollens --help says what each option means.');
    expect(lines.length).toBeLessThan(10);
    expect(search.stderr).not.toMatch(/positional|Commands:|^\s+eval /m);
    const lint = await toollens('lint', '--max-warning', '0');
    expect(lint.code).toBe(2);
    expect(lint.stderr.split('\n')[0]).toBe(
      'toollens: lint: unknown option --max-warning; did you mean --max-warnings?',
    );
    expect(lint.stderr).toContain('  toollens lint --catalog <path|demo|sample> [--targets');
  }, 30_000);

  it('suggests an option of that command only, and only when it is near', () => {
    expect(nearestOption('querry', 'search')).toBe('query');
    // eval reads --queries, not --query: the nearest of eval's own.
    expect(nearestOption('querys', 'eval')).toBe('queries');
    expect(nearestOption('simulat', 'replay')).toBe('simulate');
    expect(nearestOption('warnings-max', 'lint')).toBe('max-warnings');
    expect(nearestOption('json-out', 'eval')).toBeUndefined();
    expect(nearestOption('colour', 'search')).toBeUndefined();
    expect(unknownOptionMessage('--jsno', undefined)).toBe(
      'unknown option --jsno; did you mean --json?',
    );
    expect(unknownOptionMessage('-Q', 'search')).toBe('search: unknown option -Q');
    expect(unknownCommandMessage('serach')).toBe('unknown command "serach"; did you mean search?');
    expect(unknownCommandMessage('frobnicate')).toBe('unknown command "frobnicate"');
  });
});

describe('options a command does not read', () => {
  const all: string[] = [...new Set(Object.values(COMMAND_OPTIONS).flat())];

  it.each(Object.entries(COMMAND_OPTIONS))(
    '%s: refuses every other option, by name',
    (mode, taken) => {
      // replay's simulate mode is entered by --simulate itself.
      const base = mode === 'replay --simulate' ? ['--simulate', 'top1'] : [];
      for (const option of all) {
        if (mode === 'replay' && option === 'simulate') continue;
        const message = refusal(mode, [...base, ...argvFor(option)]);
        if ((taken as readonly string[]).includes(option)) {
          expect(message, `${mode} --${option}`).toBeUndefined();
        } else {
          expect(message, `${mode} --${option}`).toMatch(
            new RegExp(`^${mode} does not take (-\\w/)?--${option}; its options are `),
          );
        }
      }
    },
  );

  it('refuses through the CLI with exit 2 and the usage, naming the option and the command', async () => {
    const result = await toollens('stats', '--catalog', 'demo', '--query', 'x');
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.split('\n')[0]).toBe(
      'toollens: stats does not take -q/--query; its options are --catalog, --mcp, --mcp-url, --header, --timeout, --derive-tags, --no-derive-tags, --sessions, --log-format, --search-tool, --activate-tool, --budget, --line-budget, --json',
    );
    const pull = await toollens('pull', '--mcp', 'x', '--json');
    expect(pull.code).toBe(2);
    expect(pull.stderr).toMatch(/^toollens: pull does not take --json; /);
    // Two CLI processes: seconds each on a loaded machine, as the other CLI tests allow.
  }, 30_000);

  it('--derive-tags is the default; --no-derive-tags turns it off; both at once is refused', () => {
    expect(deriveTagsOf({})).toBe(true);
    expect(deriveTagsOf({ 'derive-tags': true })).toBe(true);
    expect(deriveTagsOf({ 'no-derive-tags': true })).toBe(false);
    expect(() => deriveTagsOf({ 'derive-tags': true, 'no-derive-tags': true })).toThrow(
      'give --derive-tags or --no-derive-tags, not both',
    );
  });
});
