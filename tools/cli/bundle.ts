import { buildSync } from 'esbuild';

/**
 * The CLI as plain JavaScript: src/cli/main.ts bundled by esbuild (the bundler the bench already
 * uses), dependencies left external and loaded from node_modules as any installed package's
 * are. The tests run this bundle, not tsx: a run of the CLI then starts in about 0.1 s instead of
 * tsx's 1.2 s of transforming the sources, and what is tested is the JavaScript that runs.
 */
export const bundleCli = (outfile: string): void => {
  buildSync({
    entryPoints: [new URL('../../src/cli/main.ts', import.meta.url).pathname],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'error',
  });
};
