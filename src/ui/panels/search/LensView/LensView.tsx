import { memo } from 'react';
import type { PageShare } from '../../../../engine/core';
import { Marked } from '../../../marks/Marked';
import type { LensState } from '../../../store/types';
import { LensText } from './LensText';
import { WindowBudgets } from './WindowBudgets';

type Props = {
  lens: LensState;
  /** The hit's share of the page budget, when it is on the page. */
  share: PageShare | undefined;
  onWhyNot: (name: string) => void;
  onClose: () => void;
};

const MODE_TEXT = {
  lens: 'windows around the hits',
  whole: 'the whole description fits',
  opening: 'no hit in the description: its opening is shown',
} as const;

/** One hit through the excerpt lens: what was kept, why, and what it cost. */
const LensViewView = ({ lens, share, onWhyNot, onClose }: Props) => {
  const view = lens.view;
  return (
    <section className="panel lens" data-testid="lens" aria-labelledby="lens-title">
      <header className="panel-header">
        <h2 id="lens-title">
          Lens: <span className="mono">{lens.name}</span>
        </h2>
        <button type="button" className="dismiss" aria-label="Close the lens" onClick={onClose}>
          ×
        </button>
      </header>
      {!view ? (
        <p className="empty">
          <span className="mono">{lens.name}</span> is not among these results.{' '}
          <button type="button" className="link" onClick={() => onWhyNot(lens.name)}>
            Why not?
          </button>
        </p>
      ) : (
        <>
          <p className="lens-summary" data-testid="lens-summary">
            {view.excerpt.windows.length} window{view.excerpt.windows.length === 1 ? '' : 's'} ·{' '}
            {MODE_TEXT[view.excerpt.mode]} ·{' '}
            <strong>{view.excerpt.cut.toLocaleString('en')}</strong> of{' '}
            {view.length.toLocaleString('en')} characters cut
            {share && (
              <>
                {' '}
                · its page share {share.share} characters (equal share {share.equal})
              </>
            )}
          </p>
          <h3>Description</h3>
          <LensText
            // A new tool or query starts again from the windows' neighbourhood.
            key={`${view.name}\n${view.length}\n${view.excerpt.text}`}
            length={view.length}
            slices={view.slices}
            windows={view.excerpt.windows}
            matches={view.matches}
            matchCount={view.matchCount}
            weights={view.weights}
          />
          {view.excerpt.windows.length > 0 && view.excerpt.mode === 'lens' && (
            <>
              <h3>Window budgets</h3>
              <WindowBudgets
                windows={view.excerpt.windows}
                budget={share?.share ?? view.excerpt.cap}
              />
            </>
          )}
          <h3>Excerpt in the menu</h3>
          <p className="lens-excerpt">
            <Marked
              text={view.excerpt.text}
              stems={Object.keys(view.weights)}
              weights={view.weights}
            />
          </p>
        </>
      )}
    </section>
  );
};

/** Memoised: the panel re-renders on every keystroke, this only when its props change. */
export const LensView = memo(LensViewView);
