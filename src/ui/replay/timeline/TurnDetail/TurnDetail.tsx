import type {
  LabelledActivation,
  Marker,
  ReplayTurn,
  Turn,
  WorkingSetRule,
} from '../../../../engine/core';
import type { RecordedSearchCheck } from '../../../../engine/index';
import type { EditError } from '../../state/sessionTypes';
import type { TranscriptEdit } from '../../state/transcriptEdits';
import { clockOf } from '../WorkingSetFigure/slotRows';
import { AddEventForm } from './AddEventForm';
import { EventItem } from './EventItem';
import { MARKER_TITLES } from './markerText';
import './turnDetail.css';
import { ServerText } from '../../../shared/text/ServerText';

type Props = {
  number: number;
  turn: Turn;
  replayed: ReplayTurn;
  markers: Marker[];
  turnCount: number;
  editing: boolean;
  editError: EditError | undefined;
  onEdit: (edit: TranscriptEdit) => Promise<boolean>;
  onDismissEditError: () => void;
  /** The working-set rule the turn was replayed by. Default `lru`. */
  rule?: WorkingSetRule;
  /** This turn's recorded searches held against their emulators, when checked. */
  recorded?: readonly RecordedSearchCheck[] | undefined;
};

const Controls = ({
  number,
  index,
  count,
  turnCount,
  onEdit,
}: {
  number: number;
  index: number;
  count: number;
  turnCount: number;
  onEdit: Props['onEdit'];
}) => (
  <span className="event-controls">
    <button
      type="button"
      className="button small"
      aria-label="Move earlier"
      title="Move earlier (to the turn before, from the top)"
      disabled={number === 1 && index === 0}
      onClick={() => void onEdit({ kind: 'moveEvent', turn: number, index, delta: -1 })}
    >
      ↑
    </button>
    <button
      type="button"
      className="button small"
      aria-label="Move later"
      title="Move later (to the turn after, from the bottom)"
      disabled={number === turnCount && index === count - 1}
      onClick={() => void onEdit({ kind: 'moveEvent', turn: number, index, delta: 1 })}
    >
      ↓
    </button>
    <button
      type="button"
      className="button small"
      aria-label="Remove event"
      data-testid="remove-event"
      onClick={() => void onEdit({ kind: 'removeEvent', turn: number, index })}
    >
      ✕
    </button>
  </span>
);

/** A labelled turn's verdict, in words: right or wrong, and the tools the query needed. */
const LabelsFlag = ({ labelled }: { labelled: LabelledActivation }) => (
  <span
    className={`flag flag-labels ${labelled.right ? 'flag-right' : 'flag-wrong-tool'}`}
    data-testid="turn-labels"
  >
    {labelled.right ? '✓ right tool' : '✕ wrong tool'} · labelled:{' '}
    <ServerText text={labelled.relevant.join(', ')} />
  </span>
);

/** The selected turn: its events with what each returned and changed, and its markers. */
export const TurnDetail = ({
  number,
  turn,
  replayed,
  markers,
  turnCount,
  editing,
  editError,
  onEdit,
  onDismissEditError,
  rule,
  recorded,
}: Props) => {
  const rejectedAt = new Map(replayed.rejected.map((r) => [r.event, r.error]));
  const turnMarkers = markers.filter((marker) => marker.event === undefined);
  return (
    <section
      className="panel turn-detail"
      data-testid="turn-detail"
      aria-labelledby="turn-detail-title"
    >
      <div className="panel-header">
        <h2 id="turn-detail-title">
          t{number} <span className="muted">· {clockOf(turn.at)}</span>
        </h2>
        {replayed.labelled && <LabelsFlag labelled={replayed.labelled} />}
        {replayed.reindexed.length > 0 && (
          <span className="flag flag-reindex" data-testid="reindexed">
            ⟳ {replayed.reindexed.join(', ')} re-indexed: the clock passed its refresh
          </span>
        )}
      </div>
      {turn.events.length === 0 && <p className="empty">No events in this turn.</p>}
      <ol className="events">
        {turn.events.map((event, index) => (
          <EventItem
            // biome-ignore lint/suspicious/noArrayIndexKey: events have no identity but their place
            key={index}
            event={event}
            turn={replayed}
            rule={rule}
            search={replayed.searches.find((search) => search.event === index)}
            recorded={recorded?.find((check) => check.at.event === index)}
            rejected={rejectedAt.get(index)}
            markers={markers.filter((marker) => marker.event === index)}
            controls={
              editing ? (
                <Controls
                  number={number}
                  index={index}
                  count={turn.events.length}
                  turnCount={turnCount}
                  onEdit={onEdit}
                />
              ) : undefined
            }
          />
        ))}
      </ol>
      {turnMarkers.map((marker) => (
        <p
          key={`${marker.kind}-${marker.tool ?? ''}`}
          className={`marker marker-${marker.kind}`}
          role="note"
          data-testid="marker"
        >
          <strong>{MARKER_TITLES[marker.kind]}.</strong> <ServerText text={marker.message} />
        </p>
      ))}
      {editing && (
        <>
          <AddEventForm
            turn={number}
            error={editError}
            onAdd={(event) => onEdit({ kind: 'addEvent', turn: number, event })}
            onDismissError={onDismissEditError}
          />
          <div className="turn-controls">
            <button
              type="button"
              className="button small"
              onClick={() => void onEdit({ kind: 'addTurn', after: number })}
            >
              + Turn after t{number}
            </button>
            <button
              type="button"
              className="button small"
              disabled={turnCount <= 1}
              onClick={() => void onEdit({ kind: 'removeTurn', turn: number })}
            >
              Remove t{number}
            </button>
          </div>
        </>
      )}
    </section>
  );
};
