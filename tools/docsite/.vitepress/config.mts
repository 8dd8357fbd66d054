import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitepress';
import { linkedFiles } from './linkedFiles';
import { placeholders, repoLinks } from './markdown';
import { sidebarOf } from './sidebar';

/**
 * The site is built from the repository's own files: the README as the home page and docs/ as
 * they are, so what GitHub shows and what the site shows never drift. Everything else of the
 * repository (sources, tests, node_modules) is left out.
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/**
 * The pages sit outside this folder, where Node's lookup finds no Vue: their imports of Vue are
 * resolved from here, as if this folder imported them, so the server build still leaves Vue to
 * Node (one Vue for VitePress and the pages).
 */
const HERE = fileURLToPath(new URL('./config.mts', import.meta.url));
const vueFromHere = (): Plugin => ({
  name: 'toollens-vue-from-here',
  enforce: 'pre',
  resolveId(id, importer, options) {
    if (!/^vue($|\/)/.test(id) || importer === HERE) return null;
    return this.resolve(id, HERE, { ...options, skipSelf: true });
  },
});
const REWRITES = { 'README.md': 'index.md' };
/** Every folder of the repository but docs/, and any page beside the README. */
const OUTSIDE = readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.name !== 'docs' && (entry.isDirectory() || entry.name !== 'README.md'))
  .map((entry) => (entry.isDirectory() ? `${entry.name}/**` : entry.name));

/** Any sub-path of a static host: DOCSITE_BASE=/toollens/ for a project page. */
const BASE = process.env.DOCSITE_BASE ?? '/';
if (!/^\/(.+\/)?$/.test(BASE))
  throw new Error(`docsite: DOCSITE_BASE must start and end with "/" (e.g. /toollens/): ${BASE}`);
/** The app's own icon, served at the site's root: without one every page asks for /favicon.ico. */
const ICON = { source: 'public/favicon.svg', served: 'favicon.svg' };
const LINKED = linkedFiles();

export default defineConfig({
  title: 'toollens',
  description: "Tool discovery for LLM agents: find tools, don't load them.",
  base: BASE,
  // VitePress applies no base to the head's links.
  head: [['link', { rel: 'icon', type: 'image/svg+xml', href: `${BASE}${ICON.served}` }]],
  srcDir: ROOT,
  srcExclude: OUTSIDE,
  rewrites: REWRITES,
  outDir: `${ROOT}dist/site`,
  // Not the app's vite.config.ts (Vite 8, React) nor its public/ (the service worker).
  vite: {
    configFile: false,
    publicDir: false,
    plugins: [vueFromHere()],
    ssr: { external: ['vue', 'vue/server-renderer'] },
  },
  markdown: {
    config: (md) => {
      placeholders(md);
      repoLinks(ROOT, REWRITES, process.env.DOCSITE_SOURCE_URL, LINKED.add)(md);
    },
  },
  // After every page is rendered, so every link has been seen.
  buildEnd: ({ outDir, logger }) => {
    LINKED.add(ICON);
    logger.info(`docsite: ${LINKED.copy(ROOT, outDir)} linked files copied into the site`);
  },
  themeConfig: {
    sidebar: sidebarOf(`${ROOT}docs`),
    outline: 'deep',
    search: { provider: 'local' },
  },
});
