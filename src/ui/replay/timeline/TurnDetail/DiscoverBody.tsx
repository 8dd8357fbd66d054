import {
  formatCount,
  type ReplayTurn,
  TARGET_INFO,
  type TranscriptEvent,
  WORKING_SET_RULE_INFO,
  type WorkingSetRule,
} from '../../../../engine/core';
import type { RecordedSearchCheck } from '../../../../engine/index';
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
      <ol className="hit-chips" aria-label={label}>
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

const VERDICTS: Record<RecordedSearchCheck['verdict'], string> = {
  same: 'the same tools in the same order',
  reordered: 'the same tools in another order',
  different: 'other tools',
};

/** What the agent's emulator returns for the same search on this catalog, against the log. */
const RecordedVerdict = ({ check }: { check: RecordedSearchCheck }) => (
  <div className={`recorded-verdict verdict-${check.verdict}`} data-testid="discover-verdict">
    <p>
      The {TARGET_INFO[check.target].label} emulator returns {VERDICTS[check.verdict]} (top{' '}
      {check.k}){check.verdict === 'same' ? '.' : ':'}
    </p>
    {check.verdict !== 'same' && (
      <ul>
        {check.onlyRecorded.length > 0 && (
          <li>
            only the log: <ServerText text={check.onlyRecorded.join(', ')} />
          </li>
        )}
        {check.onlyEmulated.length > 0 && (
          <li>
            only the emulator: <ServerText text={check.onlyEmulated.join(', ')} />
          </li>
        )}
        {check.verdict === 'reordered' && (
          <li>
            the emulator's order: <ServerText text={check.emulated.join(', ')} />
          </li>
        )}
        {check.reasons.map((reason) => (
          <li key={reason.code}>
            likely: <ServerText text={reason.detail} />
          </li>
        ))}
      </ul>
    )}
  </div>
);

/** A search that loads: the tool and query as the agent sent them, what came back, what loaded. */
export const DiscoverBody = ({
  event,
  turn,
  recorded,
}: {
  event: Discover;
  turn: ReplayTurn;
  recorded?: RecordedSearchCheck | undefined;
}) => (
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
    {recorded && <RecordedVerdict check={recorded} />}
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
