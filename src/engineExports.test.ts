import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSources, resolveImport, type SourceFile } from './test/importRules';

/**
 * The engine's entries (`engine/index.ts`, `engine/core.ts`) export what is used outside the
 * engine: by the worker, the page, the CLI, the MCP modules, the benchmarks, the e2e specs or a
 * test outside src/engine. A name nobody imports through an entry is internal; it stays
 * exported from its own module for the engine's own imports and tests. A type that a used
 * export's module names (a parameter, a field, a result) counts as used: the API reference
 * needs it exported (typedoc refuses a signature that names a type it cannot link).
 */

const ROOT = join(import.meta.dirname, '..');
const ENTRIES = ['engine', 'engine/core'];

type Entry = { name: string; module: string; typeOnly: boolean };

const blankComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\/|(^|[^:\\'"`])\/\/.*$/gm, (c) => c.replace(/[^\n]/g, ' '));

/** The names a module exports, each with the module that defines it, through `export *`. */
const entryNames = (
  byModule: Map<string, SourceFile>,
  module: string,
  seen = new Set<string>(),
) => {
  const file = byModule.get(module) ?? byModule.get(`${module}/index`);
  if (!file || seen.has(module)) return [];
  seen.add(module);
  const code = blankComments(file.text);
  const names: Entry[] = [];
  for (const match of code.matchAll(/\bexport\s*\*\s*from\s*'([^']+)'/g)) {
    names.push(...entryNames(byModule, resolveImport(file.path, match[1] ?? ''), seen));
  }
  for (const match of code.matchAll(/\bexport\s+(type\s+)?\{([^}]*)\}(?:\s*from\s*'([^']+)')?/g)) {
    const from = match[3] ? resolveImport(file.path, match[3]) : module;
    for (const part of (match[2] ?? '').split(',')) {
      const typed = match[1] !== undefined || /^\s*type\s/.test(part);
      const name =
        part
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)
          .pop()
          ?.trim() ?? '';
      // Through a stage's entry (`engine/search`) to the module that defines the name.
      const defined = match[3]
        ? (namesOf(byModule, from).find((each) => each.name === name)?.module ?? from)
        : module;
      if (name) names.push({ name, module: defined, typeOnly: typed });
    }
  }
  for (const match of code.matchAll(
    /\bexport\s+(?:declare\s+)?(const|let|function\*?|class|abstract\s+class|type|interface|enum)\s+([A-Za-z_$][\w$]*)/g,
  )) {
    const kind = match[1] ?? '';
    names.push({ name: match[2] ?? '', module, typeOnly: kind === 'type' || kind === 'interface' });
  }
  return names;
};

/** entryNames once per module of a tree: a stage's entry is read for every name it re-exports. */
const known = new WeakMap<Map<string, SourceFile>, Map<string, Entry[]>>();
const namesOf = (byModule: Map<string, SourceFile>, module: string): Entry[] => {
  const tree = known.get(byModule) ?? new Map<string, Entry[]>();
  known.set(byModule, tree);
  const names = tree.get(module) ?? entryNames(byModule, module);
  tree.set(module, names);
  return names;
};

/** The names each file outside the engine imports (or re-exports) from an engine entry. */
const importedFromEntries = (files: readonly SourceFile[]): Set<string> => {
  const used = new Set<string>();
  for (const file of files) {
    const code = blankComments(file.text);
    for (const match of code.matchAll(
      /\b(?:import|export)\s+(?:type\s+)?([^'";]*?)\s+from\s*['"]([^'"]+)['"]/g,
    )) {
      // A file beside src/ (bench/, e2e/) names the engine as ../src/engine.
      const target = resolveImport(file.path, match[2] ?? '').replace(/^\.\.\/src\//, '');
      if (!ENTRIES.includes(target)) continue;
      const clause = match[1] ?? '';
      if (/\*\s+as\s/.test(clause)) used.add('*');
      const braced = /\{([\s\S]*)\}/.exec(clause)?.[1] ?? '';
      for (const part of braced.split(',')) {
        const name = part
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (name) used.add(name);
      }
    }
  }
  return used;
};

/** Every TypeScript file under a folder of the repository, its path relative to src/. */
const filesUnder = (folder: string): SourceFile[] => {
  const dir = join(ROOT, folder);
  if (!existsSync(dir)) return [];
  const walk = (at: string): string[] =>
    readdirSync(at, { withFileTypes: true }).flatMap((entry) => {
      if (entry.name === 'node_modules') return [];
      const path = join(at, entry.name);
      if (entry.isDirectory()) return walk(path);
      return /\.tsx?$/.test(entry.name) ? [path] : [];
    });
  return walk(dir).map((path) => ({
    path: posix.join('..', relative(ROOT, path).split(/[\\/]/).join('/')),
    text: readFileSync(path, 'utf8'),
  }));
};

/** The entries' names that no user outside the engine imports, as `name (module)`. */
const unusedExports = (sources: readonly SourceFile[], users: readonly SourceFile[]): string[] => {
  const byModule = new Map(sources.map((file) => [file.path.replace(/\.tsx?$/, ''), file]));
  const exported = ENTRIES.flatMap((entry) => entryNames(byModule, entry));
  const imported = importedFromEntries(users);
  if (imported.has('*')) return [];
  const used = new Set(exported.filter((each) => imported.has(each.name)).map((e) => e.name));
  // A type named by a module that defines a used export is part of that export's signature.
  for (let grew = true; grew; ) {
    grew = false;
    const modules = new Set(exported.filter((e) => used.has(e.name)).map((e) => e.module));
    const texts = [...modules].map((m) =>
      blankComments((byModule.get(m) ?? byModule.get(`${m}/index`))?.text ?? ''),
    );
    for (const each of exported) {
      if (used.has(each.name)) continue;
      // A type by name; a value only as `typeof X` (a type derived from it, e.g. PeerName).
      const named = each.typeOnly
        ? new RegExp(`(?<![\\w$.])${each.name}\\b`)
        : new RegExp(`\\btypeof\\s+${each.name}\\b`);
      if (
        texts.some((text) => named.test(text.replace(/\bexport\s+(type|interface)\s+\S+/g, '')))
      ) {
        used.add(each.name);
        grew = true;
      }
    }
  }
  const unused = exported.filter((each) => !used.has(each.name));
  return [...new Set(unused.map((each) => `${each.name} (${each.module})`))].sort();
};

describe("the engine's entries", () => {
  it('export only what is used outside the engine', () => {
    const sources = readSources(join(ROOT, 'src'));
    const users = [
      ...sources.filter((file) => !file.path.startsWith('engine/')),
      ...filesUnder('bench'),
      ...filesUnder('e2e'),
    ];
    expect(unusedExports(sources, users)).toEqual([]);
  });

  it('name a planted export nobody imports, and count a type its used neighbour names', () => {
    const sources: SourceFile[] = [
      { path: 'engine/index.ts', text: "export * from './core';\nexport { search } from './s';\n" },
      {
        path: 'engine/core.ts',
        text: "export { type Options, unused, used } from './a';\nexport type { Lonely } from './b';\n",
      },
      {
        path: 'engine/a.ts',
        text: 'export type Options = { k: number };\nexport const used = (o: Options) => o.k;\nexport const unused = 1;\n',
      },
      { path: 'engine/b.ts', text: 'export type Lonely = string;\n' },
      { path: 'engine/s.ts', text: 'export const search = () => 0;\n' },
    ];
    const users: SourceFile[] = [
      { path: 'ui/x.ts', text: "import { search, used } from '../engine/core';\n" },
    ];
    expect(unusedExports(sources, users)).toEqual(['Lonely (engine/b)', 'unused (engine/a)']);
  });
});
