import { lazy, Suspense } from 'react';
import { useEvaluatePanelProps } from '../hooks/useAuthoringProps';
import { useCatalogPanelProps, useSearchPanelProps } from '../hooks/usePanelProps';
import { SearchPanel } from '../panels/search/SearchPanel';
import { Notice } from '../shell/Messages/Notice';
import { StatusBanner } from '../shell/Messages/StatusBanner';
import { type AppStore, useAppState } from '../store/appStore';
import { openUrl } from './embedMode';
import './embed.css';

const CatalogPanel = lazy(() => import('../panels/catalog/CatalogPanel'));
const EvaluatePanel = lazy(() => import('../panels/evaluate/EvaluatePanel'));

type Props = { store: AppStore };

const SearchView = ({ store }: Props) => <SearchPanel {...useSearchPanelProps(store)} />;
const CatalogView = ({ store }: Props) => <CatalogPanel {...useCatalogPanelProps(store)} />;
const EvaluateView = ({ store }: Props) => <EvaluatePanel {...useEvaluatePanelProps(store)} />;

/**
 * Embed mode: one panel, a one-line bar with the catalog, and a link that opens the same view
 * in the full app. No tabs, no header controls, and nothing is saved: an embed is a window onto
 * a view, and must not change its visitor's own workspace.
 */
export const EmbedApp = ({ store }: Props) => {
  const s = useAppState(store, (state) => ({
    view: state.view,
    catalog: state.catalog,
    notice: state.notice,
    banner: state.banner,
    actions: state.actions,
  }));
  const base = `${window.location.origin}${window.location.pathname}`;
  return (
    <div className="app embed" data-testid="embed">
      <header className="embed-bar">
        <h1 className="embed-brand">
          <img src="favicon.svg" alt="" width={16} height={16} />
          toollens
        </h1>
        <span className="muted embed-catalog">
          {s.catalog ? `${s.catalog.source} · ${s.catalog.tools} tools` : 'loading…'}
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
        <Suspense fallback={<p className="empty">Loading…</p>}>
          {s.view.panel === 'catalog' ? (
            <CatalogView store={store} />
          ) : s.view.panel === 'evaluate' ? (
            <EvaluateView store={store} />
          ) : (
            <SearchView store={store} />
          )}
        </Suspense>
      </main>
    </div>
  );
};
