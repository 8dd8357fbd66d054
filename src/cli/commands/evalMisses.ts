import {
  type EvalReport,
  evalMisses,
  type Miss,
  type MissRow,
  missesByRanker,
  plural,
} from '../../engine';
import { table } from '../table';

/**
 * The misses of `eval` as people read them: which query missed which labelled tool, where it
 * ranked and what ranked above it, worst first (engine/eval/misses.ts decides what a miss is
 * and the order). The text shows the worst MISSES_SHOWN; `--json` carries them all.
 */

/** How many misses, and names not in the catalog, the text lists before "… and N more". */
const MISSES_SHOWN = 20;

/** How much of a query a row shows. */
const QUERY_CHARS = 40;

const cut = (text: string, chars: number) =>
  text.length <= chars ? text : `${text.slice(0, chars - 1)}…`;

const rankText = (miss: Pick<Miss, 'rank' | 'inCatalog'>): string =>
  !miss.inCatalog ? 'not in catalog' : miss.rank === null ? 'not returned' : String(miss.rank);

const aboveText = (miss: Miss): string => {
  const more = miss.aboveCount - miss.above.length;
  if (miss.aboveCount === 0) return miss.rank === null ? '(nothing returned)' : '';
  return `${miss.above.join(', ')}${more > 0 ? `, and ${more} more` : ''}`;
};

const moreLine = (shown: number, all: number): string[] =>
  all > shown ? [`… and ${all - shown} more; --json has all`] : [];

/** The names not in the catalog, each with its queries: a label that can never be found. */
export const unknownLine = (report: EvalReport): string[] => {
  const { unknown } = evalMisses(report);
  if (unknown.length === 0) return [];
  const named = unknown
    .slice(0, MISSES_SHOWN)
    .map(({ name, queries }) => `${name} (${queries.join(', ')})`);
  const more = unknown.length - named.length;
  return [
    `warning: ${plural(unknown.length, 'relevant name')} not in the catalog, never found: ${named.join('; ')}${more > 0 ? `; and ${more} more` : ''}`,
  ];
};

/** One ranker's misses, worst first. */
export const renderMisses = (report: EvalReport): string => {
  const { misses } = evalMisses(report);
  if (misses.length === 0) {
    return 'misses: none; every relevant tool ranks above every tool not labelled relevant';
  }
  const queries = new Set(misses.map((miss) => miss.id)).size;
  const shown = misses.slice(0, MISSES_SHOWN);
  return [
    `misses, worst first: ${plural(misses.length, 'relevant tool')} in ${queries} of ${plural(report.queries, 'query')}, not returned or below a tool not labelled relevant`,
    table(
      ['id', 'query', 'relevant tool', 'rank', 'ranked above it'],
      shown.map((miss) => [
        miss.id,
        cut(miss.query, QUERY_CHARS),
        miss.tool,
        rankText(miss),
        aboveText(miss),
      ]),
    ),
    ...moreLine(shown.length, misses.length),
  ].join('\n');
};

const rankCell = (row: MissRow, rank: number | null): string =>
  !row.inCatalog ? 'absent' : rank === null ? '—' : String(rank);

/** `eval --rankers`: a row a relevant tool any ranker missed, its rank under each. */
export const renderRankerMisses = (reports: readonly EvalReport[]): string => {
  const rows = missesByRanker(reports);
  if (rows.length === 0) {
    return 'misses: none; under every ranker each relevant tool ranks above every tool not labelled relevant';
  }
  const shown = rows.slice(0, MISSES_SHOWN);
  return [
    `misses, worst first: ${plural(rows.length, 'relevant tool')} missed by at least one ranker, by most rankers first; its rank under each (— not returned, absent: not in the catalog); --ranker R names what ranked above`,
    table(
      ['id', 'query', 'relevant tool', ...reports.map((report) => report.ranker)],
      shown.map((row) => [
        row.id,
        cut(row.query, QUERY_CHARS),
        row.tool,
        ...row.ranks.map((each) => rankCell(row, each.rank)),
      ]),
    ),
    ...moreLine(shown.length, rows.length),
  ].join('\n');
};
