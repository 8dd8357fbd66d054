/**
 * The CLI's options: every option of every command declared once, and which command reads which.
 * A command's own option parsing (the values' meaning) lives with the command.
 */
import { nameDistance, nearestNames } from '../engine/core';
import { UsageError } from './usageError';

/** Every option of every command, declared once; COMMAND_OPTIONS says which command reads which. */
export const OPTIONS = {
  catalog: { type: 'string' },
  query: { type: 'string', short: 'q' },
  queries: { type: 'string' },
  capabilities: { type: 'string' },
  domains: { type: 'string' },
  entities: { type: 'string' },
  relationships: { type: 'string' },
  limit: { type: 'string' },
  ranker: { type: 'string' },
  rankers: { type: 'string' },
  targets: { type: 'string' },
  server: { type: 'string' },
  pattern: { type: 'string' },
  k: { type: 'string' },
  budget: { type: 'string' },
  'excerpt-cap': { type: 'string' },
  'page-budget': { type: 'string' },
  scenario: { type: 'string' },
  simulate: { type: 'string' },
  'limit-queries': { type: 'string' },
  'log-format': { type: 'string' },
  rule: { type: 'string' },
  'search-tool': { type: 'string' },
  'activate-tool': { type: 'string' },
  'catalog-b': { type: 'string' },
  'ranker-b': { type: 'string' },
  weights: { type: 'string' },
  'weights-b': { type: 'string' },
  'excerpt-cap-b': { type: 'string' },
  'page-budget-b': { type: 'string' },
  mcp: { type: 'string' },
  'mcp-old': { type: 'string' },
  'mcp-url': { type: 'string' },
  header: { type: 'string', multiple: true },
  timeout: { type: 'string' },
  sessions: { type: 'string', multiple: true },
  window: { type: 'string' },
  'fail-under': { type: 'string' },
  'fail-on-regression': { type: 'boolean' },
  'fail-on-breaking': { type: 'boolean' },
  'max-warnings': { type: 'string' },
  'fix-suggestions': { type: 'boolean' },
  snippets: { type: 'string' },
  'line-budget': { type: 'string' },
  'min-line-coverage': { type: 'string' },
  output: { type: 'string', short: 'o' },
  'derive-tags': { type: 'boolean' },
  // Its own option rather than parseArgs' allowNegative, which Node 20 before 20.16 lacks.
  'no-derive-tags': { type: 'boolean' },
  port: { type: 'string' },
  provider: { type: 'string' },
  model: { type: 'string' },
  'base-url': { type: 'string' },
  'api-key-env': { type: 'string' },
  search: { type: 'string' },
  tasks: { type: 'string' },
  turns: { type: 'string' },
  'max-tokens': { type: 'string' },
  answer: { type: 'string' },
  'call-server': { type: 'boolean' },
  task: { type: 'string', multiple: true },
  price: { type: 'string' },
  'app-url': { type: 'string' },
  'no-browser': { type: 'boolean' },
  unsorted: { type: 'boolean' },
  'varying-first': { type: 'boolean' },
  json: { type: 'boolean' },
  explain: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'V' },
} as const;

export type OptionName = keyof typeof OPTIONS;

/** Where a catalog comes from, and how it is read: every command that reads one takes these. */
const CATALOG_SOURCE = [
  'catalog',
  'mcp',
  'mcp-url',
  'header',
  'timeout',
  'derive-tags',
  'no-derive-tags',
] as const satisfies readonly OptionName[];
const SERVER = ['mcp', 'mcp-url', 'header', 'timeout'] as const satisfies readonly OptionName[];
/** What a replayed prompt is assembled with: the working set's budget, the line's, the order. */
const REPLAY_PROMPT = ['budget', 'line-budget', 'unsorted', 'varying-first', 'json'] as const;
/** What eval ranks and scores with; its --fail-under makes it a CI gate (gate.ts). */
const EVAL_RANKING = ['queries', 'k', 'ranker', 'rankers', 'server', 'weights'] as const;
/** How mine and diagnose read their session files. */
const SESSION_READING = [
  'sessions',
  'log-format',
  'search-tool',
  'activate-tool',
] as const satisfies readonly OptionName[];

/**
 * The options each command reads (`--help` aside; `--version` is answered before any command); any other is refused with exit 2, so a flag
 * that would change nothing is never silently accepted. `replay --simulate` is a mode with its
 * own set.
 */
export const COMMAND_OPTIONS = {
  search: [
    ...CATALOG_SOURCE,
    'query',
    'capabilities',
    'domains',
    'entities',
    'relationships',
    'limit',
    'ranker',
    'server',
    'pattern',
    'excerpt-cap',
    'page-budget',
    'weights',
    'explain',
    'json',
  ],
  eval: [...CATALOG_SOURCE, ...EVAL_RANKING, 'fail-under', 'json'],
  stats: [...CATALOG_SOURCE, ...SESSION_READING, 'budget', 'line-budget', 'json'],
  replay: [
    ...CATALOG_SOURCE,
    ...REPLAY_PROMPT,
    'scenario',
    'rule',
    'log-format',
    'search-tool',
    'activate-tool',
  ],
  // --scenario is refused by replay itself, which says why (the simulation is the transcript).
  'replay --simulate': [
    ...CATALOG_SOURCE,
    ...REPLAY_PROMPT,
    'simulate',
    'queries',
    'limit-queries',
    'scenario',
  ],
  lint: [
    ...CATALOG_SOURCE,
    'targets',
    'server',
    'line-budget',
    'min-line-coverage',
    'max-warnings',
    'fix-suggestions',
    'json',
  ],
  compare: [
    ...CATALOG_SOURCE,
    'catalog-b',
    'queries',
    'ranker',
    'ranker-b',
    'server',
    'weights',
    'weights-b',
    'excerpt-cap',
    'excerpt-cap-b',
    'page-budget',
    'page-budget-b',
    'fail-on-regression',
    'json',
  ],
  pull: [...SERVER, 'output'],
  fix: [...CATALOG_SOURCE, 'queries', 'targets', 'k', 'server', 'output', 'snippets', 'json'],
  mine: [...CATALOG_SOURCE, ...SESSION_READING, 'window', 'output'],
  diagnose: [...CATALOG_SOURCE, ...SESSION_READING, 'budget', 'line-budget', 'rule', 'json'],
  watch: [...SERVER, 'derive-tags', 'no-derive-tags', 'queries', 'k', 'weights'],
  diff: [
    ...SERVER,
    'mcp-old',
    'derive-tags',
    'no-derive-tags',
    'queries',
    'rankers',
    'k',
    'server',
    'fail-on-breaking',
    'json',
  ],
  open: ['catalog', 'queries', 'sessions', ...SERVER, 'port', 'app-url', 'no-browser'],
  play: [
    ...CATALOG_SOURCE,
    'provider',
    'model',
    'base-url',
    'api-key-env',
    'search',
    'queries',
    'task',
    'tasks',
    'turns',
    'max-tokens',
    'answer',
    'call-server',
    'price',
    'budget',
    'output',
    'json',
  ],
} as const satisfies Record<string, readonly OptionName[]>;

export type CommandName = Exclude<keyof typeof COMMAND_OPTIONS, 'replay --simulate'>;

export const isCommand = (name: string): name is CommandName =>
  name !== 'replay --simulate' && Object.hasOwn(COMMAND_OPTIONS, name);

const flag = (name: OptionName) => {
  const short = (OPTIONS[name] as { short?: string }).short;
  return short ? `-${short}/--${name}` : `--${name}`;
};

/**
 * Refuses the options `command` does not read, naming the first one given, the command (or its
 * mode) and the options it does take.
 */
export const refuseUnusedOptions = (command: CommandName, values: OptionValues): void => {
  const mode =
    command === 'replay' && values.simulate !== undefined ? 'replay --simulate' : command;
  const taken: readonly OptionName[] = COMMAND_OPTIONS[mode];
  const given = (Object.keys(values) as OptionName[]).filter((name) => name !== 'help');
  const unused = given.find((name) => !taken.includes(name));
  if (unused === undefined) return;
  const listed = taken.filter((name) => name !== 'simulate' || mode !== 'replay --simulate');
  throw new UsageError(
    `${mode} does not take ${flag(unused)}; its options are ${listed.map(flag).join(', ')}`,
  );
};

/** What `command` reads in any of its modes: replay's both, so `--simulat` finds `--simulate`. */
const optionsOf = (command: CommandName): readonly OptionName[] =>
  command === 'replay'
    ? [...new Set([...COMMAND_OPTIONS.replay, ...COMMAND_OPTIONS['replay --simulate']])]
    : COMMAND_OPTIONS[command];

/**
 * The name of `names` nearest to a mistyped `given`, when it is near enough to be what was
 * meant: within 2 edits, or a third of its length (words in either order, as activate_tool's).
 */
const nearestOf = <Name extends string>(
  given: string,
  names: readonly Name[],
): Name | undefined => {
  const [nearest] = nearestNames(given, names, 1) as Name[];
  const near = Math.max(2, Math.floor(given.length / 3));
  return nearest !== undefined && nameDistance(given, nearest) <= near ? nearest : undefined;
};

/** The option of `command` (of any command when none is known) nearest to a mistyped one. */
export const nearestOption = (
  given: string,
  command: CommandName | undefined,
): OptionName | undefined =>
  nearestOf(
    given,
    command === undefined ? (Object.keys(OPTIONS) as OptionName[]) : optionsOf(command),
  );

/** `unknown command "serach"; did you mean search?` */
export const unknownCommandMessage = (typed: string): string => {
  const commands = Object.keys(COMMAND_OPTIONS).filter(isCommand);
  const nearest = nearestOf(typed, commands);
  return `unknown command "${typed}"${nearest === undefined ? '' : `; did you mean ${nearest}?`}`;
};

/**
 * The one line for an option no command declares (`search --querry x`): the option as typed,
 * and the nearest option of that command when there is one.
 */
export const unknownOptionMessage = (typed: string, command: CommandName | undefined): string => {
  const nearest = nearestOption(typed.replace(/^-+/, ''), command);
  return `${command === undefined ? '' : `${command}: `}unknown option ${typed}${nearest === undefined ? '' : `; did you mean ${flag(nearest)}?`}`;
};

/** The parsed options: a string for each string option, a list for a repeatable one, a flag for a boolean. */
export type OptionValues = {
  [K in OptionName]?: (typeof OPTIONS)[K]['type'] extends 'boolean'
    ? boolean
    : (typeof OPTIONS)[K] extends { multiple: true }
      ? string[]
      : string;
};
