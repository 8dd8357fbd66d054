import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The rule of the house, checked on the source text: the engine is pure and imports only
 * itself and its few libraries, and each library has exactly one module that imports it.
 */
const root = new URL('..', import.meta.url).pathname;
const engine = join(root, 'engine');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

const importsOf = (file: string): string[] =>
  [
    ...readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)[^'"]*from\s+['"]([^'"]+)['"]/gm),
  ].map((match) => match[1] ?? '');

describe('engine boundaries', () => {
  const files = sourceFiles(engine);

  it('imports nothing from worker/, ui/, data/ or cli/, and no DOM or Node modules', () => {
    const offenders = files.flatMap((file) =>
      importsOf(file)
        .filter(
          (spec) =>
            /(^|\/)(worker|ui|data|cli)(\/|$)/.test(spec) ||
            spec.startsWith('node:') ||
            /^(react|react-dom|zustand)$/.test(spec),
        )
        .map((spec) => `${relative(root, file)} imports ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps Orama behind search/oramaIndex.ts alone', () => {
    const importers = files
      .filter((file) => importsOf(file).some((spec) => spec === '@orama/orama'))
      .map((file) => relative(engine, file));
    expect(importers).toEqual(['search/oramaIndex.ts']);
  });

  it('keeps MiniSearch behind eval/peers/miniSearchPeer.ts alone', () => {
    const importers = files
      .filter((file) => importsOf(file).some((spec) => spec === 'minisearch'))
      .map((file) => relative(engine, file));
    expect(importers).toEqual(['eval/peers/miniSearchPeer.ts']);
  });
});
