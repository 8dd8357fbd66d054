import { readFileSync, statSync } from 'node:fs';
import { demoCatalog } from '../data/demo';
import { sampleCatalog } from '../data/sample';
import { type Catalog, formatIssue, importCatalog } from '../engine';

/** A failure the user can fix: printed as is to stderr, exit code 1. */
export class InputError extends Error {}

const MAX_BYTES = 50 * 1024 * 1024;

/** Reads a text file, refusing one too large to parse before reading it. */
export const readText = (path: string): string => {
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    throw new InputError(`toollens: cannot read "${path}": no such file`);
  }
  if (size > MAX_BYTES) {
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    throw new InputError(`toollens: "${path}" is ${mb(size)} MB; the limit is ${mb(MAX_BYTES)} MB`);
  }
  return readFileSync(path, 'utf8');
};

/** Built-in catalogs by name; anything else is a path to a catalog file. */
const BUILT_IN: Record<string, Catalog> = { demo: demoCatalog, sample: sampleCatalog };

/** `deriveTags` fills capabilities and domains of untagged tools from names and servers. */
export const loadCatalog = (spec: string, deriveTags = false): Catalog => {
  const builtIn = Object.hasOwn(BUILT_IN, spec) ? BUILT_IN[spec] : undefined;
  if (builtIn) return builtIn;
  const result = importCatalog(readText(spec), { source: spec, deriveTags });
  if (!result.ok) {
    const lines = result.errors.map((issue) => formatIssue(issue, spec));
    throw new InputError(lines.join('\n'));
  }
  return result.catalog;
};
