import type { Engine } from '../ui/store/appStore';

/**
 * The worker calls a store test does not care about, answered with nothing (and `call` and
 * `updateTool` refused, so a test that needs them says so). A test spreads its own calls over it.
 */
export const quietEngine = (): Omit<Engine, 'search' | 'loadBuiltIn' | 'loadCatalogText'> => ({
  onStatus: () => () => {},
  facets: async () => ({ capabilities: [], domains: [], entities: [], relationships: [] }),
  catalogRows: async () => [],
  declarationTokens: async () => ({ tokenizer: 'fake', tokens: {} }),
  toolDetail: async () => undefined,
  lens: async () => ({ lens: undefined }),
  whyNot: async (_request, name) => ({ kind: 'unknown', name }),
  movementRanks: async () => undefined,
  countTokens: async () => undefined,
  call: async (method, ..._args) => {
    throw new Error(`fake engine: ${method} is not faked here`);
  },
  replay: async () => {
    throw new Error('fake engine: replay is not faked here');
  },
  applyToolChanges: async () => {
    throw new Error('fake engine: applyToolChanges is not faked here');
  },
  servedTool: async () => undefined,
  updateTool: async () => {
    throw new Error('fake engine: updateTool is not faked here');
  },
  // Catalog settings have their own tests (settingsApi.test.ts, catalogSettings.test.ts).
  setCatalogSettings: async () => {
    throw new Error('fake engine: setCatalogSettings is not faked here');
  },
});
