import { memo } from 'react';
import { escapeHidden, type ToolState } from '../../../../engine/core';
import { MARKER_ICONS } from '../TurnDetail/markerText';
import type { SlotRow } from './slotRows';
import './workingSetFigure.css';
import { plural } from '../../../shared/format';
import { ServerText } from '../../../shared/text/ServerText';

type Props = {
  rows: SlotRow[];
  turn: number;
  budget: number;
  onTurn: (turn: number) => void;
};

export const STATE_LABELS: Record<ToolState, string> = {
  activated: 'activated this turn',
  held: 'held',
  warm: 'kept warm by a direct call',
  evicted: 'evicted (least recently used)',
};

/** Above this budget the free slots are counted, not drawn: twenty empty boxes say little. */
const DRAWN_FREE = 8;

const Legend = () => (
  <ul className="ws-legend" aria-label="Legend">
    {(['activated', 'held', 'warm', 'evicted'] as const).map((state) => (
      <li key={state}>
        <span className={`slot slot-${state} swatch`} aria-hidden="true">
          {state === 'evicted' ? '−' : ''}
        </span>
        {STATE_LABELS[state]}
      </li>
    ))}
  </ul>
);

const Row = ({ row, turn, budget, onTurn }: { row: SlotRow } & Omit<Props, 'rows'>) => {
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
        {row.reindexed.length > 0 && (
          <span
            className="flag flag-reindex"
            title={`${escapeHidden(row.reindexed.join(', '))} re-indexed: its description changed`}
          >
            ⟳ re-index
          </span>
        )}
        {row.markers.map((marker) => (
          <span
            key={`${marker.kind}-${marker.tool ?? ''}-${marker.event ?? ''}`}
            className={`flag flag-${marker.kind}`}
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

/**
 * The spec's working-set figure: one row of slots per turn, each tool in its place, coloured by
 * state, the evicted with a minus. Turns after the selected one are faded, so scrubbing shows
 * the set filling; a row's turn button selects it.
 */
const WorkingSetFigureView = ({ rows, turn, budget, onTurn }: Props) => (
  <figure className="panel ws-figure" data-testid="ws-figure">
    <div className="panel-header">
      <h2>Working set</h2>
      <Legend />
    </div>
    <ol className="ws-rows">
      {rows.map((row) => (
        <Row key={row.turn} row={row} turn={turn} budget={budget} onTurn={onTurn} />
      ))}
    </ol>
    <figcaption className="muted">
      {plural(budget, 'slot')}. Nothing is stored: each turn re-derives the set from the transcript,
      newest touch first, and the least recently touched tool falls out when it is full. Scaffolding
      is always declared and takes no slot.
    </figcaption>
  </figure>
);

export const WorkingSetFigure = memo(WorkingSetFigureView);
