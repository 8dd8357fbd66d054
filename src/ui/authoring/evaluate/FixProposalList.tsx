import type { Proposal, QueryMove, ToolFix } from '../../../engine/library';
import type { FixesAnswer } from '../../../worker/boundary';
import { TextDiff } from '../edit/DiffView';
import { fixRankerLabel } from './FixFigures';
import { FixSnippet } from './FixSnippet';

type Props = {
  texts: FixesAnswer['texts'];
  busy: boolean;
  /** Undefined in a reader's embed: the proposals are listed, not applied. */
  onApply: ((entry: FixesAnswer['texts'][number]) => void) | undefined;
};

/** Moves counted per ranker, `Codex 2 · toollens 1`. */
const movesByRanker = (moves: readonly QueryMove[]): string => {
  const counts = new Map<string, number>();
  for (const move of moves) {
    const label = fixRankerLabel(move.ranker);
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts].map(([label, n]) => `${label} ${n}`).join(' · ') || '0';
};

/** One edit's change: a word diff of text a model reads, the words of a hint or a rename. */
const Change = ({ fix }: { fix: ToolFix }) =>
  fix.lever === 'description' || fix.lever === 'title' ? (
    <div>
      <span className="fix-lever">{fix.lever}</span>
      <TextDiff before={fix.before} after={fix.after} />
    </div>
  ) : (
    <div>
      <span className="fix-lever">{fix.lever}</span>{' '}
      <span className="mono">
        {fix.before && <del>{fix.before}</del>} <ins>{fix.after}</ins>
      </span>
    </div>
  );

/** A proposal's tokens: declared once loaded, and what every turn carries. */
const tokensOf = ({ tokens }: Proposal) =>
  tokens.surface > 0
    ? `${tokens.declaration} + ${tokens.surface} standing`
    : String(tokens.declaration);

/**
 * The proposals kept, best first: the tool, the change as a word diff, the queries it wins under
 * each ranker, the other tools' queries it steals and the tokens it adds, each with an Apply
 * that saves it as an ordinary edit and, folded, where it goes in the server's code.
 */
export const FixProposalList = ({ texts, busy, onApply }: Props) =>
  texts.length === 0 ? (
    <p className="empty">No proposal: no miss of this set is brought in by a safe edit.</p>
  ) : (
    <ul className="fix-proposals" aria-label="Proposals">
      {texts.map((entry) => {
        const { proposal } = entry;
        return (
          <li key={proposal.id} className="panel fix-proposal">
            <header>
              <h3 className="mono">{proposal.tool}</h3>
              {proposal.breaking && <span className="badge warn">breaking: renames</span>}
              {!proposal.safe && !proposal.breaking && <span className="badge warn">steals</span>}
              {onApply && (
                <button
                  type="button"
                  disabled={busy}
                  aria-label={`Apply the fix to ${proposal.tool}`}
                  onClick={() => onApply(entry)}
                >
                  Apply
                </button>
              )}
            </header>
            {proposal.edits.map((fix) => (
              <Change key={`${fix.lever}${fix.pointer ?? ''}`} fix={fix} />
            ))}
            <ul className="fix-wins" aria-label={`Queries the fix to ${proposal.tool} wins`}>
              {proposal.wins.map((move) => (
                <li key={`${move.query}|${move.ranker}`}>
                  “{move.text}”: {fixRankerLabel(move.ranker)} rank {move.before ?? 'none'} →{' '}
                  {move.after ?? 'none'}
                </li>
              ))}
            </ul>
            <p className="fix-note">
              Wins {movesByRanker(proposal.wins)} · steals {proposal.steals.length} · tokens{' '}
              {tokensOf(proposal)} · adds “{proposal.edits.flatMap((each) => each.words).join(', ')}
              ”
            </p>
            <FixSnippet proposal={proposal} text={entry.text} />
          </li>
        );
      })}
    </ul>
  );
