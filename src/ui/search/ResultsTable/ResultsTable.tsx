import { type CSSProperties, memo, useMemo } from 'react';
import {
  type AgentTargetId,
  comparedKeys,
  type Hit,
  keysOf,
  own,
  type RankKey,
  type ToolSearchResult,
} from '../../../engine/core';
import type { TargetColumn } from '../../../worker/boundary';
import type { ResultMark } from '../../authoring';
import { plural } from '../../shared/format';
import { versusRanker } from '../../shared/rankers';
import { useScrollCue } from '../../shared/scrollCue/useScrollCue';
import { TargetLabel } from '../../shared/targets/TargetLabel';
import { matchedStems, rankerTerms } from '../rankerTerms';
import { patternRunTitle } from '../Targets/PatternRun';
import { TargetNotes } from '../Targets/TargetNotes';
import { columnLabel } from './columnLabel';
import { decisions } from './decisiveKey';
import { HitRow } from './HitRow';
import { NoHits } from './NoHits';

type Props = {
  result: ToolSearchResult;
  /**
   * Each hit's rank under every ranker, in hit order, for the movement column: asked after the
   * result is shown, so undefined (each cell says "pending") until the worker answers.
   */
  movement?: readonly Hit['ranks'][] | undefined;
  selected: string | undefined;
  onSelect: (name: string) => void;
  /** How each result is marked for this query in the open query set; none without one. */
  marks?: Readonly<Record<string, ResultMark>>;
  markSet?: string | undefined;
  /** Marks a result relevant or not relevant (undefined clears); no controls without it. */
  onMark?: (tool: string, mark: ResultMark | undefined) => void;
  /** Ranks before a connected server's last tools/list_changed, when this query was shown then. */
  since?: Readonly<Record<string, number>> | undefined;
  /** With no hits: the tools to offer instead, and how one is opened (NoHits.tsx). */
  nearestTools?: readonly string[] | undefined;
  onOpenTool?: ((name: string) => void) | undefined;
  /** The chosen agent targets, a column each, in this order. */
  targets?: readonly AgentTargetId[] | undefined;
  /** Their answers for `result` (undefined while pending: each cell says so). */
  targetColumns?: readonly TargetColumn[] | undefined;
};

const KEY_TITLES: Record<RankKey, string> = {
  coverage: 'Distinct query terms matched',
  nameMatch: "How much of the tool's name the query says, in order (0 below one half)",
  weightSum: 'Σ w(t) over the matched terms',
  bm25: "Orama's BM25 score with the field boosts",
  score: 'BM25F over five fields × (1 + coverage bonus × share)',
  order: 'Position in the catalog',
};

const NO_MARKS: Readonly<Record<string, ResultMark>> = {};
const NO_TARGETS: readonly AgentTargetId[] = [];

const ResultsTableView = ({
  result,
  movement,
  selected,
  onSelect,
  marks = NO_MARKS,
  markSet,
  onMark,
  since,
  nearestTools,
  onOpenTool,
  targets = NO_TARGETS,
  targetColumns,
}: Props) => {
  const table = useMemo(() => {
    const keys = result.hits.map((hit) => keysOf(hit, result.ranker));
    const compared = comparedKeys(result.ranker, result.toollens?.mode);
    const columns: RankKey[] =
      result.ranker === 'toollens'
        ? ['coverage', 'nameMatch', 'weightSum', 'score']
        : ['coverage', 'weightSum', 'bm25'];
    // Browsing ranks nothing: there the catalog order is the only order, and no key decides.
    const decided = result.mode === 'browse' ? [] : decisions(keys, compared);
    const { weights, words, coverageOf } = rankerTerms(result);
    const matched = result.hits.map((hit) => matchedStems(hit, result));
    return { keys, columns, decided, weights, words, coverageOf, matched };
  }, [result]);

  const places = useMemo(
    () =>
      result.hits.map((_, i) =>
        targets.map((target) => {
          const column = targetColumns?.find((each) => each.target === target);
          // A target still building has no places yet: pending, never "not scored".
          const known = column && !column.building;
          return { target, place: known ? (column.places[i] ?? null) : undefined };
        }),
      ),
    [result, targets, targetColumns],
  );

  const scroller = useScrollCue<HTMLDivElement>();

  if (result.hits.length === 0) {
    return <NoHits result={result} nearestTools={nearestTools} onOpenTool={onOpenTool} />;
  }
  const versus = versusRanker(result.ranker);
  const browsing = result.mode === 'browse';
  return (
    <div className="results-wrap">
      {/* Too narrow for every column (the agents' beside the keys), the table scrolls in here. */}
      <div className="hits-scroll scroll-cue" ref={scroller}>
        <table
          className="hits"
          id="results-table"
          data-query={result.query}
          // How many figure columns there are, for the width the name column keeps (search.css).
          style={
            {
              '--key-columns': table.columns.length,
              '--target-columns': targets.length,
            } as CSSProperties
          }
        >
          <caption>
            {result.noSearchableWord
              ? `No searchable word in the query: browsing ${plural(result.totalHits, 'tool')} in catalog order`
              : browsing
                ? `Browsing ${plural(result.totalHits, 'tool')} in catalog order`
                : `${plural(result.totalHits, 'hit')}, ranked by ${result.ranker}`}
            {result.hits.length < result.totalHits && ` (first ${result.hits.length} shown)`}
          </caption>
          {/* Fixed widths: a fixed table lays out without measuring every cell on every keystroke. */}
          <colgroup>
            <col className="col-rank" />
            <col />
            <col className="col-terms" />
            <col className="col-key" span={table.columns.length} />
            <col className="col-move" />
            {targets.length > 0 && <col className="col-target" span={targets.length} />}
          </colgroup>
          <thead>
            <tr>
              <th className="num" scope="col">
                #
              </th>
              <th scope="col">name and excerpt</th>
              <th scope="col">matched</th>
              {table.columns.map((key) => (
                <th key={key} className="num" scope="col" title={KEY_TITLES[key]}>
                  {columnLabel(key)}
                </th>
              ))}
              <th className="num" scope="col" title={`Rank movement against the ${versus} ranker`}>
                vs {versus}
              </th>
              {targets.map((target) => {
                const asked = targetColumns?.find((each) => each.target === target)?.asked;
                return (
                  <th
                    key={target}
                    className="num target-head"
                    scope="col"
                    data-testid="target-head"
                  >
                    <TargetLabel
                      target={target}
                      {...(asked ? { note: patternRunTitle(target, asked) } : {})}
                    />
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {result.hits.map((hit, i) => (
              <HitRow
                key={hit.name}
                hit={hit}
                rank={i + 1}
                ranker={result.ranker}
                ranks={movement?.[i]}
                browsing={browsing}
                matched={table.matched[i] ?? hit.matchedTerms}
                weights={table.weights}
                words={table.words}
                keys={table.keys[i] ?? keysOf(hit, result.ranker)}
                columns={table.columns}
                coverageOf={table.coverageOf}
                decision={table.decided[i]}
                above={result.hits[i - 1]?.name}
                selected={hit.name === selected}
                onSelect={onSelect}
                mark={own(marks, hit.name)}
                // Browsing has no query to label.
                onMark={browsing ? undefined : onMark}
                markSet={markSet}
                query={result.query}
                since={since}
                places={places[i] ?? []}
              />
            ))}
          </tbody>
        </table>
      </div>
      {targetColumns && <TargetNotes columns={targetColumns} />}
      {!browsing && (
        <p className="legend">
          <span className="decisive legend-swatch">key</span> the key that placed a hit below the
          one above it · <span className="mono">=</span> under the rank: a tie on every key, catalog
          order decides · ↑/↓ the rank under {versus}
          {since && ' · under the rank: its move since the server’s last change'}
          {targets.length > 0 &&
            ' · under an agent: its rank there (“3=” tied, the agent leaves their order undefined), or “not returned” past its result count'}
        </p>
      )}
    </div>
  );
};

/** Memoised: the panel re-renders on every keystroke, this only when its props change. */
export const ResultsTable = memo(ResultsTableView);
