import { authoringApi } from './api/authoringApi';
import { catalogApi } from './api/catalogApi';
import { liveApi } from './api/liveApi';
import { searchApi } from './api/searchApi';
import { sessionApi } from './api/sessionApi';
import { settingsApi } from './api/settingsApi';
import { tokensApi } from './api/tokensApi';
import type { EngineApi } from './boundary';

/**
 * The worker side of the engine boundary: plain functions over one loaded catalog, grouped by
 * what they serve, and checked against the contract in `boundary.ts`, where the message shapes
 * are written once. Everything returned is plain data (it is structured-cloned).
 */
export const engineApi: EngineApi = {
  ...catalogApi,
  ...searchApi,
  ...sessionApi,
  ...authoringApi,
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
