import { useEffect, useRef } from 'react';
import { isTypingTarget } from '../../shared/keyboard/keyboard';
import { showsTourStep, tourSteps, tourView } from '../../tour';
import { type AppStore, useAppState } from '../store/appStore';
import { formatHash } from '../url/viewHash';
import { useTourPlan } from './ownTour';

/**
 * The guided demo's wiring: its step lives in the view (`#demo=3`), so every step is a URL and
 * Back and Forward walk the demo. A link that names only the step is expanded to the step's
 * view in place (replacing its history entry, so Back never lands on it and expands it again),
 * once the tour's plan is known (on a catalog of the viewer's own it is prepared first).
 * →/n and ←/p step, Esc leaves, unless the focus is in a text field or a dialog took the key.
 */
export const useDemo = (store: AppStore) => {
  const { view, actions } = useAppState(store, (s) => ({ view: s.view, actions: s.actions }));
  const planState = useTourPlan(store, view.demo !== undefined);
  const plan = planState.kind === 'ready' ? planState.plan : undefined;
  const arrived = useRef<string | undefined>(undefined);

  useEffect(() => {
    const step = view.demo;
    // A step, on a plan: a plan that comes in later is an arrival too.
    const key =
      step === undefined || !plan
        ? undefined
        : `${step}|${plan.kind === 'own' ? plan.scenario : 'demo'}`;
    const moved = key !== arrived.current;
    arrived.current = key;
    // Only on arrival at a step: scrubbing within a step must not snap back to it.
    if (step === undefined || !plan || !moved || showsTourStep(view, plan)) return;
    const next = { ...view, ...tourView(plan, step) };
    window.history.replaceState(null, '', formatHash(next));
    actions.applyView(next);
  }, [view, actions, plan]);

  const step = view.demo;
  const length = plan ? tourSteps(plan).length : 1;
  const onStep = (to: number) => {
    if (plan) actions.setView(tourView(plan, Math.min(length, Math.max(1, to))));
  };
  const onLeave = () => actions.setView({ demo: undefined });

  const latest = useRef({ step, onStep, onLeave, length });
  latest.current = { step, onStep, onLeave, length };
  useEffect(() => {
    if (step === undefined) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const { step: at = 1, onStep: go, onLeave: leave, length: last } = latest.current;
      // Esc in an open dialog (the palette, the transcript writer) closes the dialog only.
      if (event.key === 'Escape' && document.querySelector('dialog[open]')) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        leave();
        return;
      }
      if (isTypingTarget(event.target)) return;
      const forward = event.key === 'ArrowRight' || event.key === 'n';
      const back = event.key === 'ArrowLeft' || event.key === 'p';
      if (!forward && !back) return;
      event.preventDefault();
      if (forward && at >= last) leave();
      else go(at + (forward ? 1 : -1));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [step]);

  return { step, onStep, onLeave };
};
