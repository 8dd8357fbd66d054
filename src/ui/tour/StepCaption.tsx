import { Caption } from './Caption';
import { sourceLine, type TourPlan, tourGlossed, tourSteps } from './ownSteps';
import type { TourFigures } from './tourFigures';

type Props = {
  /** The step, 1-based. */
  at: number;
  plan: TourPlan;
  figures: TourFigures;
  /** The tour's bar (`demo`) or the presenter view (`presenter`): names the test ids and note class. */
  place: 'demo' | 'presenter';
};

/**
 * A step's words, the same in the tour's bar and the presenter view: on a catalog of the
 * viewer's own, what the tour runs on; its note first when it moves to another session, then its
 * caption, each term glossed where the tour first uses it.
 */
export const StepCaption = ({ at, plan, figures, place }: Props) => {
  const step = tourSteps(plan)[at - 1];
  if (!step) return null;
  return (
    <>
      {plan.kind === 'own' && (
        <p className={`${place}-source muted`} data-testid={`${place}-source`}>
          {sourceLine(plan)}
        </p>
      )}
      {step.note && (
        <Caption parts={step.note(figures)} testId={`${place}-note`} className={`${place}-note`} />
      )}
      <Caption
        parts={step.caption(figures)}
        testId={`${place}-caption`}
        gloss={tourGlossed(plan)[at - 1]}
      />
    </>
  );
};
