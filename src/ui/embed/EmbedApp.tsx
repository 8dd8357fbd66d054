import { type ComponentType, lazy, Suspense, useSyncExternalStore } from 'react';
import { useEvaluatePanelProps } from '../hooks/useAuthoringProps';
import { useCatalogPanelProps, useSearchPanelProps } from '../hooks/usePanelProps';
import { usePromptPanelProps, useTimelinePanelProps } from '../hooks/useSessionPanelProps';
import { SearchPanel } from '../panels/search/SearchPanel';
import { Notice } from '../shell/Messages/Notice';
import { StatusBanner } from '../shell/Messages/StatusBanner';
import { type AppStore, useAppState } from '../store/appStore';
import type { EmbedPanel } from './embedMode';
import { openUrl } from './embedMode';
import type { EmbedFailure, EmbedStatusStore } from './embedSources';
import './embed.css';
import { plural } from '../format';

const CatalogPanel = lazy(() => import('../panels/catalog/CatalogPanel'));
const EvaluatePanel = lazy(() => import('../panels/evaluate/EvaluatePanel'));
const TimelinePanel = lazy(() => import('../panels/timeline/TimelinePanel'));
const PromptPanel = lazy(() => import('../panels/prompt/PromptPanel'));
const CostEmbed = lazy(() => import('./CostEmbed'));

type Props = { store: AppStore };

const SearchView = ({ store }: Props) => <SearchPanel {...useSearchPanelProps(store)} />;
const CatalogView = ({ store }: Props) => <CatalogPanel {...useCatalogPanelProps(store)} />;
const TimelineView = ({ store }: Props) => <TimelinePanel {...useTimelinePanelProps(store)} />;
const PromptView = ({ store }: Props) => <PromptPanel {...usePromptPanelProps(store)} />;
const EvaluateView = ({ store }: Props) => <EvaluatePanel {...useEvaluatePanelProps(store)} />;

/** Each panel with its props from the same hooks the full app uses (App.tsx). */
const VIEWS: Record<EmbedPanel, ComponentType<Props>> = {
  search: SearchView,
  catalog: CatalogView,
  timeline: TimelineView,
  prompt: PromptView,
  cost: CostEmbed,
  evaluate: EvaluateView,
};

const Brand = () => (
  <h1 className="embed-brand">
    <img src="favicon.svg" alt="" width={16} height={16} />
    toollens
  </h1>
);

/** What an embed could not load, each with the URL as the embed wrote it. */
const EmbedFailures = ({ failures }: { failures: EmbedFailure[] }) => (
  <section className="panel panel-error embed-error" role="alert" data-testid="embed-error">
    {failures.map((failure) => (
      <div key={`${failure.what} ${failure.url}`}>
        <h2>
          Could not load the {failure.what} from <span className="mono">{failure.url}</span>
        </h2>
        <ul className="issues">
          {failure.problems.map((problem, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: problems can repeat verbatim
            <li key={i} className="mono">
              {problem}
            </li>
          ))}
        </ul>
      </div>
    ))}
  </section>
);

/** `panel=` named no panel: said plainly, with the names that work. */
export const EmbedUnknownPanel = ({ message }: { message: string }) => (
  <div className="app embed" data-testid="embed">
    <header className="embed-bar">
      <Brand />
    </header>
    <section className="panel panel-error embed-error" role="alert" data-testid="embed-error">
      <h2>This embed names no panel toollens has</h2>
      <p>{message}</p>
    </section>
  </div>
);

/**
 * Embed mode: one panel, a one-line bar with the catalog, and a link that opens the same view
 * in the full app. No tabs, no header controls, and nothing is saved: an embed is a window onto
 * a view, and must not change its visitor's own workspace. The panel waits for the data the URL
 * names, so it never shows the demo first; what failed is shown in its place.
 */
export const EmbedApp = ({
  store,
  panel,
  status,
}: Props & { panel: EmbedPanel; status: EmbedStatusStore }) => {
  const s = useAppState(store, (state) => ({
    view: state.view,
    catalog: state.catalog,
    notice: state.notice,
    banner: state.banner,
    actions: state.actions,
  }));
  const { loading, failures } = useSyncExternalStore(status.subscribe, status.get);
  const base = `${window.location.origin}${window.location.pathname}`;
  const PanelView = VIEWS[panel];
  return (
    <div className="app embed" data-testid="embed" data-panel={panel}>
      <header className="embed-bar">
        <Brand />
        <span className="muted embed-catalog" data-testid="embed-catalog">
          {s.catalog
            ? `${s.catalog.source} · ${plural(s.catalog.tools, 'tool')}`
            : failures.length > 0
              ? 'no catalog'
              : 'loading…'}
        </span>
        <a
          className="embed-open"
          href={openUrl(base, s.view)}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="open-in-toollens"
        >
          open in toollens ↗
        </a>
      </header>
      {s.banner && <StatusBanner banner={s.banner} onDismiss={s.actions.dismissBanner} />}
      {s.notice && <Notice message={s.notice} onDismiss={s.actions.dismissNotice} />}
      <main className="panel-body">
        {failures.length > 0 ? (
          <EmbedFailures failures={failures} />
        ) : loading ? (
          <p className="empty" data-testid="embed-loading">
            {loading}
          </p>
        ) : (
          <Suspense fallback={<p className="empty">Loading…</p>}>
            <PanelView store={store} />
          </Suspense>
        )}
      </main>
    </div>
  );
};
