import {
  formatCount,
  type ReplayTurn,
  type TranscriptEvent,
  WORKING_SET_RULE_INFO,
  type WorkingSetRule,
} from '../../../../engine/core';
import { ServerText } from '../../../shared/text/ServerText';
import { BoundedText } from './BoundedText';

type Discover = Extract<TranscriptEvent, { type: 'discover' }>;
type Compact = Extract<TranscriptEvent, { type: 'compact' }>;

/** How the query reads beside the tool: a `select:` names tools, it does not search. */
const FORM_LABELS: Record<Discover['form'], string> = {
  search: 'search',
  select: 'select: names the tools, does not search',
  pattern: 'pattern',
};

const Chips = ({
  label,
  names,
  turn,
  testId,
}: {
  label: string;
  names: readonly string[];
  turn?: ReplayTurn;
  testId: string;
}) => (
  <div className="menu-hits" data-testid={testId}>
    <span className="muted">{label} →</span>
    {names.length === 0 ? (
      <span className="muted">none</span>
    ) : (
      <ol className="hit-chips">
        {names.map((name) => (
          <li
            key={name}
            className={turn?.workingSet.includes(name) ? 'hit-chip held' : 'hit-chip'}
            data-testid="discover-tool"
          >
            <ServerText text={name} />
          </li>
        ))}
      </ol>
    )}
  </div>
);

/** A search that loads: the tool and query as the agent sent them, what came back, what loaded. */
export const DiscoverBody = ({ event, turn }: { event: Discover; turn: ReplayTurn }) => (
  <>
    <BoundedText text={event.query} testId="event-query">
      {(query) => (
        <code className="event-call" data-testid="event-query">
          <ServerText text={`${event.via}("${query}")`} />
        </code>
      )}
    </BoundedText>{' '}
    <span className={`discover-form form-${event.form}`} data-testid="discover-form">
      {FORM_LABELS[event.form]}
    </span>
    {event.error !== undefined && (
      <p className="event-error" data-testid="discover-error">
        The search failed: <ServerText text={event.error} />
      </p>
    )}
    <Chips label="returned" names={event.returned} testId="discover-returned" />
    <Chips label="loaded" names={event.loaded} turn={turn} testId="discover-loaded" />
    {(event.unknown ?? []).length > 0 && (
      <Chips
        label="loaded, not in the catalog"
        names={event.unknown ?? []}
        testId="discover-unknown"
      />
    )}
  </>
);

/** What a compaction does to the working set, by rule and by what the log says it carried. */
const compacted = (rule: WorkingSetRule, event: Compact): string => {
  if (rule !== 'session') {
    return {
      lru: 'keeps its tools',
      'while-referenced': 'drops every tool loaded so far',
      turn: 'keeps what this turn loaded until the turn ends',
    }[rule];
  }
  const lost = event.uncarried?.length ?? 0;
  const but = lost > 0 ? `, but ${lost} the agent later answered "No such tool available" for` : '';
  return event.carried === undefined
    ? `keeps its tools (the log lists none carried: a client older than preCompactDiscoveredTools)${but}`
    : `keeps the ${event.carried.length} tools the agent carried across${but}`;
};

/** The agent compacted its context. */
export const CompactBody = ({ event, rule }: { event: Compact; rule: WorkingSetRule }) => (
  <span className="event-text" data-testid="event-compact">
    The agent compacted its context
    {event.trigger !== undefined && (
      <>
        {' '}
        (<ServerText text={event.trigger} />)
      </>
    )}
    {event.preTokens !== undefined && ` at ${formatCount(event.preTokens)} tokens`}. The working set{' '}
    {compacted(rule, event)} under the rule “{WORKING_SET_RULE_INFO[rule].label}”.
  </span>
);
