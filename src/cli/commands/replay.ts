import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { scenarioByName, scenarios } from '../../data/scenarios';
import {
  DEFAULT_WORKING_SET_BUDGET,
  describeImport,
  type ImportConversationOptions,
  type LabelledQuery,
  type LogFormat,
  type LogReading,
  loadTokenCounter,
  MAX_REPLAY_TURNS,
  own,
  parseSimulateStrategy,
  plural,
  proposedRuleSource,
  type ReplayResult,
  readSessionFile,
  replay,
  type SessionThread,
  simulateAgent,
  sizeProblem,
  standingSavings,
  ToolIndex,
  type Transcript,
  WORKING_SET_RULE_INFO,
  type WorkingSetRule,
} from '../../engine';
import { type CliArgs, positiveInt, required } from '../args';
import type { CliIo } from '../cliIo';
import { InputError, readText } from '../loadCatalog';
import { loadQuerySet } from '../loadQuerySet';
import { readCatalog } from '../mcpSource';
import { fixed, table } from '../table';
import { escapeForTerminal } from '../terminalText';
import { UsageError } from '../usageError';
import { logReading, ruleOption } from './logOptions';
import { accuracyLine, savingsHeadline, verdictCell, wrongToolLines } from './replayAccuracy';
import { eventLines, turnEvents } from './replayEvents';
import { orderLines } from './replayOrders';

/** A scenario or log, read as the session pipeline reads it: its main thread, and how. */
type Loaded = Pick<SessionThread, 'transcript' | 'rule' | 'searchedWith'> & {
  notes: string[];
  format: LogFormat;
};

/**
 * A built-in scenario by name, else a transcript file: toollens JSON, or an agent's log
 * (Anthropic Messages, OpenAI Chat Completions or Responses; JSON or JSON Lines; a Codex CLI
 * rollout), its tool names read against `catalogNames` when given. `notes` says
 * how a log was read, for stderr; toollens' own JSON reads silently, as it always has.
 */
const loadScenario = (
  spec: string,
  reading: LogReading & Pick<ImportConversationOptions, 'catalogNames'> = {},
): Loaded => {
  const builtIn = scenarioByName(spec);
  if (builtIn) return { transcript: builtIn, notes: [], format: 'toollens', rule: 'lru' };
  if (!existsSync(spec)) {
    const names = scenarios.map((scenario) => scenario.name).join(', ');
    throw new InputError(
      `toollens: no scenario named "${spec}" and no such file; the scenarios are ${names}`,
    );
  }
  // The session pipeline's reading: the main thread, with its agent's working-set rule.
  const result = readSessionFile(
    { name: spec, text: readText(spec) },
    { ...reading, name: basename(spec).replace(/\.jsonl?$/i, '') },
  );
  if (!result.ok) throw new InputError(result.errors.join('\n'));
  const [main] = result.threads;
  if (main === undefined) throw new InputError(`toollens: ${spec}: no thread to replay`);
  if (result.format === 'toollens') {
    return { transcript: main.transcript, notes: [], format: 'toollens', rule: main.rule };
  }
  const how = `${result.detected ? 'detected as' : 'read as'} ${describeImport(result)}`;
  return {
    transcript: main.transcript,
    notes: [how, ...result.notes].map((note) => `toollens: ${spec}: ${note}`),
    format: result.format,
    rule: main.rule,
    ...(main.searchedWith ? { searchedWith: main.searchedWith } : {}),
  };
};

/** The JSON document: the replay without the prompt texts, which the app shows instead. */
const toJson = (result: ReplayResult, transcript: Transcript, ruleProposed = false) => ({
  scenario: result.scenario,
  budget: result.budget,
  rule: result.rule,
  ruleProposed,
  tokenizer: result.tokenizer,
  order: result.order,
  varyingFirst: result.varyingFirst,
  turns: result.turns.map((turn, index) => ({
    turn: turn.turn,
    at: turn.at,
    workingSet: turn.workingSet,
    evicted: turn.evicted,
    states: turn.states,
    rejected: turn.rejected,
    reindexed: turn.reindexed,
    searches: turn.searches,
    ...(turn.labelled ? { labelled: turn.labelled } : {}),
    ...turnEvents(transcript, index),
    promptChars: turn.promptChars,
    promptTokens: turn.promptTokens,
    promptTokensByChars: turn.promptTokensByChars,
    stablePrefixChars: turn.stablePrefixChars,
    stablePrefixTokens: turn.stablePrefixTokens,
    breakSection: turn.breakSection,
    sections: turn.prompt.sections.map(({ id, start, end }) => ({ id, start, end })),
    cost: turn.cost,
    cache: turn.cache,
  })),
  summary: result.summary,
  orders: result.orders ?? [],
});

const percent = (share: number) => `${Math.round(share * 100)}%`;
const size = ({ chars, tokens }: { chars: number; tokens: number }) =>
  `${plural(chars, 'char')}, ${plural(tokens, 'token')}`;

/** Which rule, and whether the importer proposed it: "rule: session (kept for the session; …)". */
const ruleLine = (
  rule: WorkingSetRule,
  proposed: boolean,
  read: Pick<Loaded, 'format' | 'searchedWith'>,
): string => {
  const info = WORKING_SET_RULE_INFO[rule];
  const why = proposed
    ? `${proposedRuleSource(read.searchedWith)}; --rule overrides it`
    : read.format === 'toollens'
      ? 'the default for a toollens transcript'
      : 'chosen with --rule';
  const budget = info.budgeted ? '' : '; the budget does not apply';
  return `working-set rule: ${rule} (${info.label}; ${why}${budget})`;
};

const render = (result: ReplayResult, transcript: Transcript, rule?: string): string => {
  const mark = { activated: '+', warm: '*', held: '', evicted: '-' } as const;
  const { accuracy } = result.summary;
  const rows = result.turns.map((turn) => [
    `t${turn.turn}`,
    turn.at.slice(11, 19),
    ...(accuracy ? [verdictCell(turn)] : []),
    turn.workingSet.map((name) => `${mark[own(turn.states, name) ?? 'held']}${name}`).join(' '),
    turn.evicted.map((name) => `-${name}`).join(' '),
    turn.promptTokens,
    turn.stablePrefixTokens,
    turn.breakSection ?? '(same)',
    ...Object.values(turn.cache).map((cache) => cache.cachedTokens),
    turn.reindexed.join(' '),
  ]);
  const providers = Object.keys(result.turns[0]?.cache ?? {}).map((id) => `cached ${id}`);
  const { summary } = result;
  const lines = [
    `${result.scenario} · budget ${result.budget} · ${result.order} declarations${result.varyingFirst ? ' · varying line first' : ''} · tokens: ${result.tokenizer}`,
    ...(rule === undefined ? [] : [rule]),
    '',
    table(
      ['turn', 'at']
        .concat(accuracy ? ['labelled'] : [])
        .concat(['working set (+activated *warm)', 'evicted', 'tokens', 'stable', 'break'])
        .concat(providers)
        .concat(['reindexed']),
      rows,
    ),
    '',
    `standing surface, nothing active: ${size(summary.nothingActive)}`,
    `standing surface, turn 1:  ${size(summary.turn1Standing)}`,
    `standing surface, peak:    ${size(summary.peakStanding)} (t${summary.peakStanding.turn})`,
    `everything declared:       ${size(summary.everythingDeclared)}`,
    `median stable prefix (t2…): ${percent(summary.medianStablePrefixShare)} of the prompt's tokens`,
    ...Object.entries(summary.medianCachedShare).map(
      ([id, share]) =>
        `median cached, ${id}: ${percent(share)} (${fixed(share, 3)}); turns with a hit: ${summary.cachedTurns[id]} of ${Math.max(0, result.turns.length - 1)}`,
    ),
    ...(accuracy ? [accuracyLine(accuracy, result.turns.length)] : []),
    ...orderLines(result),
  ];
  const events = eventLines(transcript);
  if (events.length > 0) lines.push('', ...events);
  const wrong = wrongToolLines(result);
  if (wrong.length > 0) lines.push('', ...wrong);
  for (const turn of result.turns) {
    for (const { event, error } of turn.rejected)
      lines.push(`t${turn.turn} event ${event}: ${error}`);
  }
  return lines.join('\n');
};

export const replayCommand = async ({ values }: CliArgs, io: CliIo): Promise<string> => {
  if (values.simulate !== undefined) return simulateCommand(values);
  const scenario = required('scenario', values.scenario);
  // The catalog is read first: a log's names are mapped to its tools' names as they are read.
  const { catalog } = await readCatalog(values, { fallback: 'demo' });
  const catalogNames = catalog.tools.map((tool) => tool.name);
  const { transcript, notes, format, ...read } = loadScenario(scenario, {
    ...logReading(values),
    catalogNames,
  });
  for (const note of notes) io.stderr(`${escapeForTerminal(note)}\n`);
  const budget = positiveInt(
    'budget',
    values.budget,
    transcript.budget ?? DEFAULT_WORKING_SET_BUDGET,
  );
  // An imported log is replayed by its agent's rule unless --rule says otherwise.
  const rule = ruleOption(values.rule, io) ?? read.rule;
  const wasProposed = values.rule === undefined && format !== 'toollens';
  const result = replay(transcript, {
    catalog,
    budget,
    rule,
    order: values.unsorted ? 'recency' : 'sorted',
    varyingFirst: values['varying-first'] === true,
    counter: await loadTokenCounter(),
    compareOrders: true,
  });
  return values.json
    ? JSON.stringify(toJson(result, transcript, wasProposed), null, 2)
    : render(result, transcript, ruleLine(rule, wasProposed, { ...read, format }));
};

/**
 * `--limit-queries N`: N queries spread evenly over the set (every ⌈total/N⌉-th from the first),
 * so a capped run still covers a set that is grouped by tool, as metatool's is.
 */
export const spreadQueries = <T>(queries: readonly T[], limit: number | undefined): T[] => {
  if (limit === undefined || limit >= queries.length) return [...queries];
  const step = Math.ceil(queries.length / limit);
  return queries.filter((_, index) => index % step === 0).slice(0, limit);
};

/**
 * `replay --simulate <strategy> --queries <set>`: a simulated agent's transcript of the query set
 * (engine/replay/simulate.ts) on the catalog, replayed like any scenario. The catalog is read as
 * the app reads it (tags derived unless --no-derive-tags), so the capability line is the app's.
 */
const simulateCommand = async (values: CliArgs['values']): Promise<string> => {
  if (values.scenario !== undefined) {
    throw new UsageError(
      '--simulate makes its own transcript: give --scenario or --simulate, not both',
    );
  }
  const strategy = parseSimulateStrategy(values.simulate ?? '');
  const source = required('queries', values.queries);
  const all: LabelledQuery[] = loadQuerySet(source);
  const limit =
    values['limit-queries'] === undefined
      ? undefined
      : positiveInt('limit-queries', values['limit-queries'], all.length);
  const queries = spreadQueries(all, limit);
  // One turn a query: refused before the catalog is read, with the flag that fits it.
  const tooMany = sizeProblem(queries.length, 0, `the simulated agent over ${source}`);
  if (tooMany) {
    throw new InputError(
      `toollens: ${tooMany}; it makes one turn a query, and --limit-queries ${MAX_REPLAY_TURNS} keeps an even spread of them`,
    );
  }
  const { catalog } = await readCatalog(values, { fallback: 'demo' });
  const budget = positiveInt('budget', values.budget, DEFAULT_WORKING_SET_BUDGET);
  const transcript = simulateAgent(queries, new ToolIndex(catalog), {
    strategy,
    budget,
    name: `simulated-${values.simulate}-${basename(source).replace(/\.(json|csv)$/i, '')}`,
  });
  const result = replay(transcript, {
    catalog,
    budget,
    order: values.unsorted ? 'recency' : 'sorted',
    varyingFirst: values['varying-first'] === true,
    counter: await loadTokenCounter(),
    compareOrders: true,
  });
  const savings = standingSavings(result.turns);
  const meanWorkingSet =
    result.turns.reduce((sum, turn) => sum + turn.workingSet.length, 0) /
    Math.max(1, result.turns.length);
  const { accuracy } = result.summary;
  // The saving never goes out without how often the agent found the right tool.
  const simulation = {
    strategy: values.simulate,
    queries: queries.length,
    ofQueries: all.length,
    meanWorkingSet,
    ...savings,
    ...(accuracy ? { accuracy } : {}),
  };
  if (values.json) return JSON.stringify({ ...toJson(result, transcript), simulation }, null, 2);
  return [
    render(result, transcript),
    '',
    `simulated agent: ${values.simulate}, ${queries.length} of ${plural(all.length, 'query')}, mean working set ${meanWorkingSet.toFixed(1)} tools`,
    `mean standing surface per turn: ${size(savings.meanStanding)}, ${percent(savings.share)} of everything declared (${plural(savings.everythingDeclared.tokens, 'token')}); ${plural(savings.savedPerTurn.tokens, 'token')} saved per turn`,
    savingsHeadline(savings.savedShare, accuracy, result.turns.length),
  ].join('\n');
};
