import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';

/**
 * The directions imports may take, checked on the source text (`src/architecture.test.ts`).
 * Every import form counts: `import … from`, `export … from`, a side-effect `import 'x'`, a
 * dynamic `import('x')` and `require('x')`. Type-only imports are erased from the build, so
 * they may cross where code may not: the page may name a worker type, never run worker code.
 */

/** A source file, its path relative to `src/` with forward slashes. */
export type SourceFile = { path: string; text: string };

export type Import = { spec: string; typeOnly: boolean; line: number };

const FORMS = [
  // import … from 'x' and export … from 'x', over several lines. The clause is one class
  // ([^'";] matches a newline too): an alternation that could match a newline two ways made a
  // failing match backtrack exponentially, 11 s on one 300-line component.
  /\b(import|export)(\s+type)?\s+([^'";]*?)\s+from\s*['"]([^'"]+)['"]/g,
  // import 'x' (side effect only).
  /\bimport\s*['"]([^'"]+)['"]/g,
  // import('x') and require('x').
  /\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];

const lineOf = (text: string, index: number): number => text.slice(0, index).split('\n').length;

/** Every import of a file, in source order. Comments are blanked first, keeping offsets. */
export const importsOf = (text: string): Import[] => {
  const code = text.replace(/\/\*[\s\S]*?\*\/|(^|[^:\\])\/\/.*$/gm, (comment) =>
    comment.replace(/[^\n]/g, ' '),
  );
  const found: Import[] = [];
  for (const match of code.matchAll(FORMS[0] as RegExp)) {
    const clause = match[3] ?? '';
    // `import { type A, type B }` is erased like `import type { A, B }`.
    const names = /^\{([\s\S]*)\}$/.exec(clause.trim())?.[1]?.split(',') ?? [];
    const allTyped =
      names.length > 0 && names.every((name) => name.trim() === '' || /^type\s/.test(name.trim()));
    found.push({
      spec: match[4] ?? '',
      typeOnly: match[2] !== undefined || allTyped,
      line: lineOf(code, match.index ?? 0),
    });
  }
  for (const form of FORMS.slice(1)) {
    for (const match of code.matchAll(form)) {
      found.push({ spec: match[1] ?? '', typeOnly: false, line: lineOf(code, match.index ?? 0) });
    }
  }
  return found.sort((a, b) => a.line - b.line);
};

/**
 * A specifier as a path relative to `src/` without extension (`engine/core`), or a package
 * name as written. `index` files are named by their folder.
 */
export const resolveImport = (from: string, spec: string): string => {
  if (!spec.startsWith('.')) return spec;
  const path = posix.normalize(posix.join(posix.dirname(from), spec)).replace(/\.(tsx?|js)$/, '');
  return path.replace(/\/index$/, '');
};

/** The package a bare specifier names: `@orama/stemmers/english` → `@orama/stemmers`. */
export const packageOf = (spec: string): string =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

const within = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);
const isTest = (path: string) => /\.test\.tsx?$/.test(path) || within(path, 'test');

/**
 * The engine's entries: the light one the page may import, the full one (the worker, the CLI)
 * and the package's library entry.
 */
const ENGINE_ENTRIES = new Set(['engine', 'engine/core', 'engine/library']);

/**
 * The engine's stages, each a folder of `engine/` with one entry, `index.ts`; a stage with heavy
 * parts (an index, the stemmer, MiniSearch, the tokenizer) also has `core.ts`, its light part,
 * which `index.ts` re-exports.
 */
export const ENGINE_STAGES = [
  'text',
  'catalog',
  'search',
  'excerpt',
  'prompt',
  'replay',
  'reports',
  'agents',
  'eval',
  'lint',
  'diff',
  'edit',
  'fix',
] as const;

/** The stage an `engine/` path belongs to (`engine/search` is the stage's entry), if any. */
const stageOf = (path: string): string | undefined => {
  const [top, stage] = path.split('/');
  return top === 'engine' && (ENGINE_STAGES as readonly string[]).includes(stage ?? '')
    ? stage
    : undefined;
};

/** A stage's entries: `engine/<stage>` and its light part `engine/<stage>/core`. */
const isStageEntry = (path: string, stage: string): boolean =>
  path === `engine/${stage}` || path === `engine/${stage}/core`;

/** Packages no module reachable from `engine/core` may import (each is heavy or needs an index). */
export const HEAVY_PACKAGES = ['@orama/orama', '@orama/stemmers', 'minisearch', 'gpt-tokenizer'];

/**
 * The page's features, each a folder of `ui/` with an entry: `index.ts` (its state, types and
 * pure helpers) and `components.ts` (its components). Beside them, `ui/app/` (the shell, URL,
 * persistence, workspace and root store) and `ui/shared/` (what every feature uses).
 */
export const UI_FEATURES = [
  'search',
  'replay',
  'reports',
  'authoring',
  'catalog',
  'mcp',
  'tour',
  'diff',
] as const;

/** The feature a `ui/` path belongs to, `app`, `shared`, or undefined outside `ui/`. */
const uiPartOf = (path: string): string | undefined =>
  within(path, 'ui') ? path.split('/')[1] : undefined;

const isFeature = (part: string | undefined): boolean =>
  (UI_FEATURES as readonly string[]).includes(part ?? '');

/** The store: the root store's folder and each feature's `state/`. */
const isStore = (path: string): boolean =>
  within(path, 'ui/app/store') || (isFeature(uiPartOf(path)) && path.split('/')[2] === 'state');

type Rule = {
  /** What the rule keeps true, as a reader would say it. */
  rule: string;
  applies: (file: string) => boolean;
  /** Whether this import of `file` breaks the rule. */
  breaks: (target: string, imported: Import, file: string) => boolean;
};

const RULES: readonly Rule[] = [
  {
    rule: 'the engine imports nothing of ui, worker, data, cli, mcp or outside src/ (bench, tools), and no DOM, Node, React or MCP SDK module',
    applies: (file) => within(file, 'engine') && !isTest(file),
    breaks: (target) =>
      ['ui', 'worker', 'data', 'cli', 'mcp'].some((folder) => within(target, folder)) ||
      target.startsWith('../') ||
      target.startsWith('node:') ||
      /^(react|react-dom|zustand|@modelcontextprotocol\/sdk)(\/|$)/.test(target),
  },
  {
    rule: 'mcp (but mcp/node) is browser-safe: no Node module, nothing of mcp/node, ui, worker or cli',
    applies: (file) => within(file, 'mcp') && !within(file, 'mcp/node') && !isTest(file),
    breaks: (target) =>
      target.startsWith('node:') ||
      ['mcp/node', 'ui', 'worker', 'cli'].some((folder) => within(target, folder)) ||
      target.endsWith('/client/stdio.js'),
  },
  {
    rule: 'the MCP SDK is imported by mcp alone: every connection goes through its modules',
    applies: (file) => !within(file, 'mcp') && !isTest(file),
    breaks: (target, imported) =>
      packageOf(target) === '@modelcontextprotocol/sdk' && !imported.typeOnly,
  },
  {
    rule: 'play (a real model run) is browser-safe: no Node module, nothing of ui, worker, cli or mcp',
    applies: (file) => within(file, 'play') && !isTest(file),
    breaks: (target) =>
      target.startsWith('node:') ||
      ['ui', 'worker', 'cli', 'mcp'].some((folder) => within(target, folder)),
  },
  {
    rule: "the model providers' SDKs are imported by play alone: every model request goes through its adapters",
    applies: (file) => !within(file, 'play') && !isTest(file) && !within(file, 'test'),
    breaks: (target, imported) =>
      ['@anthropic-ai/sdk', 'openai'].includes(packageOf(target)) && !imported.typeOnly,
  },
  {
    rule: 'the page and the worker run in a browser: they import no Node module, and nothing of cli or mcp/node',
    applies: (file) => (within(file, 'ui') || within(file, 'worker')) && !isTest(file),
    breaks: (target) =>
      target.startsWith('node:') || within(target, 'cli') || within(target, 'mcp/node'),
  },
  {
    rule: 'the shipped CLI imports nothing of bench/: the benchmark runs from a clone (npm run bench)',
    applies: (file) => within(file, 'cli') && !isTest(file),
    breaks: (target) => target === '../bench' || target.startsWith('../bench/'),
  },
  {
    rule: 'outside the engine, the engine is imported through engine/core or engine, never a module by path',
    applies: (file) => !within(file, 'engine'),
    breaks: (target) => within(target, 'engine') && !ENGINE_ENTRIES.has(target),
  },
  {
    rule: 'inside the engine, another stage is imported through its entry (engine/<stage>, or engine/<stage>/core for its light part), and a module of a stage imports its own stage by path',
    // Test kits are tests' helpers: like the tests, they may reach into any module.
    applies: (file) => within(file, 'engine') && !isTest(file) && !file.endsWith('.testkit.ts'),
    breaks: (target, _imported, file) => {
      const stage = stageOf(target);
      if (stage === undefined) return false;
      const ownEntry = file.replace(/\.tsx?$/, '') === `engine/${stage}/index`;
      if (stage === stageOf(file)) return isStageEntry(target, stage) && !ownEntry;
      return !isStageEntry(target, stage);
    },
  },
  {
    rule: 'the page imports the engine only from engine/core: heavy work runs in the worker',
    applies: (file) => within(file, 'ui') && !isTest(file),
    breaks: (target, imported) =>
      (target === 'engine' || target === 'engine/library') && !imported.typeOnly,
  },
  {
    rule: 'the page reaches the worker through worker/boundary (types) and worker/EngineClient alone',
    applies: (file) => within(file, 'ui') && !isTest(file),
    breaks: (target) =>
      within(target, 'worker') && target !== 'worker/boundary' && target !== 'worker/EngineClient',
  },
  {
    rule: 'a feature imports another only through its entry (index or components)',
    applies: (file) => (isFeature(uiPartOf(file)) || uiPartOf(file) === 'app') && !isTest(file),
    breaks: (target, _imported, file) => {
      const part = uiPartOf(target);
      if (!isFeature(part) || part === uiPartOf(file)) return false;
      return target !== `ui/${part}` && target !== `ui/${part}/components`;
    },
  },
  {
    rule: 'a feature imports nothing of the app: the app composes the features',
    applies: (file) => isFeature(uiPartOf(file)) && !isTest(file),
    breaks: (target) => uiPartOf(target) === 'app',
  },
  {
    rule: 'shared imports no feature and nothing of the app',
    applies: (file) => uiPartOf(file) === 'shared' && !isTest(file),
    breaks: (target) => isFeature(uiPartOf(target)) || uiPartOf(target) === 'app',
  },
  {
    rule: "the store imports no component, not even through a feature's components entry",
    applies: (file) => isStore(file) && !isTest(file),
    breaks: (target) => target.endsWith('/components'),
  },
  {
    rule: "Orama is imported by test/orama/oramaIndex alone: the spec's BM25 is computed from the postings (engine/search/specBm25), Orama is its reference in tests",
    applies: (file) => file.replace(/\.tsx?$/, '') !== 'test/orama/oramaIndex' && !isTest(file),
    breaks: (target, imported) => packageOf(target) === '@orama/orama' && !imported.typeOnly,
  },
  {
    rule: "TanStack Query is imported by ui/shared/engineQueries alone: the page's one cache of the worker's answers",
    applies: (file) => file.replace(/\.tsx?$/, '') !== 'ui/shared/engineQueries' && !isTest(file),
    breaks: (target) => packageOf(target) === '@tanstack/react-query',
  },
  {
    rule: 'MiniSearch is imported by engine/eval/peers/miniSearchPeer alone',
    applies: (file) =>
      file.replace(/\.tsx?$/, '') !== 'engine/eval/peers/miniSearchPeer' && !isTest(file),
    breaks: (target, imported) => packageOf(target) === 'minisearch' && !imported.typeOnly,
  },
  {
    rule: 'the Snowball English stemmer is imported by engine/agents/codex/stem alone',
    applies: (file) => file.replace(/\.tsx?$/, '') !== 'engine/agents/codex/stem' && !isTest(file),
    breaks: (target, imported) => packageOf(target) === 'porter2' && !imported.typeOnly,
  },
  {
    rule: 'the tokenizer is imported by engine/prompt/tokens alone (it loads it on first use)',
    applies: (file) => file.replace(/\.tsx?$/, '') !== 'engine/prompt/tokens' && !isTest(file),
    breaks: (target, imported) => packageOf(target) === 'gpt-tokenizer' && !imported.typeOnly,
  },
];

/** Every broken rule in a tree, as `file:line imports spec: rule`. */
export const violations = (files: readonly SourceFile[]): string[] =>
  files.flatMap((file) => {
    const rules = RULES.filter((rule) => rule.applies(file.path));
    if (rules.length === 0) return [];
    const imports = importsOf(file.text);
    return rules.flatMap((rule) =>
      imports
        .filter((imported) =>
          rule.breaks(resolveImport(file.path, imported.spec), imported, file.path),
        )
        .map((imported) => `${file.path}:${imported.line} imports ${imported.spec}: ${rule.rule}`),
    );
  });

/**
 * The heavy packages reachable from `entry` through code (not type-only) imports, each with
 * the chain that reaches it, e.g. `engine/core → engine/search/rank → @orama/orama`.
 */
export const heavyReach = (files: readonly SourceFile[], entry: string): string[] => {
  const byModule = new Map(files.map((file) => [file.path.replace(/\.tsx?$/, ''), file]));
  const module = (path: string) => byModule.get(path) ?? byModule.get(`${path}/index`);
  const chains: string[] = [];
  const seen = new Set<string>();
  const visit = (path: string, chain: string[]) => {
    const file = module(path);
    if (!file || seen.has(file.path)) return;
    seen.add(file.path);
    for (const imported of importsOf(file.text)) {
      if (imported.typeOnly) continue;
      const target = resolveImport(file.path, imported.spec);
      if (HEAVY_PACKAGES.includes(packageOf(target))) chains.push([...chain, target].join(' → '));
      else if (!imported.spec.startsWith('.')) continue;
      else visit(target, [...chain, target]);
    }
  };
  visit(entry, [entry]);
  return chains;
};

/** Every TypeScript file under `root` (the `src/` folder), as SourceFiles. */
export const readSources = (root: string): SourceFile[] => {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return walk(path);
      return /\.tsx?$/.test(entry.name) ? [path] : [];
    });
  return walk(root).map((path) => ({
    path: relative(root, path).split(/[\\/]/).join('/'),
    text: readFileSync(path, 'utf8'),
  }));
};

/** The module graph: each module (path without extension) to the modules it imports. */
const graphOf = (files: readonly SourceFile[], withTypes: boolean) => {
  const byModule = new Map(files.map((file) => [file.path.replace(/\.tsx?$/, ''), file]));
  const moduleOf = (path: string) =>
    byModule.has(path) ? path : byModule.has(`${path}/index`) ? `${path}/index` : undefined;
  const graph = new Map<string, string[]>();
  for (const [module, file] of byModule) {
    graph.set(
      module,
      importsOf(file.text)
        .filter((imported) => imported.spec.startsWith('.') && (withTypes || !imported.typeOnly))
        .map((imported) => moduleOf(resolveImport(file.path, imported.spec)))
        .filter((target): target is string => target !== undefined),
    );
  }
  return { graph, byModule };
};

/**
 * Every import circle, type-only imports included (a circle of types still ties two modules
 * into one), each as `a → b → a` from its first module in path order. Tarjan's strongly
 * connected components, then the shortest way round from that module.
 */
export const cycles = (files: readonly SourceFile[]): string[] => {
  const { graph } = graphOf(files, true);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const connect = (module: string) => {
    index.set(module, next);
    low.set(module, next++);
    stack.push(module);
    onStack.add(module);
    for (const target of graph.get(module) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(module, Math.min(low.get(module) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(module, Math.min(low.get(module) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(module) !== index.get(module)) return;
    const component: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      component.push(member);
      if (member === module) break;
    }
    if (component.length > 1 || graph.get(module)?.includes(module)) found.push(component);
  };
  for (const module of [...graph.keys()].sort()) if (!index.has(module)) connect(module);
  return found.map((component) => {
    const members = new Set(component);
    const start = [...component].sort()[0] ?? '';
    // Breadth-first from start back to itself, within the component.
    const previous = new Map<string, string>();
    const queue = [start];
    while (queue.length > 0) {
      const at = queue.shift() as string;
      const targets = (graph.get(at) ?? []).filter((target) => members.has(target));
      if (targets.includes(start)) {
        const path = [start];
        for (let step: string | undefined = at; step !== start && step; step = previous.get(step))
          path.splice(1, 0, step);
        return [...path, start].join(' → ');
      }
      for (const target of targets)
        if (!previous.has(target) && target !== start) {
          previous.set(target, at);
          queue.push(target);
        }
    }
    return [...component, component[0]].join(' → ');
  });
};

/**
 * The components the store reaches through code imports (dynamic ones too), each with its
 * chain from a store module: `ui/search/state/bad → ui/search/SearchPanel`. A component is a
 * `.tsx` module.
 */
export const storeComponents = (files: readonly SourceFile[]): string[] => {
  const { graph, byModule } = graphOf(files, false);
  const isComponent = (module: string) => byModule.get(module)?.path.endsWith('.tsx') ?? false;
  const chains: string[] = [];
  const seen = new Set<string>();
  const visit = (module: string, chain: string[]) => {
    if (seen.has(module)) return;
    seen.add(module);
    if (isComponent(module)) {
      chains.push(chain.join(' → '));
      return;
    }
    for (const target of graph.get(module) ?? []) visit(target, [...chain, target]);
  };
  for (const module of [...graph.keys()].sort())
    if (isStore(module) && !isTest(`${module}.ts`)) visit(module, [module]);
  return chains;
};
