// Base styles first: each panel's own sheet builds on them.
import './styles.css';
import './shell/shell.css';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { EngineClient } from '../../worker/EngineClient';
import { type PlayCalls, PlayCallsContext } from '../authoring';
import { TokenSourceContext } from '../shared/tokens/tokenSource';
import { App } from './App';
import { readEmbed } from './embed/embedMode';
import { createEmbedStatus, loadEmbedSources } from './embed/embedSources';
import { runLaunch } from './launch/launch';
import { readLaunchTab } from './launch/launchToken';
import { registerOffline } from './offline/registerOffline';
import { memoryBackend } from './persist/backend';
import { guardUnload } from './persist/unloadGuard';
import { createWorkspaceStore } from './persist/workspaceStore';
import { createAppStore } from './store/appStore';
import { installTestHooks } from './testHooks';
import { createPageTourReturn } from './tour/pageTourReturn';
import { syncHistory } from './url/historySync';
import { parseHash } from './url/viewHash';
import { createWorkspace } from './workspace/workspaceSession';

const client = new EngineClient();
// Opened by `toollens open`: its token leaves the address before the hash is read as a view.
const launch = readLaunchTab(window);
// The address is the view: a shared link opens where its author was.
// An embed (`?embed=1&panel=search&q=…`) shows one view and keeps nothing: no history entries,
// no saved workspace, so it never touches its visitor's own work.
const request = readEmbed(window.location.search);
const embed = request?.ok ? request : undefined;
// One IndexedDB store for all saved work, so a full disk is reported once. A missing IndexedDB
// is reported while the store is being made, before the app store exists: hence the microtask.
// An embed's store is in memory alone: a transcript it fetches is kept for the visit, and the
// visitor's own saved transcripts are neither read nor written.
const storage = request
  ? createWorkspaceStore(() => undefined, { backend: memoryBackend(), channel: undefined })
  : createWorkspaceStore(
      (message) =>
        queueMicrotask(() => store.getState().authoring.actions.setStorageWarning(message)),
      // Another tab's change that clashed with this tab's: both kept, and said.
      {
        onNotice: (message) => store.setState({ notice: message }),
        onSaving: (saving) => store.setState({ saving }),
      },
    );
const store = createAppStore(client, embed?.view ?? parseHash(window.location.hash), {
  workspace: storage,
});
installTestHooks(client);
const workspace = request ? undefined : createWorkspace(store, window, storage, client);
// The tour runs on the demo and goes back to the user's catalog when it ends (not in an embed).
const tour = workspace && createPageTourReturn(store, workspace, storage);
if (!request) {
  syncHistory(
    {
      getView: () => store.getState().view,
      subscribe: (listener) => store.subscribe(listener),
      applyView: (view) => store.getState().actions.applyView(view),
    },
    window,
  );
}

if (!request) guardUnload(window, () => store.getState().saving);

// An embed's shell loads only in an embed: the app's first visit never needs it.
const EmbedApp = lazy(async () => ({ default: (await import('./embed/EmbedApp')).EmbedApp }));
const EmbedUnknownPanel = lazy(async () => ({
  default: (await import('./embed/EmbedApp')).EmbedUnknownPanel,
}));

// The embed's panel waits for the data its URL names (status), then shows it or what failed.
const embedStatus = createEmbedStatus({ loading: 'Loading…', failures: [] });
// The token view cuts text in the worker, where the tokenizer lives.
const tokenSource = (text: string, signal: AbortSignal) =>
  client.send('tokenPieces', [text], { signal });
// Evaluate's Play view runs a model in the worker; the key travels with the run's call alone.
const playCalls: PlayCalls = {
  estimate: (plan, signal) => client.send('playEstimate', [plan], { signal }),
  run: (request, onEvent) => client.call('play', request, onEvent, () => {}),
  cancel: () => client.call('cancelPlay'),
};
const root = document.getElementById('root');
if (!root) throw new Error('toollens: #root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <TokenSourceContext.Provider value={tokenSource}>
      <PlayCallsContext.Provider value={playCalls}>
        {request && !request.ok ? (
          <Suspense fallback={null}>
            <EmbedUnknownPanel message={request.message} />
          </Suspense>
        ) : embed ? (
          <Suspense fallback={<p className="empty">Loading…</p>}>
            <EmbedApp
              store={store}
              panel={embed.panel}
              status={embedStatus}
              editable={embed.editable}
            />
          </Suspense>
        ) : (
          <App store={store} workspace={workspace} tour={tour} />
        )}
      </PlayCallsContext.Provider>
    </TokenSourceContext.Provider>
  </StrictMode>,
);

// The workspace restores the saved work (or a share link's), then loads the catalog. An embed
// loads what its URL names; one that names no panel loads nothing.
// A launch imports its files after the saved work is restored, as the user's own Import… would.
if (workspace) {
  void workspace.start().then(async () => {
    if (launch) await runLaunch(store, launch, window, (url, init) => fetch(url, init));
    await tour?.start();
  });
} else if (embed) {
  void loadEmbedSources(store, embed.panel, embed.sources, window.location, embedStatus);
}

// After the first paint: the offline copy is a convenience, never in the way of the page.
if (!request) void registerOffline();
