import { memo, useId } from 'react';
import {
  escapeHidden,
  type ToolState,
  WORKING_SET_RULE_INFO,
  type WorkingSetRule,
} from '../../../../engine/core';
import { MARKER_ICONS, MARKER_TITLES } from '../TurnDetail/markerText';
import type { SlotRow } from './slotRows';
import './workingSetFigure.css';
import { plural } from '../../../shared/format';
import { ServerText } from '../../../shared/text/ServerText';

type Props = {
  rows: SlotRow[];
  turn: number;
  budget: number;
  onTurn: (turn: number) => void;
  /** The rule the rows were projected by; default `lru`. */
  rule?: WorkingSetRule;
  /** The heading: "Working set" unless a comparison names the rule. */
  title?: string;
  /** Each row's set size and evictions, written out (the side-by-side compares them). */
  counts?: boolean;
};

const STATE_LABELS: Record<ToolState, string> = {
  activated: 'activated this turn',
  held: 'held',
  warm: 'kept warm by a direct call',
  evicted: 'evicted (least recently used)',
};

/** Why a tool left the set, by rule: only the LRU evicts for room. */
const EVICTED_LABELS: Record<WorkingSetRule, string> = {
  lru: STATE_LABELS.evicted,
  session: 'not carried across a compaction',
  'while-referenced': 'dropped by a compaction',
  turn: 'gone with the turn it was loaded in',
};

/** What the caption says of each rule. */
const CAPTIONS: Record<WorkingSetRule, string> = {
  lru: 'Nothing is stored: each turn re-derives the set from the transcript, newest touch first, and the least recently touched tool falls out when it is full.',
  session:
    'Every loaded tool stays for the rest of the session; a compaction carries the set across; the budget does not bound the set.',
  'while-referenced':
    'A loaded tool stays while its reference is in the messages sent; a compaction drops them all; the budget does not bound the set.',
  turn: 'A turn holds only what it loaded itself; the next turn starts empty, and the budget does not bound the set.',
};

/** Above this budget the free slots are counted, not drawn: twenty empty boxes say little. */
const DRAWN_FREE = 8;

const Legend = ({ rule }: { rule: WorkingSetRule }) => (
  <ul className="ws-legend" aria-label="Legend">
    {(['activated', 'held', 'warm', 'evicted'] as const).map((state) => (
      <li key={state}>
        <span className={`slot slot-${state} swatch`} aria-hidden="true">
          {state === 'evicted' ? '−' : ''}
        </span>
        {state === 'evicted' ? EVICTED_LABELS[rule] : STATE_LABELS[state]}
      </li>
    ))}
  </ul>
);

type RowProps = { row: SlotRow; turn: number; budget: number; onTurn: (turn: number) => void };

const Row = ({ row, turn, budget, onTurn, counts }: RowProps & { counts: boolean }) => {
  const where = row.turn === turn ? 'current' : row.turn > turn ? 'future' : 'past';
  return (
    <li
      className={`ws-row ${where}`}
      data-testid="ws-row"
      data-turn={row.turn}
      aria-current={where === 'current' ? 'step' : undefined}
    >
      <button type="button" className="ws-turn" onClick={() => onTurn(row.turn)}>
        t{row.turn}
      </button>
      <span className="ws-label" title={row.label}>
        {row.label}
      </span>
      <ul className="ws-slots" aria-label={`Working set at t${row.turn}`}>
        {row.slots.map((slot) => (
          <li
            key={`${slot.state}-${slot.name}`}
            className={`slot slot-${slot.state}`}
            data-testid="slot"
            data-state={slot.state}
            title={`${escapeHidden(slot.name)}: ${STATE_LABELS[slot.state]}`}
          >
            {slot.state === 'evicted' && <span aria-hidden="true">− </span>}
            <span className="slot-name">
              <ServerText text={slot.name} />
            </span>
          </li>
        ))}
        {budget <= DRAWN_FREE ? (
          Array.from({ length: row.free }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: free slots have no identity
            <li key={i} className="slot slot-free" aria-label="free slot" />
          ))
        ) : row.free > 0 ? (
          <li className="slot-free-count muted">+{row.free} free</li>
        ) : null}
      </ul>
      <span className="ws-flags">
        {counts && <RowCounts row={row} />}
        {row.reindexed.length > 0 && (
          <span
            className="flag flag-reindex"
            title={`${escapeHidden(row.reindexed.join(', '))} re-indexed: its description changed`}
          >
            ⟳ re-index
          </span>
        )}
        {row.markers.map((marker) => (
          // A glyph and a word to see, the marker's title and message to hear.
          <span
            key={`${marker.kind}-${marker.tool ?? ''}-${marker.event ?? ''}`}
            className={`flag flag-${marker.kind}`}
            role="img"
            aria-label={`${MARKER_TITLES[marker.kind]}: ${escapeHidden(marker.message)}`}
            title={escapeHidden(marker.message)}
            data-testid="ws-marker"
          >
            {MARKER_ICONS[marker.kind]}
          </span>
        ))}
        {row.rejected > 0 && (
          <span className="flag flag-rejected" title="events that changed nothing">
            ✕ {row.rejected} refused
          </span>
        )}
      </span>
    </li>
  );
};

/** The row's set size and evictions, as the side-by-side compares them. */
const RowCounts = ({ row }: { row: SlotRow }) => {
  const held = row.slots.filter((slot) => slot.state !== 'evicted').length;
  const evicted = row.slots.length - held;
  return (
    <span className="ws-count num" data-testid="ws-count">
      {plural(held, 'tool')}
      {evicted > 0 ? `, −${evicted}` : ''}
    </span>
  );
};

/**
 * The design's working-set figure (docs/design/working-set.md): one row of slots per turn, each
 * tool in its place, coloured by state, the evicted with a minus. Turns after the selected one are
 * faded, so scrubbing shows the set filling; a row's turn button selects it.
 */
const WorkingSetFigureView = ({
  rows,
  turn,
  budget,
  onTurn,
  rule = 'lru',
  title = 'Working set',
  counts = false,
}: Props) => {
  const budgeted = WORKING_SET_RULE_INFO[rule].budgeted;
  const heading = useId();
  return (
    <figure
      className="panel ws-figure"
      data-testid="ws-figure"
      data-rule={rule}
      aria-labelledby={heading}
    >
      <div className="panel-header">
        <h2 id={heading}>{title}</h2>
        <Legend rule={rule} />
      </div>
      <ol className="ws-rows">
        {rows.map((row) => (
          <Row
            key={row.turn}
            row={row}
            turn={turn}
            budget={budgeted ? budget : 0}
            onTurn={onTurn}
            counts={counts}
          />
        ))}
      </ol>
      <figcaption className="muted">
        {budgeted ? `${plural(budget, 'slot')}. ` : ''}
        {CAPTIONS[rule]} Scaffolding is always declared and takes no slot.
      </figcaption>
    </figure>
  );
};

export const WorkingSetFigure = memo(WorkingSetFigureView);
