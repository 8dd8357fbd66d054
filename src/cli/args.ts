import { parseArgs } from 'node:util';
import { type FieldWeights, isTextField, isWeight, TEXT_FIELDS } from '../engine';
import {
  type CommandName,
  isCommand,
  OPTIONS,
  type OptionValues,
  unknownOptionMessage,
} from './options';
import { UsageError } from './usageError';

export type CliArgs = {
  command: string;
  /** The words after the command that are no option's value (mine and diagnose: more session files). */
  rest?: string[];
  values: OptionValues;
};

/**
 * `--derive-tags` (the default) or `--no-derive-tags`: whether capabilities and domains are
 * derived for untagged tools as the catalog is read.
 */
export const deriveTagsOf = (values: CliArgs['values']): boolean => {
  if (values['derive-tags'] && values['no-derive-tags']) {
    throw new UsageError('give --derive-tags or --no-derive-tags, not both');
  }
  return values['no-derive-tags'] !== true;
};

/** The arguments read without refusing anything: what a usage error says and prints is read from it. */
const leniently = (argv: string[]) =>
  parseArgs({ args: argv, allowPositionals: true, strict: false, options: OPTIONS, tokens: true });

/** The command `argv` names, if it is one: its usage is what a usage error prints (main.ts). */
export const commandIn = (argv: string[]): CommandName | undefined => {
  const [first = ''] = leniently(argv).positionals;
  return isCommand(first) ? first : undefined;
};

/** The first option of `argv` that no command declares, as typed (`--querry`, `-Q`). */
const unknownOption = (argv: string[]): string | undefined => {
  for (const token of leniently(argv).tokens) {
    if (token.kind === 'option' && !Object.hasOwn(OPTIONS, token.name)) return token.rawName;
  }
  return undefined;
};

export const readArgs = (argv: string[]): CliArgs => {
  try {
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: OPTIONS,
    });
    return { command: positionals[0] ?? '', rest: positionals.slice(1), values };
  } catch (error) {
    // Node's own message for an unknown option adds a hint about positional arguments that
    // does not apply here; say which option, and the one that was probably meant.
    const typed =
      (error as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION'
        ? unknownOption(argv)
        : undefined;
    if (typed !== undefined) throw new UsageError(unknownOptionMessage(typed, commandIn(argv)));
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
};

/** `a, b,,c` → ['a', 'b', 'c']. */
export const list = (value: string | undefined): string[] | undefined =>
  value
    ?.split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

export const positiveInt = (name: string, value: string | undefined, fallback: number): number => {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) {
    throw new UsageError(`--${name} must be a whole number of at least 1, got "${value}"`);
  }
  return parsed;
};

export const required = (name: string, value: string | undefined): string => {
  if (value === undefined || value === '') throw new UsageError(`--${name} is required`);
  return value;
};

/** `--weights name=3,description=0`: per-field weights, each a number ≥ 0. */
export const parseWeights = (name: string, value: string | undefined): FieldWeights | undefined => {
  if (value === undefined) return undefined;
  const weights: FieldWeights = {};
  for (const pair of list(value) ?? []) {
    const [field = '', text = ''] = pair.split('=').map((part) => part.trim());
    if (!isTextField(field)) {
      throw new UsageError(
        `--${name}: unknown field "${field}" in "${pair}"; the fields are ${TEXT_FIELDS.join(', ')}`,
      );
    }
    const weight = Number(text);
    if (text === '' || !isWeight(weight)) {
      throw new UsageError(`--${name}: the weight of ${field} must be a number ≥ 0, got "${text}"`);
    }
    weights[field] = weight;
  }
  return weights;
};
