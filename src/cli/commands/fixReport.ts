import { type AgentTargetId, plural, TARGET_INFO, wordDiff } from '../../engine';
import type {
  FixMeasure,
  FixProposals,
  FixRanker,
  HeldOutFixes,
  Proposal,
  SnippetSdk,
  ToolFix,
} from '../../engine/library';
import { fixed, table } from '../table';
import { markedDiff } from './diffReport';

/**
 * The human report of `fix`: the held-out figures first (R@1 and R@k per ranker before → after,
 * queries lost, growth and tokens), the same figures on the queries the proposals were made from
 * beside them, then one row a proposal (tool, lever, wins, steals, tokens, and the change: the
 * words for a search hint, the proposed text as a word diff `[-old-]{+new+}` otherwise), the
 * proposals dropped and why, and the misses no proposal fixes.
 */

/** The whole result, as `--json` prints it and the report reads it. */
export type FixReport = {
  catalog: string;
  queries: number;
  targets: AgentTargetId[];
  heldOut: HeldOutFixes;
  proposals: FixProposals;
  /** With -o: where the catalog went and the ids of the proposals applied to it. */
  output?: { path: string; applied: string[] };
  /** With --snippets: each proposal's registration call in that SDK, in the proposals' order. */
  snippets?: { proposal: string; sdk: SnippetSdk; text: string }[];
};

const label = (ranker: FixRanker): string =>
  ranker === 'toollens' ? 'toollens' : TARGET_INFO[ranker].label;

const move = (before: number, after: number) => `${fixed(before, 3)} → ${fixed(after, 3)}`;
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** One row a ranker: held out, then seen, side by side. */
const figuresTable = (held: FixMeasure, seen: FixMeasure): string =>
  table(
    ['ranker', 'k', 'R@1 held out', 'R@k held out', 'lost', 'R@1 seen', 'R@k seen', 'lost'],
    held.rankers.map((figures) => {
      const same = seen.rankers.find((row) => row.ranker === figures.ranker);
      return [
        label(figures.ranker),
        figures.k,
        move(figures.before.r1, figures.after.r1),
        move(figures.before.rk, figures.after.rk),
        figures.lost.length,
        same ? move(same.before.r1, same.after.r1) : '—',
        same ? move(same.before.rk, same.after.rk) : '—',
        same ? same.lost.length : '—',
      ];
    }),
  );

const costLine = (name: string, measure: FixMeasure): string =>
  `${name}: ${plural(measure.queries, 'query')}, descriptions grown ${percent(measure.descriptionGrowth)} (search hints apart: ${plural(measure.hintChars, 'char')}), tokens added ${measure.tokens.declaration} to declarations and ${measure.tokens.surface} to the standing surface`;

const heldOutBlock = (held: HeldOutFixes): string[] => {
  if (!held.heldOut) return [`nothing is held out: ${held.reason}`];
  return [
    `held out: proposals made from ${held.folds - 1} of ${held.folds} folds (split by tool) and measured on the fold left out; seen: the same proposals on the queries they were made from`,
    figuresTable(held.heldOutFigures, held.seen),
    costLine('held out', held.heldOutFigures),
    costLine('seen', held.seen),
    ...(held.onlyMeasured.length > 0
      ? [`tools with one query, only ever measured: ${held.onlyMeasured.join(', ')}`]
      : []),
  ];
};

/** What an edit changes: a hint's words, a rename, or the text's word diff. */
export const changeText = (fix: ToolFix): string => {
  if (fix.lever === 'search-hint') return `hint words: ${fix.words.join(', ')}`;
  if (fix.lever === 'always-load') return 'declared up front under Claude Code';
  if (fix.lever === 'name') return `${fix.before} → ${fix.after} (breaking)`;
  const where = fix.lever === 'argument-description' ? `${fix.pointer ?? ''}: ` : '';
  // One table row an edit: a description's line breaks are shown, not followed.
  return `${where}${markedDiff(wordDiff(fix.before, fix.after))}`.replace(/\s*\n\s*/g, ' ⏎ ');
};

/** Wins counted per ranker: `3 (Codex 2, Claude Code 1)`. */
const wins = (proposal: Proposal): string => {
  const counts = new Map<FixRanker, number>();
  for (const win of proposal.wins) counts.set(win.ranker, (counts.get(win.ranker) ?? 0) + 1);
  const parts = [...counts].map(([ranker, count]) => `${label(ranker)} ${count}`);
  return parts.length === 0 ? '0' : `${proposal.wins.length} (${parts.join(', ')})`;
};

const proposalRows = (proposals: readonly Proposal[]): (string | number)[][] =>
  proposals.flatMap((proposal) =>
    proposal.edits.map((edit, index) => [
      index === 0 ? proposal.tool : '',
      edit.lever,
      index === 0 ? wins(proposal) : '',
      index === 0 ? proposal.steals.length : '',
      index === 0 ? proposal.tokens.declaration + proposal.tokens.surface : '',
      changeText(edit),
    ]),
  );

const proposalsBlock = ({ proposals, dropped, unfixed }: FixProposals): string[] => [
  `${plural(proposals.length, 'proposal')}${dropped.length > 0 ? `, ${dropped.length} dropped` : ''}${unfixed.length > 0 ? `, ${plural(unfixed.length, 'miss', 'misses')} no lever fixes` : ''}:`,
  proposals.length === 0
    ? '  (none)'
    : table(['tool', 'lever', 'wins', 'steals', 'tokens', 'change'], proposalRows(proposals)),
  ...dropped.map(({ proposal, reason }) => `dropped ${proposal.id}: ${reason}`),
  ...unfixed.slice(0, 20).map(({ query, tool, ranker, reason }) => {
    return `unfixed ${tool} for ${query} under ${label(ranker)}: ${reason}`;
  }),
  ...(unfixed.length > 20 ? [`…and ${unfixed.length - 20} more unfixed (--json has all)`] : []),
];

const SDK_NAMES: Record<SnippetSdk, string> = { typescript: 'TypeScript', python: 'Python' };

/** Each proposal's registration call, headed by the proposal, as is (to paste). */
const snippetsBlock = (snippets: NonNullable<FixReport['snippets']>): string[] =>
  snippets.flatMap(({ proposal, sdk, text }) => [
    '',
    `where ${proposal} goes, in ${SDK_NAMES[sdk]} (the official MCP SDK):`,
    text,
  ]);

export const renderFixReport = (report: FixReport): string =>
  [
    `${report.catalog} · ${plural(report.queries, 'query')} · targets ${report.targets.map(label).join(', ')}`,
    ...heldOutBlock(report.heldOut),
    '',
    ...proposalsBlock(report.proposals),
    ...snippetsBlock(report.snippets ?? []),
  ].join('\n');
