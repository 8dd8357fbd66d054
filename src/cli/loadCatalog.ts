import { readFileSync, statSync } from 'node:fs';
import { BUILT_IN_CATALOGS, isBuiltInCatalog } from '../data/builtIn';
import { type Catalog, DEFAULT_MAX_BYTES, formatIssue, importCatalog } from '../engine';

/** A failure the user can fix: printed as is to stderr, exit code 1. */
export class InputError extends Error {}

/** Reads a text file, refusing one too large to parse before reading it. */
export const readText = (path: string): string => {
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    throw new InputError(`toollens: cannot read "${path}": no such file`);
  }
  if (size > DEFAULT_MAX_BYTES) {
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    throw new InputError(
      `toollens: "${path}" is ${mb(size)} MB; the limit is ${mb(DEFAULT_MAX_BYTES)} MB`,
    );
  }
  return readFileSync(path, 'utf8');
};

/** `deriveTags` fills capabilities and domains of untagged tools from names and servers. */
export const loadCatalog = (spec: string, deriveTags = false): Catalog => {
  // Built-in catalogs by name (data/builtIn.ts); anything else is a path to a catalog file.
  if (isBuiltInCatalog(spec)) return BUILT_IN_CATALOGS[spec]();
  const result = importCatalog(readText(spec), { source: spec, deriveTags });
  if (!result.ok) {
    const lines = result.errors.map((issue) => formatIssue(issue, spec));
    throw new InputError(lines.join('\n'));
  }
  return result.catalog;
};
