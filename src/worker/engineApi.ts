import type { SearchPasses } from '../engine';
import type { authoringApi } from './api/authoringApi';
import { catalogApi } from './api/catalogApi';
import { deferred } from './api/deferred';
import type { diffApi } from './api/diffApi';
import type { fixApi } from './api/fixApi';
import { liveApi } from './api/liveApi';
import type { playApi } from './api/playApi';
import type { playEstimateApi } from './api/playEstimateApi';
import { searchApi } from './api/searchApi';
import type { sessionApi } from './api/sessionApi';
import { settingsApi } from './api/settingsApi';
import { requireLoaded } from './api/state';
import type { targetsApi } from './api/targetsApi';
import { tokensApi } from './api/tokensApi';

/**
 * The worker side of the engine boundary: plain functions over one loaded catalog, grouped by
 * what they serve. This object is the contract: the page's types are derived from it
 * (`contract.ts`), and the message shapes are written once, in `boundary.ts`. Everything
 * returned is plain data (it is structured-cloned).
 */
// The sessions' (Timeline, Prompt, Sessions) and the Evaluate panel's engines load on their
// first call (api/deferred.ts).
const sessions = deferred(
  () => import('./api/sessionApi').then((module) => module.sessionApi as typeof sessionApi),
  {
    scenarios: true,
    parseTranscript: true,
    readSession: true,
    validateActivation: true,
    replay: true,
    simulate: true,
    diffPrompts: true,
    sessionsReport: true,
    mineSessions: true,
    sessionRecord: true,
  },
);
const authoring = deferred(
  () => import('./api/authoringApi').then((module) => module.authoringApi as typeof authoringApi),
  {
    demoQuerySet: true,
    readQuerySetText: true,
    exportQuerySet: true,
    evaluate: true,
    compareConfigs: true,
    compareVersions: true,
    updateTool: true,
    lint: true,
  },
);
// The agent targets' tokenizers and stemmers load with the first target asked for.
const targets = deferred(
  () => import('./api/targetsApi').then((module) => module.targetsApi as typeof targetsApi),
  {
    availableTargets: true,
    targetRanks: true,
    targetsBuilt: true,
    findability: true,
    evaluateTargets: true,
  },
);

// Evaluate's fix proposals load with the Fixes view's first ask.
const fix = deferred(
  () => import('./api/fixApi').then((module) => module.fixApi as typeof fixApi),
  { fixes: true, nameFixes: true },
);

// Play (a real model run): the form's estimate loads with the view; the run, and the providers'
// SDKs with it, with the first run.
const playEstimate = deferred(
  () =>
    import('./api/playEstimateApi').then(
      (module) => module.playEstimateApi as typeof playEstimateApi,
    ),
  { playEstimate: true },
);
const play = deferred(
  () => import('./api/playApi').then((module) => module.playApi as typeof playApi),
  { play: true, cancelPlay: true },
);

// "Compare with…"'s release diff loads with its first ask.
const diff = deferred(
  () => import('./api/diffApi').then((module) => module.diffApi as typeof diffApi),
  { compareCatalogs: true, findabilityRankers: true, compareFindability: true },
);

export const engineApi = {
  ...catalogApi,
  ...searchApi,
  ...sessions,
  ...authoring,
  ...targets,
  ...fix,
  ...playEstimate,
  ...play,
  ...diff,
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

  /** Test hook: how many plans and ranker passes the loaded catalog's index has run. */
  searchPassesForTest(): SearchPasses {
    return requireLoaded().index.passes;
  },
};
