import type { ToolSearchResult } from '../engine/core';
import { readCatalogSettings, readSettingsMap } from '../engine/core';
import type { PageTiming } from '../ui/app/pageTiming';
import { type AppStore, createAppStore, type Engine } from '../ui/app/store/appStore';
import { createWorkspace } from '../ui/app/workspace/workspaceSession';
import type { WorkspaceStore } from '../ui/shared/savedWork';
import type { LoadResult } from '../worker/boundary';
import { QUIET_FAKES, testEngine } from './testEngine';

/**
 * A worker whose import reads a JSON array of tools (and refuses anything else as the real one
 * does), and whose settings readers are the engine's own. `calls` records the worker calls.
 */
const workspaceEngine = (calls: string[] = []): Engine => {
  const fail = (source: string, text: string): LoadResult => ({
    ok: false,
    errors: [{ path: '', message: `${source}: ${text}`, text: `${source}: ${text}` }],
  });
  const fake = testEngine({
    ...QUIET_FAKES,
    search: (options) => ({
      request: options,
      page: { query: options.query, hits: [], menu: { text: '' } } as unknown as ToolSearchResult,
      menuTokens: { tokenizer: 'chars/4', tokens: 0, estimated: true },
    }),
    loadBuiltIn: (name) => ({
      ok: true,
      summary: { source: name, format: 'toollens', tools: 8 },
      warnings: [],
    }),
    loadCatalogText: (text, source) => {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return fail(source, 'not valid JSON');
      }
      if (!Array.isArray(value)) return fail(source, 'not a catalog');
      return { ok: true, summary: { source, format: 'plain', tools: value.length }, warnings: [] };
    },
    readCatalogSettings: (value, path) => {
      calls.push('readCatalogSettings');
      return readCatalogSettings(value, path);
    },
    readSettingsMap: (value, path) => {
      calls.push('readSettingsMap');
      return readSettingsMap(value, path);
    },
    setCatalogSettings: (settings) =>
      ({ settings, roots: [], dropped: [], line: '', lineChars: 0 }) as never,
  });
  return fake.engine;
};

/** A page (one visit) over a shared storage, answering the confirm prompt with `answers`. */
export const visit = (
  storage: WorkspaceStore,
  hash = '',
  answers: () => boolean = () => true,
  timing?: PageTiming,
) => {
  const asked: string[] = [];
  const calls: string[] = [];
  const page = {
    location: { hash, pathname: '/', search: '' },
    history: { replaceState: () => {} },
    confirm: (message: string) => {
      asked.push(message);
      return answers();
    },
  };
  const engine = workspaceEngine(calls);
  const store: AppStore = createAppStore(engine, undefined, { workspace: storage });
  const workspace = createWorkspace(store, page, storage, engine, timing);
  return { store, workspace, page, asked, calls };
};

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
