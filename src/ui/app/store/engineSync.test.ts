import { describe, expect, it } from 'vitest';
import type { SearchOptions, ToolSearchResult } from '../../../engine/core';
import { QUIET_FAKES, testEngine } from '../../../test/testEngine';
import type { SearchAnswer } from '../../../worker/boundary';
import { shown } from '../../shared/request';
import { createAppStore } from './appStore';

const resultFor = (options: SearchOptions, names: string[]): SearchAnswer => ({
  request: options,
  page: {
    query: options.query,
    hits: names.map((name, order) => ({ name, order })),
    menu: { text: names.join(' '), chars: 1 },
  } as unknown as ToolSearchResult,
  menuTokens: { tokenizer: 'chars/4', tokens: 1, estimated: true },
});

/**
 * A worker whose search answers with the loaded catalog's tools; the search after a load can be
 * held, as a big catalog's first search keeps the real worker busy for seconds.
 */
const slowEngine = () => {
  let tools = ['old_tool'];
  let hold: Promise<void> | undefined;
  let release = () => {};
  const { engine } = testEngine({
    ...QUIET_FAKES,
    search: async (options) => {
      const names = tools;
      if (hold) await hold;
      return resultFor(options, names);
    },
    loadBuiltIn: (name) => {
      tools = ['old_tool'];
      return { ok: true, summary: { source: name, format: 'toollens', tools: 1 }, warnings: [] };
    },
    loadCatalogText: (_text, source) => {
      tools = ['new_tool'];
      hold = new Promise((resolve) => {
        release = resolve;
      });
      return { ok: true, summary: { source, format: 'toollens', tools: 1 }, warnings: [] };
    },
  });
  return { engine, release: () => release() };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loading a catalog', () => {
  it('never shows the old catalog’s hits under the new catalog’s name', async () => {
    const fake = slowEngine();
    const store = createAppStore(fake.engine);
    await store.getState().actions.loadBuiltIn('sample');
    await settle();
    expect(shown(store.getState().result)?.page.hits.map((hit) => hit.name)).toEqual(['old_tool']);

    await store.getState().actions.loadCatalogText('big.json', '[]');
    // The header names big.json while its first search still runs: no hits of sample's.
    expect(store.getState().catalog?.source).toBe('big.json');
    expect(store.getState().result.status).toBe('pending');
    expect(shown(store.getState().result)).toBeUndefined();

    fake.release();
    await settle();
    expect(shown(store.getState().result)?.page.hits.map((hit) => hit.name)).toEqual(['new_tool']);
  });
});
