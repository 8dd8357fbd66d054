import { lazy, Suspense } from 'react';
import { EvaluatePanel } from '../authoring/components';
import { CatalogPanel } from '../catalog/components';
import { CompareButton, CompareChooser, DiffSection } from '../diff/components';
import { ConnectDialog, McpError, McpStatusBar } from '../mcp/components';
import { PromptPanel, TimelinePanel } from '../replay/components';
import { SessionsPanel } from '../reports/components';
import { SearchPanel } from '../search/components';
import { LoadBoundary } from '../shared/messages/LoadBoundary';
import { Notice } from '../shared/messages/Notice';
import { useAppShortcuts } from './hooks/useAppShortcuts';
import { useEvaluatePanelProps, useShareDialogProps } from './hooks/useAuthoringProps';
import { useCommands } from './hooks/useCommands';
import { useDiffProps } from './hooks/useDiffProps';
import {
  useCatalogPanelProps,
  useCatalogSettingsProps,
  useSearchPanelProps,
} from './hooks/usePanelProps';
import { usePromptPanelProps, useTimelinePanelProps } from './hooks/useSessionPanelProps';
import { useSessionsPanelProps } from './hooks/useSessionsPanelProps';
import { CatalogPicker } from './shell/CatalogPicker/CatalogPicker';
import { CommandPalette } from './shell/CommandPalette/CommandPalette';
import { DropOverlay } from './shell/FileDrop/DropOverlay';
import { reportRefusal, useFileDrop } from './shell/FileDrop/useFileDrop';
import { Header } from './shell/Header/Header';
import { LoadProgress } from './shell/LoadProgress/LoadProgress';
import { ImportErrors } from './shell/Messages/ImportErrors';
import { SavedFailureNotice } from './shell/Messages/SavedFailureNotice';
import { StatusBanner } from './shell/Messages/StatusBanner';
import { PanelTabs, panelId, tabId } from './shell/PanelTabs/PanelTabs';
import { type AppStore, useAppState } from './store/appStore';
import { TourReturnNotice } from './tour/TourReturnNotice';
import type { TourReturn } from './tour/tourReturn';
import { useDemo } from './tour/useDemo';
import type { Workspace } from './workspace/workspaceSession';

// What a first visit never shows loads when first opened (the first visit's budget is 250 KB):
// each feature's panels (see its `components.ts`), the tour's bar, the presenter view and the dialogs. The palette stays in the first chunk, so
// the keys typed right after Ctrl/⌘-K land in it.
const DemoBar = lazy(async () => ({
  default: (await import('./tour/DemoBarView')).DemoBarView,
}));
const PresenterView = lazy(async () => ({
  default: (await import('./tour/PresenterView')).PresenterView,
}));
const PasteDialogView = lazy(async () => ({
  default: (await import('./shell/PasteDialog/PasteDialog')).PasteDialogView,
}));
const ShortcutsDialog = lazy(async () => ({
  default: (await import('./shell/ShortcutsDialog/ShortcutsDialog')).ShortcutsDialog,
}));
const ShareDialog = lazy(async () => ({
  default: (await import('./workspace/ShareDialog')).ShareDialog,
}));

type Props = { store: AppStore };

// The landing's tour button names only the first step: useDemo expands it to the step's view.
const SearchPanelView = ({ store }: Props) => {
  const props = useSearchPanelProps(store);
  return <SearchPanel {...props} onTour={() => props.onView({ demo: 1 })} />;
};
const CatalogPanelView = ({ store }: Props) => {
  const diff = useDiffProps(store);
  return (
    <>
      <CatalogPanel
        {...useCatalogPanelProps(store)}
        settings={useCatalogSettingsProps(store)}
        tools={<CompareButton onOpen={diff.onOpen} />}
        section={
          diff.section && (
            <Suspense fallback={<p className="empty">Loading the release diff…</p>}>
              <DiffSection {...diff.section} />
            </Suspense>
          )
        }
      />
      {diff.chooser && (
        <Suspense fallback={null}>
          <CompareChooser {...diff.chooser} />
        </Suspense>
      )}
    </>
  );
};
const EvaluatePanelView = ({ store }: Props) => <EvaluatePanel {...useEvaluatePanelProps(store)} />;
const TimelinePanelView = ({ store }: Props) => <TimelinePanel {...useTimelinePanelProps(store)} />;
const PromptPanelView = ({ store }: Props) => <PromptPanel {...usePromptPanelProps(store)} />;
const SessionsPanelView = ({ store }: Props) => <SessionsPanel {...useSessionsPanelProps(store)} />;
const ShareDialogView = ({ store, workspace }: Props & { workspace: Workspace }) => (
  <ShareDialog {...useShareDialogProps(store, workspace)} />
);

/** What a part that cannot be loaded says when the command that served the page has ended. */
const OPEN_ENDED =
  'toollens open, which served this page, has ended: run it again and open the address it prints; what you have here stays until then.';

/** Composes the shell and the active panel; the panels get values and callbacks only. */
export const App = ({
  store,
  workspace,
  tour,
}: Props & { workspace?: Workspace | undefined; tour?: TourReturn | undefined }) => {
  const s = useAppState(store, (state) => ({
    panel: state.view.panel,
    presenter: state.view.presenter,
    choice: state.view.catalog,
    catalog: state.catalog,
    warnings: state.catalogWarnings,
    loading: state.loading,
    importFailure: state.importFailure,
    notice: state.notice,
    saving: state.saving,
    viewUnsaved: state.viewUnsaved,
    storageWarning: state.authoring.storageWarning,
    banner: state.banner,
    savedFailures: state.savedFailures,
    overlay: state.overlay,
    actions: state.actions,
    authoringActions: state.authoring.actions,
    mcp: state.mcp.status,
    mcpError: state.mcp.error,
    mcpActions: state.mcp.actions,
    openEnded: state.opened?.ended,
  }));
  const { actions } = s;
  // Under a `toollens open` that has ended, a reload finds nothing: say what does help.
  const unreachable = s.openEnded && OPEN_ENDED;
  const commands = useCommands(store, workspace?.storage);
  const refuseFile = reportRefusal(store);
  const dragging = useFileDrop(actions.loadCatalogText, refuseFile);
  useAppShortcuts(store);
  const demo = useDemo(store);
  // The presenter view (presenter=1) takes the whole page: one panel, no shell.
  if (s.presenter)
    return (
      <Suspense fallback={<p className="empty">Loading the presenter view…</p>}>
        <PresenterView store={store} />
      </Suspense>
    );

  return (
    <div className="app">
      <Header
        onPalette={() => actions.openOverlay('palette')}
        onShortcuts={() => actions.openOverlay('shortcuts')}
        onShare={workspace && (() => actions.openOverlay('share'))}
      >
        <CatalogPicker
          catalog={s.catalog}
          choice={s.choice}
          warnings={s.warnings}
          busy={s.loading !== undefined}
          saving={s.saving}
          unsaved={s.saving || s.viewUnsaved}
          onLoadText={actions.loadCatalogText}
          onRefused={refuseFile}
          onLoadBuiltIn={actions.loadBuiltIn}
          onPaste={() => actions.openOverlay('paste')}
          onConnect={() => actions.openOverlay('connect')}
        />
        <McpStatusBar status={s.mcp} actions={s.mcpActions} />
        {s.loading && <LoadProgress loading={s.loading} />}
      </Header>

      {s.banner && <StatusBanner banner={s.banner} onDismiss={actions.dismissBanner} />}
      {s.savedFailures.map((failure) => (
        <SavedFailureNotice
          key={failure.id}
          failure={failure}
          onChoose={(choice) => void actions.settleSavedFailure(failure.id, choice)}
        />
      ))}
      <TourReturnNotice tour={tour} />
      {s.openEnded && (
        <p className="status-banner status-failed" role="status" data-testid="open-ended">
          toollens open, which served this page, has ended ({s.openEnded}): everything here stays,
          and what it has not loaded yet cannot load. Run it again to go on.
        </p>
      )}
      {s.mcpError && <McpError message={s.mcpError} onDismiss={s.mcpActions.dismissError} />}
      {s.notice && <Notice message={s.notice} onDismiss={actions.dismissNotice} />}
      {s.storageWarning && (
        <Notice
          message={s.storageWarning}
          onDismiss={() => s.authoringActions.setStorageWarning(undefined)}
        />
      )}
      {s.importFailure && (
        <ImportErrors
          failure={s.importFailure}
          currentSource={s.catalog?.source}
          onDismiss={actions.dismissImportFailure}
        />
      )}

      <PanelTabs value={s.panel} onChange={(panel) => actions.setView({ panel })} />
      {demo.step !== undefined && (
        <Suspense fallback={null}>
          <DemoBar
            store={store}
            tour={tour}
            step={demo.step}
            onStep={demo.onStep}
            onLeave={demo.onLeave}
          />
        </Suspense>
      )}
      {/* The main landmark holds the tab panel: a role on <main> would take its landmark away. */}
      <main>
        <div
          role="tabpanel"
          id={panelId(s.panel)}
          aria-labelledby={tabId(s.panel)}
          className="panel-body"
        >
          {s.panel === 'search' && <SearchPanelView store={store} />}
          {s.panel === 'catalog' && (
            <LoadBoundary what="the catalog table" unreachable={unreachable}>
              <CatalogPanelView store={store} />
            </LoadBoundary>
          )}
          {s.panel === 'evaluate' && (
            <LoadBoundary what="the Evaluate panel" unreachable={unreachable}>
              <EvaluatePanelView store={store} />
            </LoadBoundary>
          )}
          {s.panel === 'timeline' && (
            <LoadBoundary what="the timeline" unreachable={unreachable}>
              <TimelinePanelView store={store} />
            </LoadBoundary>
          )}
          {s.panel === 'sessions' && (
            <LoadBoundary what="the Sessions view" unreachable={unreachable}>
              <SessionsPanelView store={store} />
            </LoadBoundary>
          )}
          {s.panel === 'prompt' && (
            <LoadBoundary what="the Prompt panel" unreachable={unreachable}>
              <PromptPanelView store={store} />
            </LoadBoundary>
          )}
        </div>
      </main>

      {s.overlay === 'palette' && (
        <CommandPalette commands={commands} onClose={actions.closeOverlay} />
      )}
      <LoadBoundary what="this dialog" unreachable={unreachable} loading={null}>
        {s.overlay === 'shortcuts' && <ShortcutsDialog onClose={actions.closeOverlay} />}
        {s.overlay === 'share' && workspace && (
          <ShareDialogView store={store} workspace={workspace} />
        )}
        {s.overlay === 'paste' && <PasteDialogView store={store} />}
        {s.overlay === 'connect' && (
          <ConnectDialog
            initialUrl={s.mcp.kind === 'idle' ? '' : s.mcp.url}
            onConnect={s.mcpActions.connect}
            failure={s.mcpError}
            onCancel={s.mcpActions.cancel}
            onClose={actions.closeOverlay}
          />
        )}
      </LoadBoundary>
      {dragging && <DropOverlay />}
    </div>
  );
};
