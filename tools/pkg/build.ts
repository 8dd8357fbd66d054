import { chmodSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build as viteBuild } from 'vite';
import { bundleCli } from '../cli/bundle';
import { buildLibrary, ROOT } from './library';

/**
 * Everything the package ships (`npm pack` runs this as `prepack`): the CLI bundle, the library
 * and its declarations, and the app in dist/, built again only when a source is newer than it
 * (CI has just run `vite build`, and a clean clone has no dist/).
 */
export const CLI_BIN = join(ROOT, 'build/cli/toollens.mjs');

/** The app's inputs: a change to any of them makes dist/ stale. */
const APP_INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'];

const newest = (path: string): number => {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), 0);
};

const appIsFresh = (): boolean => {
  const built = join(ROOT, 'dist/index.html');
  if (!existsSync(built)) return false;
  const inputs = APP_INPUTS.map((name) => join(ROOT, name)).filter(existsSync);
  return statSync(built).mtimeMs >= Math.max(...inputs.map(newest));
};

export const buildPackage = async (): Promise<void> => {
  const started = performance.now();
  rmSync(join(ROOT, 'build'), { recursive: true, force: true });
  bundleCli(CLI_BIN);
  chmodSync(CLI_BIN, 0o755);
  buildLibrary();
  const fresh = appIsFresh();
  if (!fresh) await viteBuild({ root: ROOT, logLevel: 'warn' });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `tools/pkg: built the CLI, the library and its types${fresh ? ' (dist/ is fresh: kept)' : ' and the app'} in ${seconds} s\n`,
  );
};

if (process.argv[1] === import.meta.filename) await buildPackage();
