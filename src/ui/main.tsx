// Base styles first: each panel's own sheet builds on them.
import './styles.css';
import './shell/shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EngineClient } from '../worker/EngineClient';
import { App } from './App';
import { createAppStore, startApp } from './store/appStore';
import { installTestHooks } from './testHooks';
import { syncHistory } from './url/historySync';
import { parseHash } from './url/viewHash';

const client = new EngineClient();
// The address is the view: a shared link opens where its author was.
const store = createAppStore(client, parseHash(window.location.hash));
installTestHooks(client);
syncHistory(
  {
    getView: () => store.getState().view,
    subscribe: (listener) => store.subscribe(listener),
    applyView: (view) => store.getState().actions.applyView(view),
  },
  window,
);

const root = document.getElementById('root');
if (!root) throw new Error('toollens: #root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);

void startApp(store);
