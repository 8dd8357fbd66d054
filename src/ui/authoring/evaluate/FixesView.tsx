import { useState } from 'react';
import { AGENT_TARGETS, type AgentTargetId, plural, TARGET_INFO } from '../../../engine/core';
import type { FixesAnswer } from '../../../worker/boundary';
import { RequestErrorNote } from '../../shared/messages/RequestError';
import { errorOf, type RequestState, shown } from '../../shared/request';
import type { FixesRun } from '../state/authoringTypes';
import { FixFigures, fixRankerLabel } from './FixFigures';
import { FixProposalList } from './FixProposalList';

type Props = {
  fixes: RequestState<FixesRun>;
  targets: readonly AgentTargetId[];
  onTargets: (targets: AgentTargetId[]) => void;
  /** An edit is on its way: Apply waits. */
  busy: boolean;
  /** Saves texts as ordinary edits, one a tool; undefined in a reader's embed. */
  onApply: ((texts: { name: string; text: FixesAnswer['allSafe'][number] }[]) => void) | undefined;
  onRetry: () => void;
};

/**
 * Evaluate's Fixes view: the engine's fix proposals for the open set (docs/fixes.md). The
 * held-out result comes first, the seen one beside it, then the proposals, each applied with one
 * click as an ordinary edit; "Apply all safe fixes" shows the held-out result again and applies on
 * confirm, one edit a tool. Dropped proposals and misses no edit fixes are listed folded.
 */
export const FixesView = ({ fixes, targets, onTargets, busy, onApply, onRetry }: Props) => {
  const [confirming, setConfirming] = useState(false);
  const run = shown(fixes);
  const error = errorOf(fixes);
  if (targets.length === 0)
    return (
      <fieldset className="panel fix-targets">
        <legend>Propose fixes for which agents?</legend>
        {AGENT_TARGETS.map((id) => (
          <label key={id}>
            <input type="checkbox" onChange={() => onTargets([id])} /> {TARGET_INFO[id].label}
          </label>
        ))}
      </fieldset>
    );
  if (error && !run)
    return (
      <div>
        <RequestErrorNote
          message={{
            ...error,
            id: 'fixes',
            subsystem: 'evaluate',
            what: 'The fix proposals',
            retry: onRetry,
          }}
        />
      </div>
    );
  if (!run)
    return (
      <p className="empty" role="status">
        Proposing fixes under {targets.map((id) => TARGET_INFO[id].label).join(', ')}…
      </p>
    );
  const { answer } = run;
  const pending = fixes.status === 'pending';
  const safe = answer.allSafe.map((text) => ({ name: text.name, text }));
  return (
    <div className="fixes-view">
      <p className="fix-note" role="status">
        {plural(answer.queries, 'query')} · targets{' '}
        {answer.targets.map((id) => TARGET_INFO[id].label).join(', ')}
        {pending && ' · updating…'}
      </p>
      {/* While confirming, the confirmation shows the figures. */}
      {!confirming && <FixFigures heldOut={answer.heldOut} />}
      {onApply && safe.length > 0 && !confirming && (
        <button type="button" disabled={busy} onClick={() => setConfirming(true)}>
          Apply all safe fixes ({plural(safe.length, 'tool')})
        </button>
      )}
      {onApply && confirming && (
        <section className="panel fix-confirm" role="dialog" aria-label="Apply all safe fixes">
          <h3>Apply all safe fixes?</h3>
          <FixFigures heldOut={answer.heldOut} />
          <p>
            {plural(safe.length, 'tool')} edited, one edit each (undo takes back one tool):{' '}
            <span className="mono">{safe.map((each) => each.name).join(', ')}</span>
          </p>
          <div className="fix-actions">
            <button
              type="button"
              disabled={busy}
              onClick={() => {
                setConfirming(false);
                onApply(safe);
              }}
            >
              Apply {plural(safe.length, 'edit')}
            </button>
            <button type="button" onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </div>
        </section>
      )}
      <FixProposalList
        texts={answer.texts}
        busy={busy || pending}
        onApply={onApply && ((entry) => onApply([{ name: entry.proposal.tool, text: entry.text }]))}
      />
      {answer.proposals.dropped.length > 0 && (
        <details className="panel">
          <summary>{plural(answer.proposals.dropped.length, 'proposal')} dropped</summary>
          <ul>
            {answer.proposals.dropped.map(({ proposal, reason }) => (
              <li key={proposal.id}>
                <span className="mono">{proposal.tool}</span> ({proposal.levers.join(', ')}):{' '}
                {reason}
              </li>
            ))}
          </ul>
        </details>
      )}
      {answer.proposals.unfixed.length > 0 && (
        <details className="panel">
          <summary>{plural(answer.proposals.unfixed.length, 'miss', 'misses')} with no fix</summary>
          <ul>
            {answer.proposals.unfixed.map((miss) => (
              <li key={`${miss.query}|${miss.tool}|${miss.ranker}`}>
                <span className="mono">{miss.tool}</span> under {fixRankerLabel(miss.ranker)}, query{' '}
                {miss.query}: {miss.reason}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
};
