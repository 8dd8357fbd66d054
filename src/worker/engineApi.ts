import type { authoringApi } from './api/authoringApi';
import { catalogApi } from './api/catalogApi';
import { deferred } from './api/deferred';
import { liveApi } from './api/liveApi';
import { searchApi } from './api/searchApi';
import type { sessionApi } from './api/sessionApi';
import { settingsApi } from './api/settingsApi';
import { tokensApi } from './api/tokensApi';
import type { EngineApi } from './boundary';

/**
 * The worker side of the engine boundary: plain functions over one loaded catalog, grouped by
 * what they serve, and checked against the contract in `boundary.ts`, where the message shapes
 * are written once. Everything returned is plain data (it is structured-cloned).
 */
// The timeline's and the Evaluate panel's engines load on their first call (api/deferred.ts).
const sessions = deferred(
  () => import('./api/sessionApi').then((module) => module.sessionApi as typeof sessionApi),
  ['scenarios', 'parseTranscript', 'validateActivation', 'replay', 'simulate', 'diffPrompts'],
);
const authoring = deferred(
  () => import('./api/authoringApi').then((module) => module.authoringApi as typeof authoringApi),
  [
    'demoQuerySet',
    'readQuerySetText',
    'exportQuerySet',
    'evaluate',
    'compareConfigs',
    'compareVersions',
    'updateTool',
    'lint',
  ],
);

export const engineApi: EngineApi = {
  ...catalogApi,
  ...searchApi,
  ...sessions,
  ...authoring,
  ...settingsApi,
  ...liveApi,
  ...tokensApi,

  /**
   * Test hook: throws outside any call, so the error escapes to the Worker's `error` event
   * exactly as a real crash would, instead of coming back as a rejected call.
   */
  crashForTest(): void {
    setTimeout(() => {
      throw new Error('toollens: simulated worker crash');
    });
  },
};
