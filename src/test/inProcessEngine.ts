import { engineApi } from '../worker/engineApi';
import { type Fakes, testEngine } from './testEngine';

/**
 * The worker's own API in-process, the same functions the page reaches through comlink, as a
 * test engine (testEngine.ts): calls keep the client's signals and its order of searches; `fakes` replace any
 * call (a replay's failure, a held answer). `calls` records each method asked.
 */
export const inProcessEngine = (fakes: Fakes = {}) =>
  testEngine({ ...(engineApi as Fakes), ...fakes });
