import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { type BuildOptions, buildSync } from 'esbuild';

/**
 * The package's library entry (`import … from 'toollens'`): src/engine/library.ts, what a user of
 * the library needs (not the engine's full entry, which the worker and the CLI use), bundled by
 * esbuild, packages external, with TypeScript 7's declaration files. The entry is defined once,
 * as the one file of tsconfig.lib.json; the API reference (tools/apidocs/typedoc.config.mjs)
 * reads the same file, so it documents exactly what the package exports.
 */
export const ROOT = resolve(import.meta.dirname, '../..');
const LIBRARY_TSCONFIG = join(import.meta.dirname, 'tsconfig.lib.json');
const LIBRARY_OUT = join(ROOT, 'build/lib');

type LibraryConfig = { files: string[]; compilerOptions: { outDir: string; rootDir: string } };
const config = JSON.parse(readFileSync(LIBRARY_TSCONFIG, 'utf8')) as LibraryConfig;
const fromConfig = (path: string) => resolve(dirname(LIBRARY_TSCONFIG), path);

/** The library's source entry: src/engine/library.ts. */
const LIBRARY_SOURCE = fromConfig(config.files[0] ?? '');
const TYPES_OUT = fromConfig(config.compilerOptions.outDir);

export const libraryBuildOptions = (outfile = join(LIBRARY_OUT, 'library.js')) =>
  ({
    entryPoints: [LIBRARY_SOURCE],
    outfile,
    bundle: true,
    // The engine is pure (no DOM, no Node): the library runs in a browser, a worker or Node.
    platform: 'neutral',
    format: 'esm',
    target: 'es2022',
    packages: 'external',
    logLevel: 'error',
  }) satisfies BuildOptions;

/** Every file under `dir`, relative to it. */
export const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));

/**
 * `./agents` → `./agents/index.js`, `./eval/compare` → `./eval/compare.js`: TypeScript keeps the
 * sources' extensionless specifiers, which a consumer under `moduleResolution: node16/nodenext`
 * (the setting for an ESM package in Node) cannot resolve in an ESM package's declarations.
 */
const explicitSpecifiers = (file: string, text: string): string =>
  text.replace(/(from\s+|import\()'(\.{1,2}\/[^']*)'/g, (_whole, lead: string, spec: string) => {
    const target = resolve(dirname(file), spec);
    const found = [`${target}.d.ts`, join(target, 'index.d.ts')].find(existsSync);
    if (found === undefined) {
      throw new Error(`tools/pkg: ${relative(ROOT, file)} imports "${spec}", which has no .d.ts`);
    }
    const path = relative(dirname(file), found).replace(/\.d\.ts$/, '.js');
    return `${lead}'${path.startsWith('.') ? path : `./${path}`}'`;
  });

export const buildLibrary = (): void => {
  buildSync(libraryBuildOptions());
  const tsc = spawnSync(join(ROOT, 'node_modules/.bin/tsc'), ['-p', LIBRARY_TSCONFIG], {
    encoding: 'utf8',
  });
  if (tsc.status !== 0) {
    throw new Error(`tools/pkg: tsc -p ${LIBRARY_TSCONFIG} failed:\n${tsc.stdout}${tsc.stderr}`);
  }
  for (const name of filesUnder(TYPES_OUT).filter((path) => path.endsWith('.d.ts'))) {
    const file = join(TYPES_OUT, name);
    writeFileSync(file, explicitSpecifiers(file, readFileSync(file, 'utf8')));
  }
};
