import { type ComponentType, Suspense, useEffect, useRef, useState } from 'react';
import { formatCount } from '../../shared/format';
import { ServerText } from '../../shared/text/ServerText';
import type { View } from '../../shared/view';
import {
  type StepFigure,
  showsTourStep,
  type TourPlan,
  tourSteps,
  tourView,
  useScrollToTarget,
} from '../../tour';
import { StepCaption } from '../../tour/components';
import { PANEL_VIEWS } from '../embed/panelViews';
import { type AppStore, useAppState } from '../store/appStore';
import { preparingText, useTourPlan } from './ownTour';
import { PresenterKeysLegend } from './PresenterKeysLegend';
import { presenterMove, stepAfter } from './presenterKeys';
import { RankingFigure } from './RankingFigure';
import {
  type FigureProps,
  OrdersView,
  PrefixView,
  ReindexView,
  SavingsView,
  WorkingSetView,
} from './SessionFigures';
import { useTourFigures } from './useTourFigures';
import './presenter.css';

/** Each step's one figure, drawn for a room. */
const FIGURES: Record<StepFigure, ComponentType<FigureProps>> = {
  ranking: RankingFigure,
  workingSet: WorkingSetView,
  reindex: ReindexView,
  prefix: PrefixView,
  savings: SavingsView,
  orders: OrdersView,
};

/**
 * The presenter view (`presenter=1`): the guided tour for a room. Each step shows the one figure
 * it talks about, full width and in large type, with the caption beside it (above it on a
 * phone), never over it; the step's full panel is one key away (D). The keys are those of
 * presentation software (presenterKeys.ts); the last step finishes the tour, Esc returns to the
 * app at the same step. It works the same inside an embed (`?embed=1&presenter=1`), which has no
 * history: every step is a view change, and leaving (Esc, Leave, Finish) gives the embed back
 * its own view (catalog, query, panel) as it was before Present. On a catalog of the viewer's
 * own, the tour is prepared first (ownTour.ts).
 */
export const PresenterView = ({
  store,
  embedded = false,
}: {
  store: AppStore;
  embedded?: boolean;
}) => {
  // An embed's own view, taken when Present opened the tour on it: what leaving gives back.
  const [before] = useState<View | undefined>(() => {
    const { view } = store.getState();
    return embedded ? { ...view, presenter: false, demo: undefined } : undefined;
  });
  const state = useTourPlan(store, true);
  if (state.kind !== 'ready')
    return (
      <div className="presenter" data-testid="presenter-preparing">
        <p className="empty" role="status">
          {preparingText(state)}
        </p>
      </div>
    );
  return <Presenting store={store} plan={state.plan} before={before} />;
};

type PresentingProps = { store: AppStore; plan: TourPlan; before: View | undefined };

const Presenting = ({ store, plan, before }: PresentingProps) => {
  const { view, catalog, actions } = useAppState(store, (s) => ({
    view: s.view,
    catalog: s.catalog,
    actions: s.actions,
  }));
  const steps = tourSteps(plan);
  const length = steps.length;
  const at = Math.min(length, Math.max(1, view.demo ?? 1));
  const step = steps[at - 1];
  const figures = useTourFigures(store, plan, at);
  const arrived = view.demo !== undefined && showsTourStep(view, plan);
  // The details belong to the step they were asked on: the next step opens on its figure.
  const [detailsAt, setDetailsAt] = useState<number | undefined>(undefined);
  const details = detailsAt === at;
  const [blank, setBlank] = useState(false);
  useScrollToTarget(arrived && details ? step?.target : undefined, at);

  // A link that names only presenter=1 (or a step without its view) opens the step's view.
  useEffect(() => {
    if (!arrived) actions.setView(tourView(plan, at));
  }, [arrived, at, actions, plan]);

  // In an embed, every way out gives back the embed's own view; in the page, Leave and Esc
  // return to the app at the same step, and Finish ends the tour.
  const leave = (finish: boolean) =>
    actions.setView(
      before ?? (finish ? { presenter: false, demo: undefined } : { presenter: false }),
    );
  const go = (move: 'next' | 'back' | 'first' | 'last') => {
    const to = stepAfter(move, at, length);
    if (to === 'finish') leave(true);
    else if (to !== undefined) actions.setView(tourView(plan, to));
  };
  const toggleDetails = () => setDetailsAt(details ? undefined : at);

  const latest = useRef({ go, toggleDetails, blank, leave });
  latest.current = { go, toggleDetails, blank, leave };
  useEffect(() => {
    // The key that stepped must not also press the button that has the focus (Space on keyup).
    let handled = false;
    const onKey = (event: KeyboardEvent) => {
      const now = latest.current;
      const dialogOpen = document.querySelector('dialog[open]') !== null;
      const move = presenterMove(event, { dialogOpen, blank: now.blank });
      handled = move !== undefined;
      if (!move) return;
      // Capture phase, stopped here: the app's own keys (the demo's, the scrubber's) stay out.
      event.preventDefault();
      event.stopPropagation();
      if (move === 'unblank') setBlank(false);
      else if (move === 'blank') setBlank(true);
      else if (move === 'leave') now.leave(false);
      else if (move === 'details') now.toggleDetails();
      else now.go(move);
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (handled) event.preventDefault();
      handled = false;
    };
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('keyup', onKeyUp, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener('keyup', onKeyUp, true);
    };
  }, []);

  if (!step) return null;
  // No step of the tour shows the Sessions view: a link asking for it gets the Search panel.
  const PanelView = PANEL_VIEWS[view.panel === 'sessions' ? 'search' : view.panel];
  const Figure = FIGURES[step.figure];
  const last = at === length;
  return (
    <div className="presenter" data-testid="presenter" data-step={at}>
      <aside className="presenter-caption" aria-live="polite" aria-label="Caption">
        <div className="presenter-top">
          <span className="presenter-step" data-testid="presenter-step">
            {at} / {length}
          </span>
          {/* The shell's catalog line is not here: the captions that count the tools point to this. */}
          <span className="muted" data-testid="catalog-summary">
            <ServerText
              text={
                catalog
                  ? `${catalog.source} · ${formatCount(catalog.tools)} tools`
                  : 'loading the catalog…'
              }
            />
          </span>
        </div>
        <h1 data-testid="presenter-title">{step.title}</h1>
        <StepCaption at={at} plan={plan} figures={figures} place="presenter" />
        <nav className="presenter-nav" aria-label="Tour steps">
          <button type="button" className="button" disabled={at === 1} onClick={() => go('back')}>
            ← Back
          </button>
          <button
            type="button"
            className="button primary"
            data-testid="presenter-next"
            onClick={() => go('next')}
          >
            {last ? 'Finish' : 'Next →'}
          </button>
          <button
            type="button"
            className="button"
            aria-pressed={details}
            data-testid="presenter-details"
            onClick={toggleDetails}
          >
            Show the details
          </button>
          <button
            type="button"
            className="button ghost"
            data-testid="presenter-leave"
            onClick={() => leave(false)}
          >
            Leave
          </button>
        </nav>
        <PresenterKeysLegend />
      </aside>
      <main
        className={details ? 'presenter-figure presenter-panel panel-body' : 'presenter-figure'}
        data-testid="presenter-figure"
        data-figure={details ? 'panel' : step.figure}
      >
        {arrived && (
          <Suspense fallback={<p className="empty">Loading the panel…</p>}>
            {/* For showing, as an embed for readers is: no control that changes data. */}
            {details ? (
              <PanelView store={store} readOnly />
            ) : (
              <Figure store={store} plan={plan} step={at} />
            )}
          </Suspense>
        )}
      </main>
      {blank && (
        <button
          type="button"
          className="presenter-blank"
          data-testid="presenter-blank"
          aria-label="The screen is blank: press any key to show it again"
          onClick={() => setBlank(false)}
        />
      )}
    </div>
  );
};
