import { memo } from 'react';
import type { Excerpt, PageShare } from '../../../engine/core';
import { formatCount, plural } from '../../shared/format';
import { Marked } from '../../shared/marks/Marked';
import { ServerText } from '../../shared/text/ServerText';
import type { LensState } from '../state/searchTypes';
import { LensText } from './LensText';
import { WindowBudgets } from './WindowBudgets';

type Props = {
  lens: LensState;
  /** The hit's share of the page budget, when it is on the page. */
  share: PageShare | undefined;
  /** Stem → w(t) under the ranker shown (rankerTerms), for the colour of the marks. */
  weights: Readonly<Record<string, number>>;
  onWhyNot: (name: string) => void;
  onClose: () => void;
};

const MODE_TEXT = {
  lens: 'windows around the hits',
  whole: 'the whole description fits',
  opening: 'no hit in the description: its opening is shown',
} as const;

/** The hits inside the excerpt's prefix, which leads its text. */
const prefixMarks = (excerpt: Excerpt) =>
  excerpt.marks?.filter((mark) => mark.end <= (excerpt.prefix?.length ?? 0));

/** One hit through the excerpt lens: what was kept, why, and what it cost. */
const LensViewView = ({ lens, share, weights, onWhyNot, onClose }: Props) => {
  const view = lens.view;
  return (
    <section className="panel lens" data-testid="lens" aria-labelledby="lens-title">
      <header className="panel-header">
        <h2 id="lens-title">
          Lens:{' '}
          <span className="mono">
            <ServerText text={lens.name} />
          </span>
        </h2>
        <button type="button" className="dismiss" aria-label="Close the lens" onClick={onClose}>
          ×
        </button>
      </header>
      {!view ? (
        <p className="empty">
          <span className="mono">
            <ServerText text={lens.name} />
          </span>{' '}
          is not among these results.{' '}
          <button type="button" className="link" onClick={() => onWhyNot(lens.name)}>
            Why not?
          </button>
        </p>
      ) : (
        <>
          <p className="lens-summary" data-testid="lens-summary">
            {plural(view.excerpt.windows.length, 'window')} · {MODE_TEXT[view.excerpt.mode]} ·{' '}
            <strong>{formatCount(view.excerpt.cut)}</strong> of {formatCount(view.length)}{' '}
            characters cut
            {share && (
              <>
                {' '}
                · its page share {share.share} characters (equal share {share.equal})
              </>
            )}
          </p>
          {view.excerpt.prefix && (
            // A term matched outside the description (name, capability, glossary, argument):
            // said first, so "no hit in the description" does not read as no reason at all.
            <p className="lens-elsewhere" data-testid="lens-elsewhere">
              <span className="muted">Matched outside the description: </span>
              <Marked
                text={view.excerpt.prefix}
                marks={prefixMarks(view.excerpt)}
                weights={weights}
              />
            </p>
          )}
          <h3>Description</h3>
          <LensText
            // A new tool or query starts again from the windows' neighbourhood.
            key={`${view.name}\n${view.length}\n${view.excerpt.text}`}
            length={view.length}
            slices={view.slices}
            windows={view.excerpt.windows}
            matches={view.matches}
            matchCount={view.matchCount}
            weights={weights}
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
            <Marked text={view.excerpt.text} marks={view.excerpt.marks} weights={weights} />
          </p>
        </>
      )}
    </section>
  );
};

/** Memoised: the panel re-renders on every keystroke, this only when its props change. */
export const LensPanel = memo(LensViewView);
