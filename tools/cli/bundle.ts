import { type BuildOptions, buildSync } from 'esbuild';

/**
 * The CLI as plain JavaScript: src/cli/bin.ts bundled by esbuild (the bundler the bench already
 * uses), dependencies left external and loaded from node_modules as any installed package's
 * are. The tests run this bundle, not tsx: a run of the CLI then starts in about 0.1 s instead of
 * tsx's 1.2 s of transforming the sources, and what is tested is the JavaScript that runs. The
 * package's `bin` is the same bundle (tools/pkg/build.ts), hence the `#!` line.
 */
export const cliBuildOptions = (outfile: string) =>
  ({
    entryPoints: [new URL('../../src/cli/bin.ts', import.meta.url).pathname],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    banner: { js: '#!/usr/bin/env node' },
    logLevel: 'error',
  }) satisfies BuildOptions;

export const bundleCli = (outfile: string): void => {
  buildSync(cliBuildOptions(outfile));
};
