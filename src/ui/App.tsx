import { lazy, Suspense } from 'react';
import { useAppShortcuts } from './hooks/useAppShortcuts';
import { useCommands } from './hooks/useCommands';
import { useCatalogPanelProps, useSearchPanelProps } from './hooks/usePanelProps';
import { SearchPanel } from './panels/search/SearchPanel';
import { CatalogPicker } from './shell/CatalogPicker/CatalogPicker';
import { CommandPalette } from './shell/CommandPalette/CommandPalette';
import { DropOverlay } from './shell/FileDrop/DropOverlay';
import { useFileDrop } from './shell/FileDrop/useFileDrop';
import { Header } from './shell/Header/Header';
import { LoadProgress } from './shell/LoadProgress/LoadProgress';
import { ImportErrors } from './shell/Messages/ImportErrors';
import { Notice } from './shell/Messages/Notice';
import { StatusBanner } from './shell/Messages/StatusBanner';
import { PanelTabs, panelId, tabId } from './shell/PanelTabs/PanelTabs';
import { PasteDialog } from './shell/PasteDialog/PasteDialog';
import { PlaceholderPanel } from './shell/PlaceholderPanel/PlaceholderPanel';
import { ShortcutsDialog } from './shell/ShortcutsDialog/ShortcutsDialog';
import { type AppStore, useAppState } from './store/appStore';

// The catalog table (react-table, react-virtual) loads when its panel is first opened.
const CatalogPanel = lazy(() => import('./panels/catalog/CatalogPanel'));

type Props = { store: AppStore };

const SearchPanelView = ({ store }: Props) => <SearchPanel {...useSearchPanelProps(store)} />;
const CatalogPanelView = ({ store }: Props) => <CatalogPanel {...useCatalogPanelProps(store)} />;

/** Composes the shell and the active panel; the panels get values and callbacks only. */
export const App = ({ store }: Props) => {
  const s = useAppState(store, (state) => ({
    panel: state.view.panel,
    choice: state.view.catalog,
    ranker: state.view.ranker,
    catalog: state.catalog,
    warnings: state.catalogWarnings,
    loading: state.loading,
    importFailure: state.importFailure,
    notice: state.notice,
    banner: state.banner,
    overlay: state.overlay,
    actions: state.actions,
  }));
  const { actions } = s;
  const commands = useCommands(actions, s.ranker);
  const dragging = useFileDrop(actions.loadCatalogText);
  useAppShortcuts(store);

  return (
    <div className="app">
      <Header
        onPalette={() => actions.openOverlay('palette')}
        onShortcuts={() => actions.openOverlay('shortcuts')}
      >
        <CatalogPicker
          catalog={s.catalog}
          choice={s.choice}
          warnings={s.warnings}
          busy={s.loading !== undefined}
          onLoadText={actions.loadCatalogText}
          onLoadBuiltIn={actions.loadBuiltIn}
          onPaste={() => actions.openOverlay('paste')}
        />
        {s.loading && <LoadProgress loading={s.loading} />}
      </Header>

      {s.banner && <StatusBanner banner={s.banner} onDismiss={actions.dismissBanner} />}
      {s.notice && <Notice message={s.notice} onDismiss={actions.dismissNotice} />}
      {s.importFailure && (
        <ImportErrors
          failure={s.importFailure}
          currentSource={s.catalog?.source}
          onDismiss={actions.dismissImportFailure}
        />
      )}

      <PanelTabs value={s.panel} onChange={(panel) => actions.setView({ panel })} />
      <main
        role="tabpanel"
        id={panelId(s.panel)}
        aria-labelledby={tabId(s.panel)}
        className="panel-body"
      >
        {s.panel === 'search' && <SearchPanelView store={store} />}
        {s.panel === 'catalog' && (
          <Suspense fallback={<p className="empty">Loading the catalog table…</p>}>
            <CatalogPanelView store={store} />
          </Suspense>
        )}
        {s.panel !== 'search' && s.panel !== 'catalog' && <PlaceholderPanel panel={s.panel} />}
      </main>

      {s.overlay === 'palette' && (
        <CommandPalette commands={commands} onClose={actions.closeOverlay} />
      )}
      {s.overlay === 'shortcuts' && <ShortcutsDialog onClose={actions.closeOverlay} />}
      {s.overlay === 'paste' && (
        <PasteDialog onLoad={actions.loadCatalogText} onClose={actions.closeOverlay} />
      )}
      {dragging && <DropOverlay />}
    </div>
  );
};
