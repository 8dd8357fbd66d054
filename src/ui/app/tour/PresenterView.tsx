import { Suspense, useEffect, useRef } from 'react';
import { DEMO_LENGTH, DEMO_STEPS, demoView, showsStep, useScrollToTarget } from '../../tour';
import { Caption } from '../../tour/components';
import { PANEL_VIEWS } from '../embed/panelViews';
import { type AppStore, useAppState } from '../store/appStore';
import { presenterMove } from './presenterKeys';
import { useTourFigures } from './useTourFigures';
import './presenter.css';
import { ServerText } from '../../shared/text/ServerText';

/**
 * The presenter view (`presenter=1`): the guided tour for a room, one step and one panel at a
 * time, the caption in large type above the panel it talks about, no other chrome. ← → (or a
 * clicker's PageUp/PageDown) step, Esc leaves for the app at the same step. It works the same
 * inside an embed (`?embed=1&presenter=1`), which has no history: every step is a view change.
 */
export const PresenterView = ({ store }: { store: AppStore }) => {
  const { view, catalog, actions } = useAppState(store, (s) => ({
    view: s.view,
    catalog: s.catalog,
    actions: s.actions,
  }));
  const at = Math.min(DEMO_LENGTH, Math.max(1, view.demo ?? 1));
  const step = DEMO_STEPS[at - 1];
  const figures = useTourFigures(store, at);
  const arrived = view.demo !== undefined && showsStep(view);
  useScrollToTarget(arrived ? step?.target : undefined, at);

  // A link that names only presenter=1 (or a step without its view) opens the step's view.
  useEffect(() => {
    if (!arrived) actions.setView(demoView(at));
  }, [arrived, at, actions]);

  const latest = useRef({ at, actions });
  latest.current = { at, actions };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const move = presenterMove(event, document.querySelector('dialog[open]') !== null);
      if (!move) return;
      // Capture phase, stopped here: the app's own keys (the demo's, the scrubber's) stay out.
      event.preventDefault();
      event.stopPropagation();
      const { at: now, actions: act } = latest.current;
      if (move === 'leave') act.setView({ presenter: false });
      else {
        const to = now + (move === 'next' ? 1 : -1);
        if (to >= 1 && to <= DEMO_LENGTH) act.setView(demoView(to));
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  if (!step) return null;
  // No step of the tour shows the Sessions view: a link asking for it gets the Search panel.
  const PanelView = PANEL_VIEWS[view.panel === 'sessions' ? 'search' : view.panel];
  return (
    <div className="presenter" data-testid="presenter" data-step={at}>
      <header className="presenter-caption" aria-live="polite" data-sticky-caption>
        <div className="presenter-top">
          <span className="presenter-step" data-testid="presenter-step">
            {at} / {DEMO_LENGTH}
          </span>
          {/* The shell's catalog line is not here: the captions that count the tools point to this. */}
          <span className="muted" data-testid="catalog-summary">
            <ServerText
              text={catalog ? `${catalog.source} · ${catalog.tools} tools` : 'loading the catalog…'}
            />
          </span>
          <span className="presenter-keys muted">
            <kbd>←</kbd> <kbd>→</kbd> step · <kbd>Esc</kbd> leaves
          </span>
        </div>
        <h1 data-testid="presenter-title">{step.title}</h1>
        <Caption parts={step.caption(figures)} testId="presenter-caption" />
        <nav className="presenter-nav" aria-label="Tour steps">
          <button
            type="button"
            className="button"
            disabled={at === 1}
            onClick={() => actions.setView(demoView(at - 1))}
          >
            ← Back
          </button>
          <button
            type="button"
            className="button primary"
            disabled={at === DEMO_LENGTH}
            data-testid="presenter-next"
            onClick={() => actions.setView(demoView(at + 1))}
          >
            Next →
          </button>
          <button
            type="button"
            className="button ghost"
            data-testid="presenter-leave"
            onClick={() => actions.setView({ presenter: false })}
          >
            Leave
          </button>
        </nav>
      </header>
      <main className="presenter-panel panel-body">
        {arrived && (
          <Suspense fallback={<p className="empty">Loading the panel…</p>}>
            {/* For showing, as an embed for readers is: no control that changes data. */}
            <PanelView store={store} readOnly />
          </Suspense>
        )}
      </main>
    </div>
  );
};
