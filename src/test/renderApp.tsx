import { act, render } from '@testing-library/react';
import { App } from '../ui/app/App';
import { createAppStore } from '../ui/app/store/appStore';
import type { SearchTiming } from '../ui/search';
import { DEFAULT_VIEW, type View } from '../ui/shared/view';
import type { BuiltInCatalog } from '../worker/boundary';
import { inProcessEngine } from './inProcessEngine';
import type { Fakes } from './testEngine';

type Options = {
  /** Where the page opens, as a link would open it. */
  view?: Partial<View>;
  /** Calls answered otherwise than by the worker's own API, by name (a failure, a held answer). */
  fakes?: Fakes;
  /** The built-in catalog loaded first; the eight-tool sample by default. */
  catalog?: BuiltInCatalog;
  timing?: SearchTiming;
};

/**
 * The whole page rendered into the test's DOM, over the worker's own API run in-process
 * (inProcessEngine.ts): what is faked is the worker and comlink between it and the page, not the
 * engine, so every panel shows the figures the page would. Resolves once the catalog is loaded.
 * `calls` records each worker call, by name, in order.
 */
export const renderApp = async ({
  view = {},
  fakes = {},
  catalog = 'sample',
  timing,
}: Options = {}) => {
  const fake = inProcessEngine(fakes);
  const store = createAppStore(fake.engine, { ...DEFAULT_VIEW, ...view }, timing ? { timing } : {});
  const rendered = render(<App store={store} />);
  await act(() => store.getState().actions.loadBuiltIn(catalog));
  return { ...fake, store, rendered };
};
