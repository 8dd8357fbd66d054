import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { BUILT_IN_CATALOGS, isBuiltInCatalog } from '../data/builtIn';
import {
  type Catalog,
  DEFAULT_MAX_BYTES,
  DERIVE_TAGS_BY_DEFAULT,
  formatIssue,
  openCatalog,
} from '../engine';

/** A failure the user can fix: printed as is to stderr, exit code 1. */
export class InputError extends Error {}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const CHUNK = 1024 * 1024;

const openFailure = (path: string, error: unknown): InputError => {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EISDIR') return new InputError(`toollens: cannot read "${path}": is a directory`);
  if (code === 'EACCES' || code === 'EPERM')
    return new InputError(`toollens: cannot read "${path}": permission denied`);
  if (code === 'ENOENT' || code === 'ENOTDIR')
    return new InputError(`toollens: cannot read "${path}": no such file`);
  return new InputError(`toollens: cannot read "${path}": ${code ?? String(error)}`);
};

/**
 * Reads a text file, refusing one too large to parse. A regular file is refused by its size
 * before reading; anything else (a device, a pipe, a file still growing) is read with a byte
 * cap and refused once it passes DEFAULT_MAX_BYTES, so `/dev/zero` ends instead of hanging.
 * A directory is refused by name.
 */
export const readText = (path: string): string => {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    throw openFailure(path, error);
  }
  try {
    const stat = fstatSync(fd);
    if (stat.isDirectory()) throw openFailure(path, { code: 'EISDIR' });
    if (stat.size > DEFAULT_MAX_BYTES) {
      throw new InputError(
        `toollens: "${path}" is ${mb(stat.size)} MB; the limit is ${mb(DEFAULT_MAX_BYTES)} MB`,
      );
    }
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(CHUNK);
      let read: number;
      try {
        read = readSync(fd, chunk, 0, CHUNK, null);
      } catch (error) {
        throw openFailure(path, error);
      }
      if (read === 0) break;
      total += read;
      if (total > DEFAULT_MAX_BYTES) {
        throw new InputError(
          `toollens: "${path}" is over ${mb(DEFAULT_MAX_BYTES)} MB, the limit; stopped reading it there`,
        );
      }
      chunks.push(read === CHUNK ? chunk : chunk.subarray(0, read));
    }
    return Buffer.concat(chunks, total).toString('utf8');
  } finally {
    closeSync(fd);
  }
};

/** A built-in catalog by name, else a catalog file read as the app reads it (openCatalog). */
export const loadCatalog = (spec: string, deriveTags = DERIVE_TAGS_BY_DEFAULT): Catalog => {
  // Built-in catalogs by name (data/builtIn.ts); anything else is a path to a catalog file.
  if (isBuiltInCatalog(spec)) return BUILT_IN_CATALOGS[spec]();
  const result = openCatalog(readText(spec), { source: spec, deriveTags });
  if (!result.ok) {
    const lines = result.errors.map((issue) => formatIssue(issue, spec));
    throw new InputError(lines.join('\n'));
  }
  return result.catalog;
};
