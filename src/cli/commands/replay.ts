import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { scenarioByName, scenarios } from '../../data/scenarios';
import {
  DEFAULT_WORKING_SET_BUDGET,
  describeImport,
  importConversation,
  isLogFormat,
  LOG_FORMATS,
  type LogReading,
  loadTokenCounter,
  type ReplayResult,
  replay,
  type Transcript,
} from '../../engine';
import { type CliArgs, positiveInt, required, UsageError } from '../args';
import { InputError, loadCatalog, readText } from '../loadCatalog';
import { fixed, table } from '../table';
import { escapeForTerminal } from '../terminalText';

/** `--log-format`, `--search-tool` and `--activate-tool`: how a log file is read. */
export const logReading = (values: CliArgs['values']): LogReading => {
  const reading: LogReading = {};
  const format = values['log-format'];
  if (format !== undefined) {
    if (format !== 'auto' && !isLogFormat(format)) {
      throw new UsageError(
        `--log-format must be one of auto, ${LOG_FORMATS.join(', ')}, got "${format}"`,
      );
    }
    reading.format = format;
  }
  for (const [flag, key] of [
    ['search-tool', 'searchTool'],
    ['activate-tool', 'activateTool'],
  ] as const) {
    const name = values[flag];
    if (name === undefined) continue;
    if (name.trim() === '') throw new UsageError(`--${flag} needs a tool name`);
    reading[key] = name.trim();
  }
  return reading;
};

/**
 * A built-in scenario by name, else a transcript file: toollens JSON, or an agent's log
 * (Anthropic Messages, OpenAI Chat Completions or Responses; JSON or JSON Lines). `notes` says
 * how a log was read, for stderr; toollens' own JSON reads silently, as it always has.
 */
export const loadScenario = (
  spec: string,
  reading: LogReading = {},
): { transcript: Transcript; notes: string[] } => {
  const builtIn = scenarioByName(spec);
  if (builtIn) return { transcript: builtIn, notes: [] };
  if (!existsSync(spec)) {
    const names = scenarios.map((scenario) => scenario.name).join(', ');
    throw new InputError(
      `toollens: no scenario named "${spec}" and no such file; the scenarios are ${names}`,
    );
  }
  const result = importConversation(readText(spec), {
    ...reading,
    source: spec,
    name: basename(spec).replace(/\.jsonl?$/i, ''),
  });
  if (!result.ok) throw new InputError(result.errors.join('\n'));
  if (result.format === 'toollens') return { transcript: result.transcript, notes: [] };
  const how = `${result.detected ? 'detected as' : 'read as'} ${describeImport(result)}`;
  return {
    transcript: result.transcript,
    notes: [how, ...result.notes].map((note) => `toollens: ${spec}: ${note}`),
  };
};

/** The JSON document: the replay without the prompt texts, which the app shows instead. */
const toJson = (result: ReplayResult) => ({
  scenario: result.scenario,
  budget: result.budget,
  tokenizer: result.tokenizer,
  order: result.order,
  varyingFirst: result.varyingFirst,
  turns: result.turns.map((turn) => ({
    turn: turn.turn,
    at: turn.at,
    workingSet: turn.workingSet,
    evicted: turn.evicted,
    states: turn.states,
    rejected: turn.rejected,
    reindexed: turn.reindexed,
    searches: turn.searches,
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
});

const percent = (share: number) => `${Math.round(share * 100)}%`;
const size = ({ chars, tokens }: { chars: number; tokens: number }) =>
  `${chars.toLocaleString('en-US')} chars, ${tokens.toLocaleString('en-US')} tokens`;

const render = (result: ReplayResult): string => {
  const mark = { activated: '+', warm: '*', held: '', evicted: '-' } as const;
  const rows = result.turns.map((turn) => [
    `t${turn.turn}`,
    turn.at.slice(11, 19),
    turn.workingSet.map((name) => `${mark[turn.states[name] ?? 'held']}${name}`).join(' '),
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
    '',
    table(
      ['turn', 'at', 'working set (+activated *warm)', 'evicted', 'tokens', 'stable', 'break']
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
  ];
  for (const turn of result.turns) {
    for (const { event, error } of turn.rejected)
      lines.push(`t${turn.turn} event ${event}: ${error}`);
  }
  return lines.join('\n');
};

export const replayCommand = async ({ values }: CliArgs): Promise<string> => {
  const { transcript, notes } = loadScenario(
    required('scenario', values.scenario),
    logReading(values),
  );
  for (const note of notes) process.stderr.write(`${escapeForTerminal(note)}\n`);
  const catalog = loadCatalog(values.catalog ?? 'demo');
  const budget = positiveInt(
    'budget',
    values.budget,
    transcript.budget ?? DEFAULT_WORKING_SET_BUDGET,
  );
  const result = replay(transcript, {
    catalog,
    budget,
    order: values.unsorted ? 'recency' : 'sorted',
    varyingFirst: values['varying-first'] === true,
    counter: await loadTokenCounter(),
  });
  return values.json ? JSON.stringify(toJson(result), null, 2) : render(result);
};
