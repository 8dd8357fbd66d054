import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { InputError } from '../loadCatalog';

/**
 * The built app `toollens open` serves: `dist/` of the toollens package this module runs from.
 * The module runs from src/cli/open under tsx and from inside the CLI's bundle (installed or
 * in node_modules/.cache), so its own URL is no fixed place: the package is the nearest folder
 * above it whose package.json is toollens's.
 */
const isToollens = (dir: string): boolean => {
  const path = join(dir, 'package.json');
  if (!existsSync(path)) return false;
  try {
    return (JSON.parse(readFileSync(path, 'utf8')) as { name?: unknown }).name === 'toollens';
  } catch {
    return false;
  }
};

const packageRoot = (from: string = fileURLToPath(import.meta.url)): string | undefined => {
  for (let dir = dirname(from); ; dir = dirname(dir)) {
    if (isToollens(dir)) return dir;
    if (dirname(dir) === dir) return undefined;
  }
};

/** The app's folder, or an InputError saying what is missing and how to build it. */
export const appDist = (from?: string): string => {
  const root = packageRoot(from);
  if (root === undefined) {
    throw new InputError('toollens open: cannot find the toollens package above this CLI');
  }
  const dist = join(root, 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    throw new InputError(
      `toollens open: the built app is missing (no ${join(dist, 'index.html')}); run npm run build in ${root}`,
    );
  }
  return dist;
};
