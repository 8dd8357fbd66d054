import { createReadStream, realpathSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

/** The built app's files, served read-only from `dist`; nothing outside it is ever reachable. */

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Sent with every answer: no other site may frame the app or read its files, and no address
 * is sent on as a Referer.
 */
export const SAFE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
} as const;

/** `dist` with its own links resolved, once per folder: what a served file must lie inside. */
const roots = new Map<string, string>();
const realRoot = (dist: string): string => {
  let root = roots.get(dist);
  if (root === undefined) {
    root = realpathSync(dist);
    roots.set(dist, root);
  }
  return root;
};

/**
 * The file `pathname` names in `dist` (`/` is index.html), or undefined outside it, missing, or
 * not a regular file. The path is resolved to its real path first, so a symbolic link inside
 * `dist` that leads out of it (to `/etc/passwd`) is not served, nor is a FIFO or a device.
 */
export const fileIn = (dist: string, pathname: string): string | undefined => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const path = normalize(join(dist, decoded === '/' ? 'index.html' : decoded));
  if (!path.startsWith(dist + sep)) return undefined;
  try {
    const root = realRoot(dist);
    const real = realpathSync(path);
    if (!real.startsWith(root + sep)) return undefined;
    return statSync(real).isFile() ? real : undefined;
  } catch {
    return undefined;
  }
};

export const serveFile = (dist: string, pathname: string, res: ServerResponse): void => {
  const path = fileIn(dist, pathname);
  if (path === undefined) {
    res.writeHead(404, { ...SAFE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(`toollens open: no file ${pathname} in the app\n`);
    return;
  }
  res.writeHead(200, {
    ...SAFE_HEADERS,
    'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
  });
  createReadStream(path).pipe(res);
};
