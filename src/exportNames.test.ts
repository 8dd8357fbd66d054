import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSources, type SourceFile } from './test/importRules';

/**
 * No two modules of src define an exported name: a reader who meets `LensView` or `RANKERS`
 * should find one thing, not a type in the engine and a component in the page. Re-exports
 * (`export { x } from`) are not definitions and pass; the allow-list names the few deliberate
 * twins, each with why.
 */

const isTest = (path: string) => /\.test\.tsx?$/.test(path) || path.startsWith('test/');

const DECLARED =
  /^export\s+(?:declare\s+)?(?:const|let|var|async\s+function\*?|function\*?|class|abstract\s+class|type|interface|enum)\s+([A-Za-z_$][\w$]*)/gm;

/** Each exported name defined in more than one module, with the modules, sorted. */
const twins = (files: readonly SourceFile[]): Map<string, string[]> => {
  const where = new Map<string, string[]>();
  for (const file of files) {
    for (const match of file.text.matchAll(DECLARED)) {
      const name = match[1] ?? '';
      where.set(name, [...(where.get(name) ?? []), file.path]);
    }
  }
  return new Map(
    [...where].filter(([, modules]) => new Set(modules).size > 1).map(([n, m]) => [n, m.sort()]),
  );
};

/** Deliberate twins: the name, and which modules may define it. */
const ALLOWED: { name: string; modules: (path: string) => boolean; why: string }[] = [
  {
    name: 'tools',
    modules: (path) => path.startsWith('data/demo/'),
    why: 'each demo domain module exports its tools; data/demo/index.ts gathers them by module',
  },
  {
    name: 'concepts',
    modules: (path) => path.startsWith('data/demo/'),
    why: 'each demo domain module exports its ontology concepts beside its tools',
  },
  {
    name: 'ConnectDialog',
    modules: (path) => path === 'ui/mcp/ConnectDialog.tsx' || path === 'ui/mcp/components.ts',
    why: "the feature's entry exports the dialog lazily loaded, under the component's own name",
  },
];

const unexplained = (files: readonly SourceFile[]): string[] =>
  [...twins(files)]
    .filter(
      ([name, modules]) =>
        !ALLOWED.some((allowed) => allowed.name === name && modules.every(allowed.modules)),
    )
    .map(([name, modules]) => `${name}: ${modules.join(', ')}`);

describe('exported names', () => {
  it('are defined in one module each', () => {
    const files = readSources(join(import.meta.dirname)).filter((file) => !isTest(file.path));
    expect(unexplained(files)).toEqual([]);
  });

  it('finds a planted twin, and lets a re-export pass', () => {
    const planted: SourceFile[] = [
      { path: 'engine/a.ts', text: 'export type LensView = { name: string };\n' },
      { path: 'ui/b.tsx', text: 'export const LensView = () => null;\n' },
      { path: 'ui/c.ts', text: "export { LensView } from '../engine/a';\n" },
      { path: 'data/demo/x.ts', text: 'export const tools = [];\n' },
      { path: 'data/demo/y.ts', text: 'export const tools = [];\n' },
    ];
    expect(unexplained(planted)).toEqual(['LensView: engine/a.ts, ui/b.tsx']);
  });
});
