import { memo } from 'react';
import type {
  AgentTargetId,
  Decision,
  Hit,
  HitWithExcerpt,
  Keys,
  Ranker,
  RankKey,
} from '../../../engine/core';
import { escapeHidden, formatCoverage, TARGET_INFO } from '../../../engine/core';
import type { TargetPlace } from '../../../worker/boundary';
import type { ResultMark } from '../../authoring';
import { LiveMove } from '../../mcp/components';
import { Marked } from '../../shared/marks/Marked';
import { markStyle } from '../../shared/marks/weightColor';
import { versusRanker } from '../../shared/rankers';
import { ServerText } from '../../shared/text/ServerText';
import { TargetPlaceCell } from '../Targets/TargetPlaceCell';
import { columnLabel } from './columnLabel';
import { describeDecision } from './decisiveKey';
import { MarkButtons } from './MarkButtons';
import { Movement } from './Movement';

type Props = {
  hit: HitWithExcerpt;
  rank: number;
  ranker: Ranker;
  /** The hit's rank under every ranker, for the movement cell; undefined while pending. */
  ranks: Hit['ranks'] | undefined;
  browsing: boolean;
  /** The stems this hit matched, under the ranker shown. */
  matched: readonly string[];
  weights: Readonly<Record<string, number>>;
  /** Stem → the word as typed, for the chips. */
  words: Readonly<Record<string, string>>;
  /** The hit's values of the key columns, in column order. */
  keys: Keys;
  columns: readonly RankKey[];
  /** toollens: how many informative terms the query has, shown as "2/3". */
  coverageOf: number | undefined;
  /** What placed this hit below the one above it; none for the first. */
  decision: Decision | undefined;
  above: string | undefined;
  selected: boolean;
  onSelect: (name: string) => void;
  /** How this result is marked for the query in the open query set. */
  mark: ResultMark | undefined;
  onMark: ((tool: string, mark: ResultMark | undefined) => void) | undefined;
  markSet: string | undefined;
  query: string;
  /** Ranks before a connected server's last change, for this query: each hit's move is shown. */
  since: Readonly<Record<string, number>> | undefined;
  /** The hit's place under each chosen agent target (undefined while pending). */
  places: readonly { target: AgentTargetId; place: TargetPlace | null | undefined }[];
};

const format = (key: RankKey, keys: Keys, coverageOf: number | undefined) => {
  if (key === 'coverage') return formatCoverage(keys.coverage, coverageOf || undefined);
  return keys[key].toFixed(2);
};

/** One hit: its rank keys, with the one that decided its place against the hit above marked. */
const HitRowView = ({
  hit,
  rank,
  ranker,
  ranks,
  browsing,
  matched,
  weights,
  words,
  keys,
  columns,
  coverageOf,
  decision,
  above,
  selected,
  onSelect,
  mark,
  onMark,
  markSet,
  query,
  since,
  places,
}: Props) => {
  // A title cannot mark a hidden character, so the name above is written with its escapes.
  const why = decision && above ? describeDecision(decision, escapeHidden(above)) : undefined;
  return (
    // The row is a large click target; the name button is the keyboard path to the same action.
    <tr
      data-testid="hit-row"
      className={selected ? 'selected' : undefined}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onSelect(hit.name)}
    >
      <td className="num rank">
        {rank}
        {decision?.key === 'order' && (
          <span className="order-tie" title={why}>
            =
          </span>
        )}
        {since && <LiveMove before={since} name={hit.name} rank={rank} />}
      </td>
      <td className="hit-main">
        <button
          type="button"
          className="hit-name mono"
          data-testid="hit-name"
          aria-pressed={selected}
          aria-describedby={why ? `why-${rank}` : undefined}
          // The name as one word: the line breaks drawn between its words are no part of it.
          aria-label={escapeHidden(hit.name)}
          onClick={(event) => {
            event.stopPropagation();
            onSelect(hit.name);
          }}
        >
          <ServerText text={hit.name} breaks />
        </button>
        {onMark && (
          <MarkButtons tool={hit.name} query={query} mark={mark} set={markSet} onMark={onMark} />
        )}
        {why && (
          <span id={`why-${rank}`} className="visually-hidden">
            {why}
          </span>
        )}
        <p className="excerpt" data-testid="hit-excerpt" dir="auto">
          <Marked text={hit.excerpt.text} marks={hit.excerpt.marks} weights={weights} />
        </p>
      </td>
      <td className="terms">
        {matched.map((stem) => (
          <span
            key={stem}
            className="term-chip mono"
            data-testid="term-chip"
            style={markStyle(stem, weights)}
            title={`stem ${stem}`}
          >
            {words[stem] ?? stem}
          </span>
        ))}
      </td>
      {browsing ? (
        // Nothing was scored: blanks say so more plainly than a column of zeros.
        <td className="num muted" colSpan={4 + places.length}>
          —
        </td>
      ) : (
        <>
          {columns.map((key) => (
            <td
              key={key}
              className={decision?.key === key ? 'num key decisive' : 'num key'}
              // The figure's label on a phone, where the hit is a card without the header row.
              data-label={columnLabel(key)}
              data-testid={decision?.key === key ? 'decisive-key' : undefined}
              title={decision?.key === key ? why : undefined}
            >
              {format(key, keys, coverageOf)}
            </td>
          ))}
          <td className="num move-cell" data-label={`vs ${versusRanker(ranker)}`}>
            <Movement ranks={ranks} ranker={ranker} />
          </td>
          {places.map(({ target, place }) => (
            <td key={target} className="num target-cell" data-label={TARGET_INFO[target].label}>
              <TargetPlaceCell target={target} place={place} />
            </td>
          ))}
        </>
      )}
    </tr>
  );
};

export const HitRow = memo(HitRowView);
