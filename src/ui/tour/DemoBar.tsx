import { useEffect, useRef } from 'react';
import { DEMO_LENGTH, DEMO_STEPS } from './demoSteps';
import { StepCaption } from './StepCaption';
import type { TourFigures } from './tourFigures';
import { useScrollToTarget } from './useScrollToTarget';
import './demo.css';

type Props = {
  /** The figures the panels draw, for the caption's numbers and names. */
  figures: TourFigures;
  step: number;
  onStep: (step: number) => void;
  onLeave: () => void;
  /** Opens the presenter view. */
  onPresent: () => void;
  /** What comes back when the tour ends, when it was started on the user's own catalog. */
  returning?: string | undefined;
};

/**
 * The guided demo's caption, between the tabs and the panel so it never covers what it talks
 * about, and sticky, so it stays on screen when a step scrolls to its figure. Its numbers and
 * names are filled from the figures the panel draws. The Next button takes the focus at every
 * step, so the keyboard keeps driving the demo even where a panel focuses its own field on
 * arrival.
 */
export const DemoBar = ({ figures, step, onStep, onLeave, onPresent, returning }: Props) => {
  const next = useRef<HTMLButtonElement>(null);
  const at = Math.min(DEMO_LENGTH, Math.max(1, step));
  const current = DEMO_STEPS[at - 1];
  const last = at === DEMO_LENGTH;

  useEffect(() => {
    if (current) next.current?.focus({ preventScroll: true });
  }, [current]);
  useScrollToTarget(current?.target, current);

  if (!current) return null;
  return (
    <aside className="demo-bar" aria-label="Guided demo" data-testid="demo" data-sticky-caption>
      <div className="demo-progress">
        <span className="demo-kicker">Guided demo</span>
        <span data-testid="demo-step">
          {at} / {DEMO_LENGTH}
        </span>
        <ol className="demo-dots" aria-hidden="true">
          {DEMO_STEPS.map((each, index) => (
            <li
              key={each.title}
              className={index + 1 === at ? 'on' : index + 1 < at ? 'done' : ''}
            />
          ))}
        </ol>
      </div>
      <div className="demo-text" aria-live="polite">
        <h2 data-testid="demo-title">{current.title}</h2>
        <StepCaption at={at} figures={figures} place="demo" />
        {returning && (
          <p className="demo-return" data-testid="demo-return">
            {returning}
          </p>
        )}
      </div>
      <div className="demo-nav">
        <button
          type="button"
          className="button"
          disabled={at === 1}
          onClick={() => onStep(at - 1)}
          title="Back (← or p)"
        >
          ← Back
        </button>
        <button
          ref={next}
          type="button"
          className="button primary"
          data-testid="demo-next"
          onClick={() => (last ? onLeave() : onStep(at + 1))}
          title={last ? 'Finish the demo' : 'Next (→ or n)'}
        >
          {last ? 'Finish' : 'Next →'}
        </button>
        <button
          type="button"
          className="button"
          data-testid="demo-present"
          onClick={onPresent}
          title="Present: this step full size, one panel at a time"
        >
          Present
        </button>
        <button
          type="button"
          className="button ghost"
          onClick={onLeave}
          title="Leave the demo (Esc)"
        >
          Leave <kbd>Esc</kbd>
        </button>
      </div>
    </aside>
  );
};
