import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run docs:site`: the docs site in dist/site/, with the built app copied to dist/site/app/
 * so that the pages' embedded panels are served from the site's own origin, which is the only
 * origin an embed fetches its data from. The app must be built first (`npm run build`).
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIST = join(ROOT, 'dist');
const SITE = join(DIST, 'site');
/** What dist/ holds beside the app: the site itself and the API reference. */
const NOT_APP = new Set(['site', 'api']);

const started = performance.now();
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);

if (!existsSync(join(DIST, 'index.html'))) {
  console.error(`docs:site: no built app in ${DIST} (index.html missing): run npm run build first`);
  process.exit(1);
}
/** A step's own output goes to the terminal; a failed step ends the build, named. */
const run = (command: string, args: string[]) => {
  try {
    execFileSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  } catch {
    console.error(`docs:site: ${command} ${args.join(' ')} failed (its errors are above)`);
    process.exit(1);
  }
};

/**
 * Whether tools/docsite/node_modules already holds what its lock names: npm writes the installed
 * tree to node_modules/.package-lock.json; every locked package must be there as locked, except
 * optional ones for other platforms.
 */
const installedAsLocked = (): boolean => {
  type Entry = { optional?: boolean };
  const packagesOf = (file: string): Record<string, Entry> =>
    JSON.parse(readFileSync(file, 'utf8')).packages ?? {};
  const hidden = join(ROOT, 'tools/docsite/node_modules/.package-lock.json');
  if (!existsSync(hidden)) return false;
  const installed = packagesOf(hidden);
  return Object.entries(packagesOf(join(ROOT, 'tools/docsite/package-lock.json'))).every(
    ([path, entry]) =>
      path === '' ||
      (installed[path] === undefined
        ? entry.optional === true
        : JSON.stringify(installed[path]) === JSON.stringify(entry)),
  );
};

if (installedAsLocked()) console.log('docs:site: tools/docsite/node_modules is as locked');
else run('npm', ['ci', '--prefix', 'tools/docsite', '--no-audit', '--no-fund']);
const installed = performance.now();
run('npx', ['--prefix', 'tools/docsite', 'vitepress', 'build', 'tools/docsite']);
const app = join(SITE, 'app');
rmSync(app, { recursive: true, force: true });
for (const entry of readdirSync(DIST)) {
  if (!NOT_APP.has(entry)) cpSync(join(DIST, entry), join(app, entry), { recursive: true });
}
console.log(
  `docs:site: dist/site/ with the app in dist/site/app/ in ${seconds(started)} s ` +
    `(install ${((installed - started) / 1000).toFixed(1)} s, build ${seconds(installed)} s)`,
);
