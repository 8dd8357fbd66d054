import { cpSync, createReadStream, existsSync, rmSync, statSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

/**
 * A plain static host for dist/ under a sub-path, as a docs site would serve it: no rewrites,
 * no special headers. It answers only on the loopback interface.
 */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

export type StaticHost = { url: string; close: () => Promise<void> };

/** Extra answers by path (e.g. a redirect), tried before the files. */
export type Routes = Record<string, RequestListener>;

const DIST = new URL('../dist/', import.meta.url).pathname;

/**
 * The e2e fixtures (a site's own catalog, transcript and query set) copied beside the build, in
 * `dist/<folder>/`, for one spec: a folder of its own, so a spec running beside another never
 * loses its files to the other's clean-up. Returns the removal, for the spec's afterAll.
 */
export const copyFixtures = (folder: string): { dir: string; remove: () => void } => {
  const dir = `${DIST}${folder}/`;
  cpSync(new URL('./fixtures/', import.meta.url).pathname, dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
};

/** dist/ (or `root`, a folder of it such as the docs site's) under `subPath` on loopback. */
export const serveDist = async (
  subPath: string,
  routes: Routes = {},
  root = DIST,
): Promise<StaticHost> => {
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const route = routes[path];
    if (route) {
      route(request, response);
      return;
    }
    if (!path.startsWith(subPath)) {
      response.writeHead(404).end('not under the sub-path');
      return;
    }
    const relative = normalize(path.slice(subPath.length) || 'index.html').replace(
      /^(\.\.[/\\])+/,
      '',
    );
    let file = join(root, relative);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${subPath}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
