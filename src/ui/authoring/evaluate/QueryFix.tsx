import { useEffect } from 'react';
import type { ToolText } from '../../../engine/core';
import type { FixesAnswer } from '../../../worker/boundary';
import { errorOf, type RequestState, shown } from '../../shared/request';
import type { FixesRun } from '../state/authoringTypes';
import { fixRankerLabel } from './FixFigures';
import { ProposalChange } from './ProposalChange';

type Props = {
  /** The query's id in the set, as the proposals' wins name it, and its text. */
  id: string;
  query: string;
  /** The Fixes view's request: its one answer and cache. */
  fixes: RequestState<FixesRun>;
  /** Asks for the Fixes view's answer when it is not asked yet for the catalog as it is now. */
  onAsk: () => void;
  /** A new evaluation (an edit, a new set): the answer is asked again for it. */
  asked: unknown;
  onRetry: () => void;
  /** Saves a fix's text as an ordinary edit; undefined in a reader's embed. */
  onApply: ((name: string, text: ToolText) => void) | undefined;
  /** An edit is on its way: Apply waits. */
  busy: boolean;
};

const wins = (id: string) => (moves: readonly { query: string }[]) =>
  moves.some((move) => move.query === id);

/** Why the Fixes view has no proposal for the query: each dropped one, and each miss unfixed. */
const NoFix = ({ id, answer }: { id: string; answer: FixesAnswer }) => {
  const dropped = answer.proposals.dropped.filter(({ proposal }) => wins(id)(proposal.wins));
  const unfixed = answer.proposals.unfixed.filter((miss) => miss.query === id);
  if (dropped.length === 0 && unfixed.length === 0)
    return (
      <p className="hint">
        No fix: no chosen agent misses it at its own k (
        {answer.targets
          .map((target) => `${fixRankerLabel(target)} ${answer.proposals.k[target] ?? ''}`)
          .join(', ')}
        ).
      </p>
    );
  return (
    <ul className="query-fix-why">
      {dropped.map(({ proposal, reason }) => (
        <li key={proposal.id}>
          A fix to <span className="mono">{proposal.tool}</span> ({proposal.levers.join(', ')}) was
          dropped: {reason}
          {proposal.steals.length > 0 &&
            `; it takes ${proposal.steals
              .map((move) => `“${move.text}” from ${move.tool} (${fixRankerLabel(move.ranker)})`)
              .join(', ')}`}
          {proposal.losses.length > 0 &&
            `; it loses ${proposal.losses
              .map((move) => `“${move.text}” (${fixRankerLabel(move.ranker)})`)
              .join(', ')}`}
          .
        </li>
      ))}
      {unfixed.map((miss) => (
        <li key={`${miss.tool}|${miss.ranker}`}>
          <span className="mono">{miss.tool}</span> under {fixRankerLabel(miss.ranker)}:{' '}
          {miss.reason}.
        </li>
      ))}
    </ul>
  );
};

/**
 * "Propose a fix" on a missed query: the proposals of the Fixes view that win this query, each
 * with Apply (the Fixes view's edit path), or why there is none. The Fixes view's answer is asked
 * when it is not yet, through its own request, so the two never hold two answers.
 */
export const QueryFix = ({ id, query, fixes, onAsk, asked, onRetry, onApply, busy }: Props) => {
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new evaluation asks again
  useEffect(() => onAsk(), [onAsk, asked]);
  const run = shown(fixes);
  const error = errorOf(fixes);
  const pending = fixes.status === 'pending';
  const proposals = run?.answer.texts.filter(({ proposal }) => wins(id)(proposal.wins)) ?? [];
  return (
    <section className="panel query-fix" aria-label={`Fixes for “${query}”`}>
      <h3>
        Fixes for <q>{query}</q>
      </h3>
      {error && (
        <p role="alert">
          The fixes could not be proposed: {error.message}{' '}
          <button type="button" className="link" onClick={onRetry}>
            Retry
          </button>
        </p>
      )}
      {pending && <p className="hint">{run ? 'Updating the fixes…' : 'Proposing fixes…'}</p>}
      {run && proposals.length === 0 && <NoFix id={id} answer={run.answer} />}
      {run && proposals.length > 0 && (
        <ul className="query-fix-list" aria-label={`Proposals for “${query}”`}>
          {proposals.map(({ proposal, text }) => (
            <li key={proposal.id}>
              <p className="mono query-fix-tool">{proposal.tool}</p>
              <ProposalChange
                proposal={proposal}
                busy={busy || pending}
                applyLabel={`Apply the fix to ${proposal.tool} for “${query}”`}
                onApply={onApply && (() => onApply(proposal.tool, text))}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
