import { readFileSync } from 'node:fs';
import { type BuildOptions, buildSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { cliBuildOptions } from '../tools/cli/bundle';
import { libraryBuildOptions } from '../tools/pkg/library';
import { packageOf } from './test/importRules';

/**
 * The package's `dependencies` are what its JavaScript imports at run time: the CLI bundle and
 * the library, read from esbuild's metafile of the builds the package ships. The app is bundled
 * by Vite into dist/, so its packages (React, recharts, …) are dev dependencies: an installer of
 * the CLI downloads none of them.
 */
const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};

const importedPackages = (options: BuildOptions): Set<string> => {
  const { metafile } = buildSync({ ...options, write: false, metafile: true });
  const packages = Object.values(metafile.inputs).flatMap((input) =>
    input.imports.filter((found) => found.external).map((found) => found.path),
  );
  return new Set(packages.filter((path) => !path.startsWith('node:')).map(packageOf));
};

describe('the package dependencies', () => {
  const cli = importedPackages(cliBuildOptions('/tmp/toollens-deps-cli.mjs'));
  const library = importedPackages(libraryBuildOptions('/tmp/toollens-deps-lib.js'));
  const declared = Object.keys(manifest.dependencies).sort();

  it('hold every package the built CLI and the library import', () => {
    const missing = [...new Set([...cli, ...library])].filter((name) => !declared.includes(name));
    expect(missing, 'imported at run time but not in dependencies').toEqual([]);
  });

  it('hold nothing else: the app’s packages are dev dependencies', () => {
    const unused = declared.filter((name) => !cli.has(name) && !library.has(name));
    expect(unused, 'in dependencies but imported by neither bundle').toEqual([]);
  });
});
