import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EngineClient } from '../worker/EngineClient';
import { App } from './App';
import { createAppStore } from './store/appStore';
import { installTestHooks } from './testHooks';
import './styles.css';

const client = new EngineClient();
const store = createAppStore(client);
installTestHooks(client);

const root = document.getElementById('root');
if (!root) throw new Error('toollens: #root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);

// The spec's 169-tool demo catalog is what a first visit shows.
void store.getState().actions.loadBuiltIn('demo');
