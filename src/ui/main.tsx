// Base styles first: each panel's own sheet builds on them.
import './styles.css';
import './shell/shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EngineClient } from '../worker/EngineClient';
import { App } from './App';
import { EmbedApp } from './embed/EmbedApp';
import { readEmbed } from './embed/embedMode';
import { registerOffline } from './offline/registerOffline';
import { guardUnload } from './persist/unloadGuard';
import { createWorkspaceStore } from './persist/workspaceStore';
import { createAppStore, startApp } from './store/appStore';
import { installTestHooks } from './testHooks';
import { syncHistory } from './url/historySync';
import { parseHash } from './url/viewHash';
import { createWorkspace } from './workspace/workspaceSession';

const client = new EngineClient();
// The address is the view: a shared link opens where its author was.
// An embed (`?embed=1&panel=search&q=…`) shows one view and keeps nothing: no history entries,
// no saved workspace, so it never touches its visitor's own work.
const embed = readEmbed(window.location.search);
// One IndexedDB store for all saved work, so a full disk is reported once. A missing IndexedDB
// is reported while the store is being made, before the app store exists: hence the microtask.
const storage = embed
  ? undefined
  : createWorkspaceStore(
      (message) =>
        queueMicrotask(() => store.getState().authoring.actions.setStorageWarning(message)),
      // Another tab's change that clashed with this tab's: both kept, and said.
      {
        onNotice: (message) => store.setState({ notice: message }),
        onSaving: (saving) => store.setState({ saving }),
      },
    );
const store = createAppStore(
  client,
  embed ?? parseHash(window.location.hash),
  storage ? { workspace: storage } : {},
);
installTestHooks(client);
const workspace = storage && createWorkspace(store, window, storage);
if (!embed) {
  syncHistory(
    {
      getView: () => store.getState().view,
      subscribe: (listener) => store.subscribe(listener),
      applyView: (view) => store.getState().actions.applyView(view),
    },
    window,
  );
}

if (storage) guardUnload(window, () => store.getState().saving);

const root = document.getElementById('root');
if (!root) throw new Error('toollens: #root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    {embed ? <EmbedApp store={store} /> : <App store={store} workspace={workspace} />}
  </StrictMode>,
);

// The workspace restores the saved work (or a share link's), then loads the catalog.
void (workspace ? workspace.start() : startApp(store));

// After the first paint: the offline copy is a convenience, never in the way of the page.
if (!embed) void registerOffline();
