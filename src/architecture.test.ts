import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  cycles,
  ENGINE_STAGES,
  HEAVY_PACKAGES,
  heavyReach,
  importsOf,
  readSources,
  type SourceFile,
  storeComponents,
  UI_FEATURES,
  violations,
} from './test/importRules';

/**
 * The rules of the house, checked on the source text: the engine is pure, the page reaches
 * the engine through its light entry and heavy work through the worker, and each library has
 * exactly one module that imports it. The rules themselves live in `test/importRules.ts`.
 */
const root = new URL('.', import.meta.url).pathname;
const sources = readSources(root);

describe('import directions in src/', () => {
  it('are all kept', () => {
    expect(violations(sources)).toEqual([]);
  });

  it('keep the heavy packages out of reach of engine/core', () => {
    expect(heavyReach(sources, 'engine/core')).toEqual([]);
  });

  it('form no circle, type-only imports included', () => {
    expect(cycles(sources)).toEqual([]);
  });

  it('keep every component out of reach of the store', () => {
    expect(storeComponents(sources)).toEqual([]);
  });

  it('find the page in app/, shared/ and the features, each feature with its entry', () => {
    const folders = readdirSync(`${root}ui`, { withFileTypes: true });
    expect(folders.filter((entry) => !entry.isDirectory()).map((entry) => entry.name)).toEqual([]);
    expect(folders.map((entry) => entry.name).sort()).toEqual(
      ['app', 'shared', ...UI_FEATURES].sort(),
    );
    for (const feature of UI_FEATURES)
      expect(existsSync(`${root}ui/${feature}/index.ts`)).toBe(true);
  });

  it('find the engine in its stages, each stage with its entry', () => {
    const folders = readdirSync(`${root}engine`, { withFileTypes: true }).filter((entry) =>
      entry.isDirectory(),
    );
    expect(folders.map((entry) => entry.name).sort()).toEqual([...ENGINE_STAGES].sort());
    for (const stage of ENGINE_STAGES)
      expect(existsSync(`${root}engine/${stage}/index.ts`), stage).toBe(true);
  });

  it('still let the full entry reach MiniSearch, so the reach check looks where it should', () => {
    expect(heavyReach(sources, 'engine')).toContainEqual(
      expect.stringMatching(/^engine → .* → engine\/eval\/peers\/miniSearchPeer → minisearch$/),
    );
  });
});

describe('the import check itself', () => {
  const withFile = (path: string, text: string): SourceFile[] => [...sources, { path, text }];

  it('reads every import form, with its line', () => {
    const text = [
      "import a from './a';",
      "import type { B } from './b';",
      "import { type C, type D } from './c';",
      "import { type E, f } from './e';",
      "export { g } from './g';",
      "export type { H } from './h';",
      "import './side-effect.css';",
      "const lazy = () => import('./lazy');",
      "const old = require('./old');",
      'import {',
      '  many,',
      '  names,',
      "} from './multi';",
      "// import hidden from './commented';",
    ].join('\n');
    expect(importsOf(text)).toEqual([
      { spec: './a', typeOnly: false, line: 1 },
      { spec: './b', typeOnly: true, line: 2 },
      { spec: './c', typeOnly: true, line: 3 },
      { spec: './e', typeOnly: false, line: 4 },
      { spec: './g', typeOnly: false, line: 5 },
      { spec: './h', typeOnly: true, line: 6 },
      { spec: './side-effect.css', typeOnly: false, line: 7 },
      { spec: './lazy', typeOnly: false, line: 8 },
      { spec: './old', typeOnly: false, line: 9 },
      { spec: './multi', typeOnly: false, line: 10 },
    ]);
  });

  it.each([
    [
      'a static import of an engine module by path',
      'ui/bad.ts',
      "import { termWeight } from '../engine/search/rank';",
    ],
    [
      'a dynamic import of the heavy engine',
      'ui/bad.ts',
      "const load = () => import('../engine');",
    ],
    ['a side-effect import of worker code', 'ui/bad.ts', "import '../worker/engineApi';"],
    [
      'a re-export of a worker module',
      'ui/bad.ts',
      "export { engineApi } from '../worker/engineApi';",
    ],
    ['the engine importing the page', 'engine/bad.ts', "import { App } from '../ui/App';"],
    ['the engine importing Node', 'engine/bad.ts', "import { readFileSync } from 'node:fs';"],
    [
      'the engine importing the benchmark',
      'engine/search/bad.ts',
      "import { measure } from '../../../bench/measure';",
    ],
    ['the page importing Node', 'ui/search/bad.ts', "import { readFile } from 'node:fs/promises';"],
    ['the worker importing Node', 'worker/bad.ts', "import { readFileSync } from 'node:fs';"],
    [
      'the worker importing the CLI',
      'worker/api/bad.ts',
      "import { loadSessions } from '../../cli/loadSessions';",
    ],
    [
      'the engine importing the MCP module',
      'engine/bad.ts',
      "import { connectHttp } from '../mcp';",
    ],
    [
      'the browser-safe MCP module importing Node',
      'mcp/bad.ts',
      "import { spawn } from 'node:child_process';",
    ],
    [
      'the browser-safe MCP module reaching stdio',
      'mcp/bad.ts',
      "export { connectStdio } from './node/connectStdio';",
    ],
    [
      'the CLI importing the MCP SDK directly',
      'cli/bad.ts',
      "import { Client } from '@modelcontextprotocol/sdk/client/index.js';",
    ],
    [
      'the shipped CLI importing the benchmark',
      'cli/commands/bad.ts',
      "import { runBundledBench } from '../../../bench/bundle';",
    ],
    [
      'the CLI importing an engine leaf',
      'cli/bad.ts',
      "import { ToolIndex } from '../engine/search/ToolIndex';",
    ],
    [
      "an engine module importing another stage's module by path",
      'engine/replay/bad.ts',
      "import { ToolIndex } from '../search/ToolIndex';",
    ],
    [
      "a stage's module importing its own stage's entry",
      'engine/search/bad.ts',
      "import { ToolIndex } from './index';",
    ],
    [
      'the page importing the library entry',
      'ui/bad.ts',
      "import { searchTools } from '../engine/library';",
    ],
    [
      'a second importer of Orama',
      'engine/search/bad.ts',
      "import { create } from '@orama/orama';",
    ],
    [
      'a second importer of the Snowball stemmer',
      'engine/agents/codex/bad.ts',
      "import { stem } from 'porter2';",
    ],
    [
      'a feature importing another by path',
      'ui/search/bad.ts',
      "import type { ResultMark } from '../authoring/state/markResult';",
    ],
    [
      'a feature importing the app',
      'ui/replay/bad.ts',
      "import { useAppState } from '../app/store/appStore';",
    ],
    ['shared importing a feature', 'ui/shared/bad.ts', "import { rankerTerms } from '../search';"],
    [
      "the store importing a feature's components",
      'ui/mcp/state/bad.ts',
      "import { SearchPanel } from '../../search/components';",
    ],
  ])('fails on %s', (_what, path, text) => {
    const found = violations(withFile(path, text));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(new RegExp(`^${path}:1 imports `));
  });

  it('lets a feature import another through its entries', () => {
    expect(
      violations(
        withFile(
          'ui/search/fine.ts',
          "import type { ResultMark } from '../authoring';\nimport { LiveMove } from '../mcp/components';",
        ),
      ),
    ).toEqual([]);
  });

  it('fails on a circle of two modules, and on one of types alone', () => {
    const tree = [
      ...sources,
      { path: 'ui/shared/a.ts', text: "import { b } from './b';\nexport const a = 1;" },
      { path: 'ui/shared/b.ts', text: "import { a } from './a';\nexport const b = a;" },
      { path: 'ui/shared/c.ts', text: "import type { D } from './d';\nexport type C = D[];" },
      { path: 'ui/shared/d.ts', text: "import type { C } from './c';\nexport type D = C | 1;" },
    ];
    expect(cycles(tree)).toEqual([
      'ui/shared/a → ui/shared/b → ui/shared/a',
      'ui/shared/c → ui/shared/d → ui/shared/c',
    ]);
  });

  it('fails when the store reaches a component, however far', () => {
    const tree = [
      ...sources,
      { path: 'ui/search/state/bad.ts', text: "export { helper } from '../helper';" },
      {
        path: 'ui/search/helper.ts',
        text: "export { SearchPanel as helper } from './SearchPanel';",
      },
    ];
    expect(storeComponents(tree)).toEqual([
      'ui/search/state/bad → ui/search/helper → ui/search/SearchPanel',
    ]);
  });

  it('lets an engine module import another stage through its entry or its light part', () => {
    expect(
      violations(
        withFile(
          'engine/replay/fine.ts',
          "import { ToolIndex } from '../search';\nimport { TEXT_FIELDS } from '../search/core';\nimport { toolCosts } from './toolCosts';",
        ),
      ),
    ).toEqual([]);
  });

  it('lets the page name a worker or engine type without importing its code', () => {
    expect(
      violations(
        withFile(
          'ui/fine.ts',
          "import type { ReplayView } from '../worker/boundary';\nimport type { ToolIndex } from '../engine';",
        ),
      ),
    ).toEqual([]);
  });

  it('fails when engine/core reaches a heavy package', () => {
    const core = sources.find((file) => file.path === 'engine/core.ts');
    expect(core).toBeDefined();
    const tree = [
      ...sources.filter((file) => file !== core),
      { path: 'engine/core.ts', text: `${core?.text}\nexport { analyze } from './text/analyze';` },
    ];
    expect(heavyReach(tree, 'engine/core')).toEqual([
      'engine/core → engine/text/analyze → @orama/stemmers/english',
    ]);
    expect(HEAVY_PACKAGES).toContain('@orama/stemmers');
  });
});
