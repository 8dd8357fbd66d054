import { type ReactNode, useMemo } from 'react';
import {
  escapeHidden,
  FILTER_AXES,
  type Marker,
  own,
  type ReplayedSearch,
  type ReplayTurn,
  type TranscriptEvent,
  type WorkingSetRule,
} from '../../../../engine/core';
import type { RecordedSearchCheck } from '../../../../engine/index';
import { plural } from '../../../shared/format';
import { ServerText } from '../../../shared/text/ServerText';
import { BoundedText } from './BoundedText';
import { CompactBody, DiscoverBody } from './DiscoverBody';
import { MARKER_TITLES } from './markerText';

type Props = {
  event: TranscriptEvent;
  turn: ReplayTurn;
  search: ReplayedSearch | undefined;
  rejected: string | undefined;
  markers: Marker[];
  /** Edit controls, when the panel is in edit mode. */
  controls?: ReactNode;
  /** The working-set rule of the replay: what a compaction did. Default `lru`. */
  rule?: WorkingSetRule;
  /** A discover event's recorded result held against its agent's emulator, when checked. */
  recorded?: RecordedSearchCheck | undefined;
};

const SearchBody = ({
  event,
  search,
  turn,
}: Pick<Props, 'search' | 'turn'> & {
  event: Extract<TranscriptEvent, { type: 'search' }>;
}) => {
  const filters = FILTER_AXES.flatMap((axis) =>
    (event[axis] ?? []).length > 0 ? [`${axis}: ${(event[axis] ?? []).join(', ')}`] : [],
  );
  return (
    <>
      <BoundedText text={event.query} testId="event-query">
        {(query) => (
          <code className="event-call" data-testid="event-query">
            search_tools("{query}"{filters.length > 0 ? `, ${filters.join('; ')}` : ''})
          </code>
        )}
      </BoundedText>
      {search && (
        <div className="menu-hits" data-testid="menu-hits">
          <span className="muted">
            menu: {plural(search.totalHits, 'hit')}
            {search.hits.length < search.totalHits ? `, top ${search.hits.length}` : ''} →
          </span>
          <ol className="hit-chips" aria-label="Menu">
            {search.hits.map((name) => (
              <li
                key={name}
                className={turn.workingSet.includes(name) ? 'hit-chip held' : 'hit-chip'}
                data-testid="menu-hit"
                title={
                  turn.reindexed.includes(name)
                    ? `${escapeHidden(name)} was re-indexed this turn`
                    : undefined
                }
              >
                <ServerText text={name} />
                {turn.reindexed.includes(name) && <span className="fresh"> ⟳ new text</span>}
              </li>
            ))}
          </ol>
        </div>
      )}
      {event.menu && (
        <details className="recorded-menu">
          <summary>the menu as recorded</summary>
          <BoundedText text={event.menu} testId="event-menu">
            {(menu) => (
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus, or a keyboard cannot scroll it
              <pre className="code" tabIndex={0}>
                <ServerText text={menu} isolate={false} />
              </pre>
            )}
          </BoundedText>
        </details>
      )}
    </>
  );
};

/** A direct call: its arguments as JSON, stringified once per event and drawn bounded. */
const CallBody = ({
  event,
  turn,
}: Pick<Props, 'turn'> & { event: Extract<TranscriptEvent, { type: 'call' }> }) => {
  const args = useMemo(() => (event.args ? JSON.stringify(event.args) : ''), [event.args]);
  return (
    <BoundedText text={args} testId="event-args">
      {(shown) => (
        <code className="event-call" data-testid="event-args">
          <ServerText text={`${event.name}(${shown})`} />
          <span className="muted">
            {' '}
            {own(turn.states, event.name) === 'warm' ? '— a direct call keeps it warm' : ''}
          </span>
        </code>
      )}
    </BoundedText>
  );
};

const Body = ({
  event,
  turn,
  search,
  rule = 'lru',
  recorded,
}: Pick<Props, 'event' | 'turn' | 'search' | 'rule' | 'recorded'>) => {
  switch (event.type) {
    case 'user':
    case 'assistant':
      return (
        <BoundedText text={event.text} testId="event-message">
          {(text) => (
            <q className="event-text" data-testid="event-message">
              {text}
            </q>
          )}
        </BoundedText>
      );
    case 'search':
      return <SearchBody event={event} search={search} turn={turn} />;
    case 'activate':
      return (
        <BoundedText
          text={`activate_tool({ names: [${event.names.map((name) => `"${name}"`).join(', ')}] })`}
          testId="event-activate"
        >
          {(call) => (
            <code className="event-call">
              <ServerText text={call} />
            </code>
          )}
        </BoundedText>
      );
    case 'call':
      return <CallBody event={event} turn={turn} />;
    case 'discover':
      return <DiscoverBody event={event} turn={turn} recorded={recorded} />;
    case 'compact':
      return <CompactBody event={event} rule={rule} />;
  }
};

/** One event of a turn: what was said or called, what it returned, and what it changed. */
export const EventItem = ({
  event,
  turn,
  search,
  rejected,
  markers,
  controls,
  rule,
  recorded,
}: Props) => (
  <li className={`event event-${event.type}${rejected ? ' rejected' : ''}`} data-testid="event">
    <span className="event-kind">{event.type}</span>
    <div className="event-body">
      <Body event={event} turn={turn} search={search} rule={rule} recorded={recorded} />
      {rejected && (
        <p className="event-error" data-testid="event-rejected">
          {rejected}
        </p>
      )}
      {markers.map((marker) => (
        <p
          key={`${marker.kind}-${marker.tool ?? ''}`}
          className={`marker marker-${marker.kind}`}
          role="note"
          data-testid="marker"
        >
          <strong>{MARKER_TITLES[marker.kind]}.</strong> {marker.message}
        </p>
      ))}
    </div>
    {controls}
  </li>
);
