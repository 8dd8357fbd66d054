import { parseArgs } from 'node:util';
import { type FieldWeights, isTextField, isWeight, TEXT_FIELDS } from '../engine';

/** A usage error: printed with the usage text, exit code 2. */
export class UsageError extends Error {}

export type CliArgs = {
  command: string;
  /** The words after the command that are no option's value (mine and diagnose: more session files). */
  rest?: string[];
  values: {
    catalog?: string;
    query?: string;
    queries?: string;
    capabilities?: string;
    domains?: string;
    entities?: string;
    relationships?: string;
    limit?: string;
    ranker?: string;
    rankers?: string;
    targets?: string;
    server?: string;
    pattern?: string;
    k?: string;
    budget?: string;
    'excerpt-cap'?: string;
    'page-budget'?: string;
    scenario?: string;
    simulate?: string;
    'limit-queries'?: string;
    'log-format'?: string;
    rule?: string;
    'search-tool'?: string;
    'activate-tool'?: string;
    'catalog-b'?: string;
    'ranker-b'?: string;
    weights?: string;
    'weights-b'?: string;
    'excerpt-cap-b'?: string;
    'page-budget-b'?: string;
    mcp?: string;
    'mcp-url'?: string;
    header?: string[];
    sessions?: string[];
    window?: string;
    output?: string;
    'fail-under'?: string;
    'fail-on-regression'?: boolean;
    'max-warnings'?: string;
    'derive-tags'?: boolean;
    'no-derive-tags'?: boolean;
    unsorted?: boolean;
    'varying-first'?: boolean;
    json?: boolean;
    explain?: boolean;
    help?: boolean;
  };
};

/** Every option of every command, declared once; COMMAND_OPTIONS says which command reads which. */
const OPTIONS = {
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
  'mcp-url': { type: 'string' },
  header: { type: 'string', multiple: true },
  sessions: { type: 'string', multiple: true },
  window: { type: 'string' },
  'fail-under': { type: 'string' },
  'fail-on-regression': { type: 'boolean' },
  'max-warnings': { type: 'string' },
  output: { type: 'string', short: 'o' },
  'derive-tags': { type: 'boolean' },
  // Its own option rather than parseArgs' allowNegative, which Node 20 before 20.16 lacks.
  'no-derive-tags': { type: 'boolean' },
  unsorted: { type: 'boolean' },
  'varying-first': { type: 'boolean' },
  json: { type: 'boolean' },
  explain: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

export type OptionName = keyof typeof OPTIONS;

/** Where a catalog comes from, and how it is read: every command that reads one takes these. */
const CATALOG_SOURCE = [
  'catalog',
  'mcp',
  'mcp-url',
  'header',
  'derive-tags',
  'no-derive-tags',
] as const satisfies readonly OptionName[];
const SERVER = ['mcp', 'mcp-url', 'header'] as const satisfies readonly OptionName[];
const REPLAY_PROMPT = ['budget', 'unsorted', 'varying-first', 'json'] as const;
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
 * The options each command reads (`--help` aside); any other is refused with exit 2, so a flag
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
  stats: [...CATALOG_SOURCE, ...SESSION_READING, 'budget', 'json'],
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
  lint: [...CATALOG_SOURCE, 'targets', 'server', 'max-warnings', 'json'],
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
  bench: ['catalog', 'json'],
  pull: [...SERVER, 'output'],
  mine: [...CATALOG_SOURCE, ...SESSION_READING, 'window', 'output'],
  diagnose: [...CATALOG_SOURCE, ...SESSION_READING, 'budget', 'rule', 'json'],
  watch: [...SERVER, 'derive-tags', 'no-derive-tags', 'queries', 'k', 'weights'],
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
export const refuseUnusedOptions = (command: CommandName, values: CliArgs['values']): void => {
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
