import {
  type AlwaysLoadReport,
  buildSessions,
  DEFAULT_WORKING_SET_BUDGET,
  type Diagnosis,
  type DiscoveryShare,
  FAILURE_KINDS,
  type Failure,
  type FailureKind,
  formatCount,
  loadTokenCounter,
  plural,
  type ReplayTotals,
  reportRecords,
} from '../../engine';
import { type CliArgs, positiveInt } from '../args';
import type { CliIo } from '../cliIo';
import { readingNotes, sessionPaths, sessionTexts } from '../loadSessions';
import { readCatalog } from '../mcpSource';
import { table } from '../table';
import { escapeForTerminal } from '../terminalText';
import { logReading, ruleOption } from './logOptions';
import { recordedSearchesLines } from './recordedSearchesReport';

/**
 * `diagnose --sessions <files…>`: each session replayed against the catalog, its discovery
 * failures counted, the share of turns and tokens spent discovering, and which tools to declare
 * always, with the formula, its inputs and the what-if replay before and after.
 */

/** Column heads for the failure kinds, in FAILURE_KINDS order. */
const HEADS: Record<FailureKind, string> = {
  'search-streak': 'streak',
  'repeated-search': 'repeated',
  'empty-search': 'empty',
  'search-for-loaded': 'for loaded',
  'found-never-called': 'never called',
  'called-before-loaded': 'before loaded',
  thrash: 'thrash',
};

const percent = (part: number, whole: number) =>
  whole === 0 ? '0%' : `${Math.round((part / whole) * 100)}%`;

const shareCells = (share: DiscoveryShare) => [
  `${share.discoveryTurns}/${share.turns} (${percent(share.discoveryTurns, share.turns)})`,
  `${formatCount(share.discoveryTokens)}/${formatCount(share.tokens)} (${percent(share.discoveryTokens, share.tokens)})`,
];

const failureLines = (diagnosis: Diagnosis): string[] => {
  const rows = diagnosis.sessions.map((each) => [
    each.session,
    each.rule,
    ...FAILURE_KINDS.map((kind) => each.counts[kind]),
    ...shareCells(each.share),
  ]);
  rows.push([
    'all',
    '',
    ...FAILURE_KINDS.map((kind) => diagnosis.counts[kind]),
    ...shareCells(diagnosis.share),
  ]);
  // In the order they happened within each session, so a reader can follow the session.
  const byPlace = (a: Failure, b: Failure) =>
    a.at.turn - b.at.turn || (a.at.event ?? -1) - (b.at.event ?? -1);
  const places = diagnosis.sessions.flatMap((each) =>
    [...each.failures].sort(byPlace).map((failure) => {
      const at = `t${failure.at.turn}${failure.at.event === undefined ? '' : ` e${failure.at.event}`}`;
      return `  ${each.session} ${at} ${failure.kind}: ${failure.detail}`;
    }),
  );
  const notes = diagnosis.sessions.flatMap((each) =>
    (each.notes ?? []).map((note) => `  ${each.session} ${note}`),
  );
  return [
    table(
      [
        'session',
        'rule',
        ...FAILURE_KINDS.map((kind) => HEADS[kind]),
        'discovery turns',
        'discovery tokens',
      ],
      rows,
    ),
    '',
    "discovery tokens: each search or activation is one more model iteration, estimated at its turn's replayed prompt tokens",
    ...(places.length === 0 ? [] : ['', 'failures:', ...places]),
    ...(notes.length === 0 ? [] : ['', 'compactions:', ...notes]),
  ];
};

/** Dollars as the reports print them: small sums need four decimals. */
const dollars = (value: number) => `$${value.toFixed(4)}`;

/**
 * The replay's verdict beside the set it recommends, and where the formula said otherwise, by
 * how much the replay disagrees.
 */
const verdictLines = (report: AlwaysLoadReport): string[] => {
  const { verdict } = report;
  if (verdict === undefined) return [];
  const { before, after } = verdict;
  const change = after.dollars - before.dollars;
  const share = before.dollars === 0 ? 0 : (change / before.dollars) * 100;
  const disagree = report.tools
    .filter(
      (row) => row.formulaRecommends !== undefined && row.formulaRecommends !== row.recommended,
    )
    .map((row) => {
      const by = dollars(Math.abs(row.replaySaves ?? 0));
      return row.recommended
        ? `${row.name} (the formula would defer it; declaring it saves ${by})`
        : `${row.name} (the formula would declare it; declaring it costs ${by} more)`;
    });
  return [
    `recommended by the replay (${plural(verdict.evaluations, 'candidate set')} replayed under each session's rule${verdict.bounded ? ', stopped at its bound' : ''}): ${verdict.chosen.length === 0 ? 'nothing' : verdict.chosen.join(', ')}`,
    `replayed input cost (cached and uncached reads priced per provider): ${dollars(before.dollars)} → ${dollars(after.dollars)} (${change <= 0 ? '−' : '+'}${dollars(Math.abs(change))}, ${change <= 0 ? '−' : '+'}${Math.abs(share).toFixed(1)}%), iterations ${formatCount(before.iterations)} → ${formatCount(after.iterations)}`,
    ...(disagree.length === 0
      ? []
      : [`the replay overrules the formula on: ${disagree.join('; ')}`]),
  ];
};

const totalsRow = (label: string, totals: ReplayTotals) => [
  label,
  formatCount(totals.tokens),
  formatCount(totals.iterations),
  `${Math.round(totals.cacheShare * 100)}%`,
];

const alwaysLoadLines = (report: AlwaysLoadReport): string[] => {
  const rows = report.tools.map((row) => [
    row.name,
    row.searched,
    row.loaded,
    row.called,
    row.sessions,
    row.firstNeeded ?? '',
    row.schemaTokens,
    row.undeclaredTurns,
    row.searchedFirst,
    row.iterationTokens,
    formatCount(row.saves),
    formatCount(row.costs),
    row.formulaRecommends ? 'yes' : '',
    row.recommended ? 'yes' : '',
  ]);
  const inputs = Object.entries(report.inputs).map(
    ([name, value]) => `${name} = ${formatCount(value)}`,
  );
  const { before, after } = report.whatIf;
  const recommended = report.tools.filter((row) => row.recommended).map((row) => row.name);
  return [
    `always load: ${report.formula}`,
    `inputs: ${inputs.join(', ')}`,
    '',
    table(
      [
        'tool',
        'searched',
        'loaded',
        'called',
        'sessions',
        'first needed',
        's_t',
        'c_t',
        'n_t',
        'P_t',
        'saves',
        'costs',
        'formula says',
        'recommended',
      ],
      rows,
    ),
    '',
    ...verdictLines(report),
    '',
    recommended.length === 0
      ? 'what if: nothing is recommended, so the replay is unchanged'
      : `what if ${recommended.join(', ')} ${recommended.length === 1 ? 'is' : 'are'} declared from turn 1 (no slot, their searches spared):`,
    table(
      ['', 'prompt tokens', 'iterations', `cached (${before.provider ?? ''})`],
      [totalsRow('before', before), totalsRow('after', after)],
    ),
  ];
};

export const diagnoseCommand = async ({ values, rest }: CliArgs, io: CliIo): Promise<string> => {
  const paths = sessionPaths({ values, rest });
  const { catalog, label } = await readCatalog(values, { fallback: 'demo' });
  const files = sessionTexts(paths);
  const rule = ruleOption(values.rule, io);
  const options = {
    ...(rule === undefined ? {} : { rule }),
    counter: await loadTokenCounter(),
    ...(values.budget === undefined
      ? {}
      : { budget: positiveInt('budget', values.budget, DEFAULT_WORKING_SET_BUDGET) }),
  };
  // The session pipeline: every file read, every thread replayed once, its records reported.
  const records = buildSessions(files, catalog, { ...options, ...logReading(values) });
  const sources = [...new Set(records.flatMap((record) => record.source ?? []))];
  for (const source of sources) {
    for (const note of readingNotes(source)) {
      io.stderr(`${escapeForTerminal(note)}\n`);
    }
  }
  const { diagnosis, alwaysLoad, recordedSearches } = reportRecords(records, catalog, options);
  if (values.json) {
    return JSON.stringify({ catalog: label, diagnosis, alwaysLoad, recordedSearches }, null, 2);
  }
  return [
    `${plural(records.length, 'session')} from ${plural(files.length, 'file')} · catalog ${label} (${plural(catalog.tools.length, 'tool')}) · tokens: ${options.counter.name}`,
    '',
    ...failureLines(diagnosis),
    rule === undefined
      ? "rule: each session's working-set rule is its agent's, named by the tool it searches with (--rule sets one for all)"
      : `rule: ${rule} for every session (--rule)`,
    '',
    ...alwaysLoadLines(alwaysLoad),
    '',
    ...recordedSearchesLines(recordedSearches),
  ].join('\n');
};
