import { Caption } from './Caption';
import { DEMO_STEPS, GLOSSED_AT } from './demoSteps';
import type { TourFigures } from './tourFigures';

type Props = {
  /** The step, 1-based. */
  at: number;
  figures: TourFigures;
  /** The tour's bar (`demo`) or the presenter view (`presenter`): names the test ids and note class. */
  place: 'demo' | 'presenter';
};

/**
 * A step's words, the same in the tour's bar and the presenter view: its note first when it
 * moves to another session, then its caption, each term glossed where the tour first uses it.
 */
export const StepCaption = ({ at, figures, place }: Props) => {
  const step = DEMO_STEPS[at - 1];
  if (!step) return null;
  return (
    <>
      {step.note && (
        <Caption parts={step.note(figures)} testId={`${place}-note`} className={`${place}-note`} />
      )}
      <Caption
        parts={step.caption(figures)}
        testId={`${place}-caption`}
        gloss={GLOSSED_AT[at - 1]}
      />
    </>
  );
};
