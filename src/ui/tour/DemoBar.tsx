import { useEffect, useRef } from 'react';
import { OrdersFigure } from './OrdersFigure';
import { type TourPlan, tourSteps } from './ownSteps';
import { StepCaption } from './StepCaption';
import type { TourFigures } from './tourFigures';
import { useScrollToTarget } from './useScrollToTarget';
import './demo.css';

type Props = {
  /** The figures the panels draw, for the caption's numbers and names. */
  figures: TourFigures;
  /** The tour told: the demo's, or the same story on the viewer's own catalog. */
  plan: TourPlan;
  step: number;
  onStep: (step: number) => void;
  onLeave: () => void;
  /** Opens the presenter view. */
  onPresent: () => void;
  /** What comes back when the tour ends, when it was started on the user's own catalog. */
  returning?: string | undefined;
};

/**
 * The guided demo's caption (and the finale's figure, which no panel draws), between the tabs and the panel so it never covers what it talks
 * about, and sticky, so it stays on screen when a step scrolls to its figure. Its numbers and
 * names are filled from the figures the panel draws. The Next button takes the focus at every
 * step, so the keyboard keeps driving the demo even where a panel focuses its own field on
 * arrival.
 */
export const DemoBar = ({ figures, plan, step, onStep, onLeave, onPresent, returning }: Props) => {
  const next = useRef<HTMLButtonElement>(null);
  const steps = tourSteps(plan);
  const length = steps.length;
  const at = Math.min(length, Math.max(1, step));
  const current = steps[at - 1];
  const last = at === length;

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
          {at} / {length}
        </span>
        <ol className="demo-dots" aria-hidden="true">
          {steps.map((each, index) => (
            <li
              key={each.title}
              className={index + 1 === at ? 'on' : index + 1 < at ? 'done' : ''}
            />
          ))}
        </ol>
      </div>
      <div className="demo-text" aria-live="polite">
        <h2 data-testid="demo-title">{current.title}</h2>
        <StepCaption at={at} plan={plan} figures={figures} place="demo" />
        {/* The finale's figure is no panel's: the bar draws it, under its caption. */}
        {current.figure === 'orders' && figures.replay?.orders && (
          <OrdersFigure replay={figures.replay} size="bar" />
        )}
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
