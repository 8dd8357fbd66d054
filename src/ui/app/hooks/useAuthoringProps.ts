import { useCallback, useMemo } from 'react';
import type { EvaluatePanelProps } from '../../authoring/components';
import { downloadText } from '../../shared/download';
import { shown } from '../../shared/request';
import { embedSnippet, embedUrl } from '../embed/embedMode';
import { type AppStore, useAppState } from '../store/appStore';
import type { ShareDialogProps } from '../workspace/ShareDialog';
import type { Workspace } from '../workspace/workspaceSession';
import { useRequestMessages } from './useRequestMessages';

/** The Evaluate panel's props from the store: the authoring slice, the view and the catalog. */
export const useEvaluatePanelProps = (store: AppStore): EvaluatePanelProps => {
  const messages = useRequestMessages(store);
  const state = useAppState(store, (s) => ({
    authoring: s.authoring,
    view: s.view,
    catalog: s.catalog,
    rows: s.rows,
    onView: s.actions.setView,
    conflicts: s.mcp.conflicts,
    mcpActions: s.mcp.actions,
    importTranscript: s.session.actions.importTranscript,
  }));
  const rows = shown(state.rows);
  const toolNames = useMemo(
    () => (rows ? new Set(rows.map((row) => row.name)) : undefined),
    [rows],
  );
  return {
    authoring: state.authoring,
    view: state.view,
    catalog: state.catalog,
    toolNames,
    onView: state.onView,
    conflicts: state.conflicts,
    onTakeServerText: (conflict) => void state.mcpActions.takeServerText(conflict),
    onKeepMine: state.mcpActions.keepMine,
    messages,
    // A model run's log opens as the Timeline's Import… opens a file: the same action, and the
    // Timeline then shows it, or why it could not be read.
    onOpenRun: (fileName, text) =>
      void state.importTranscript(fileName, text).then(() => state.onView({ panel: 'timeline' })),
  };
};

/** The share dialog's props: links, embed code and the workspace file, from the store. */
export const useShareDialogProps = (store: AppStore, workspace: Workspace): ShareDialogProps => {
  const s = useAppState(store, (state) => ({
    view: state.view,
    imported: state.authoring.imported,
    opened: state.opened,
    onAppUrl: state.actions.setAppUrl,
    onClose: state.actions.closeOverlay,
  }));
  const makeLink = useCallback((base: string) => workspace.shareLink(base), [workspace]);
  const onExport = useCallback(async () => {
    const stamp = new Date().toISOString().slice(0, 10);
    downloadText(`toollens-workspace-${stamp}.json`, await workspace.exportFile());
  }, [workspace]);
  return {
    makeLink,
    // Without query or hash: where share links and embeds point, unless it is toollens open's.
    page: { origin: window.location.origin, pathname: window.location.pathname },
    opened: s.opened,
    onAppUrl: s.onAppUrl,
    importedName: s.view.catalog.kind === 'imported' ? s.imported?.name : undefined,
    embedCode: (catalogUrl, base) =>
      embedSnippet(embedUrl(base, s.view, { sources: { catalog: catalogUrl } }), s.view),
    onExport: () => void onExport(),
    onImport: workspace.importFile,
    onClose: s.onClose,
  };
};
