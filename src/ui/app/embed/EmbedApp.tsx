import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Notice } from '../../shared/messages/Notice';
import { StatusBanner } from '../shell/Messages/StatusBanner';
import { type AppStore, useAppState } from '../store/appStore';
import type { EmbedPanel } from './embedMode';
import { openUrl } from './embedMode';
import type { EmbedFailure, EmbedStatusStore } from './embedSources';
import { PANEL_VIEWS } from './panelViews';
import './embed.css';
import { plural } from '../../shared/format';
import { ServerText } from '../../shared/text/ServerText';

// The presenter view loads when an embed first asks for it.
const PresenterView = lazy(async () => ({
  default: (await import('../tour/PresenterView')).PresenterView,
}));

type Props = { store: AppStore };

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
          Could not load the {failure.what} from{' '}
          <span className="mono">
            <ServerText text={failure.url} />
          </span>
        </h2>
        <ul className="issues">
          {failure.problems.map((problem, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: problems can repeat verbatim
            <li key={i} className="mono">
              <ServerText text={problem} />
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
      <p>
        <ServerText text={message} />
      </p>
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
  editable = false,
}: Props & { panel: EmbedPanel; status: EmbedStatusStore; editable?: boolean }) => {
  const s = useAppState(store, (state) => ({
    view: state.view,
    catalog: state.catalog,
    notice: state.notice,
    banner: state.banner,
    actions: state.actions,
  }));
  const { loading, failures } = useSyncExternalStore(status.subscribe, status.get);
  const base = `${window.location.origin}${window.location.pathname}`;
  const PanelView = PANEL_VIEWS[panel];
  // `presenter=1` (or the Present button) shows the tour full size, once the embed's data is in.
  if (s.view.presenter && !loading && failures.length === 0)
    return (
      <Suspense fallback={<p className="empty">Loading the presenter view…</p>}>
        <PresenterView store={store} embedded />
      </Suspense>
    );
  return (
    <div className="app embed" data-testid="embed" data-panel={panel}>
      <header className="embed-bar">
        <Brand />
        <span
          className="muted embed-catalog"
          data-testid="embed-catalog"
          role="status"
          aria-label="Catalog"
        >
          <ServerText
            text={
              s.catalog
                ? `${s.catalog.source} · ${plural(s.catalog.tools, 'tool')}`
                : failures.length > 0
                  ? 'no catalog'
                  : 'loading…'
            }
          />
        </span>
        <button
          type="button"
          className="button small"
          data-testid="embed-present"
          onClick={() => s.actions.setView({ presenter: true })}
          title="Present the guided tour, one panel at a time"
        >
          ▶ Present
        </button>
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
            <ServerText text={loading} />
          </p>
        ) : (
          <Suspense fallback={<p className="empty">Loading…</p>}>
            <PanelView store={store} readOnly={!editable} />
          </Suspense>
        )}
      </main>
    </div>
  );
};
