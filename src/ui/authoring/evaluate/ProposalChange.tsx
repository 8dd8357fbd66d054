import type { Proposal, ToolFix } from '../../../engine/library';
import { TextDiff } from '../edit/DiffView';
import { fixRankerLabel } from './FixFigures';
import './proposalChange.css';

type Props = {
  proposal: Proposal;
  /** An edit (or the proposals) is on its way: Apply waits. */
  busy: boolean;
  /** Saves the proposal's text as an ordinary edit; undefined where nothing is edited (an embed). */
  onApply: (() => void) | undefined;
  /** The Apply button's accessible name, saying what it edits. */
  applyLabel: string;
};

/** One lever's change: a word diff of text a model reads, the added words of a hint or a name. */
const LeverChange = ({ fix }: { fix: ToolFix }) => (
  <div className="proposal-lever-change">
    <span className="proposal-lever">{fix.lever}</span>{' '}
    {fix.lever === 'description' || fix.lever === 'title' ? (
      <TextDiff before={fix.before} after={fix.after} />
    ) : (
      <span className="mono">
        {fix.before && <del>{fix.before}</del>} <ins>{fix.after}</ins>
      </span>
    )}
  </div>
);

const rank = (value: number | null) => (value === null ? 'none' : String(value));

/**
 * One fix proposal where an author already looks (the findability card, a missed query's row):
 * each lever's change, the queries it wins and the ones it steals with their ranks before and
 * after, and an Apply that saves it as an ordinary edit.
 */
export const ProposalChange = ({ proposal, busy, onApply, applyLabel }: Props) => (
  <div className="proposal-change">
    {proposal.edits.map((fix) => (
      <LeverChange key={`${fix.lever}${fix.pointer ?? ''}`} fix={fix} />
    ))}
    <ul className="proposal-moves" aria-label={`What the fix to ${proposal.tool} wins and steals`}>
      {proposal.wins.map((move) => (
        <li key={`win|${move.query}|${move.ranker}`}>
          wins “{move.text}”: {fixRankerLabel(move.ranker)} rank {rank(move.before)} →{' '}
          {rank(move.after)}
        </li>
      ))}
      {proposal.steals.map((move) => (
        <li key={`steal|${move.query}|${move.ranker}|${move.tool}`} className="proposal-steal">
          steals “{move.text}” from <span className="mono">{move.tool}</span>:{' '}
          {fixRankerLabel(move.ranker)} rank {rank(move.before)} → {rank(move.after)}
        </li>
      ))}
      {proposal.steals.length === 0 && <li>steals nothing</li>}
    </ul>
    {onApply && (
      <button type="button" disabled={busy} aria-label={applyLabel} onClick={onApply}>
        Apply
      </button>
    )}
  </div>
);
