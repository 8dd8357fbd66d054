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

/** The engine's two entries: the light one the page may import, and the full one. */
const ENGINE_ENTRIES = new Set(['engine', 'engine/core']);

/** Packages no module reachable from `engine/core` may import (each is heavy or needs an index). */
export const HEAVY_PACKAGES = ['@orama/orama', '@orama/stemmers', 'minisearch', 'gpt-tokenizer'];

type Rule = {
  /** What the rule keeps true, as a reader would say it. */
  rule: string;
  applies: (file: string) => boolean;
  /** Whether this import of `file` breaks the rule. */
  breaks: (target: string, imported: Import, file: string) => boolean;
};

export const RULES: readonly Rule[] = [
  {
    rule: 'the engine imports nothing of ui, worker, data, cli or mcp, and no DOM, Node, React or MCP SDK module',
    applies: (file) => within(file, 'engine') && !isTest(file),
    breaks: (target) =>
      ['ui', 'worker', 'data', 'cli', 'mcp'].some((folder) => within(target, folder)) ||
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
    rule: 'outside the engine, the engine is imported through engine/core or engine, never a module by path',
    applies: (file) => !within(file, 'engine'),
    breaks: (target) => within(target, 'engine') && !ENGINE_ENTRIES.has(target),
  },
  {
    rule: 'the page imports the engine only from engine/core: heavy work runs in the worker',
    applies: (file) => within(file, 'ui') && !isTest(file),
    breaks: (target, imported) => target === 'engine' && !imported.typeOnly,
  },
  {
    rule: 'the page reaches the worker through worker/boundary (types) and worker/EngineClient alone',
    applies: (file) => within(file, 'ui') && !isTest(file),
    breaks: (target) =>
      within(target, 'worker') && target !== 'worker/boundary' && target !== 'worker/EngineClient',
  },
  {
    rule: 'Orama is imported by engine/search/oramaIndex alone',
    applies: (file) => file.replace(/\.tsx?$/, '') !== 'engine/search/oramaIndex' && !isTest(file),
    breaks: (target, imported) => packageOf(target) === '@orama/orama' && !imported.typeOnly,
  },
  {
    rule: 'MiniSearch is imported by engine/eval/peers/miniSearchPeer alone',
    applies: (file) =>
      file.replace(/\.tsx?$/, '') !== 'engine/eval/peers/miniSearchPeer' && !isTest(file),
    breaks: (target, imported) => packageOf(target) === 'minisearch' && !imported.typeOnly,
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
