import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A module is small enough to read at once: at most 300 lines. Generated-size data
 * (`src/data/`), and unit tests and their helpers are outside the rule; the e2e specs and their
 * helpers are inside it, each spec one feature a reader can hold.
 */
const MAX_LINES = 300;
const src = fileURLToPath(new URL('.', import.meta.url));
const e2e = fileURLToPath(new URL('../e2e/', import.meta.url));

const tooLong = (paths: readonly string[], root: string, label: string): string[] =>
  paths.flatMap((path) => {
    const lines = readFileSync(path, 'utf8').split('\n').length - 1;
    return lines > MAX_LINES ? [`${label}/${relative(root, path)}: ${lines} lines`] : [];
  });

const e2eFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['fixtures', 'screenshots'].includes(entry.name) ? [] : e2eFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });

const modules = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['data', 'test'].includes(relative(src, path)) ? [] : modules(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

describe('module size', () => {
  it(`keeps every source module to ${MAX_LINES} lines`, () => {
    expect(tooLong(modules(src), src, 'src')).toEqual([]);
  });

  it(`keeps every e2e spec and helper to ${MAX_LINES} lines`, () => {
    const files = e2eFiles(e2e);
    expect(files.length).toBeGreaterThan(50);
    expect(tooLong(files, e2e, 'e2e')).toEqual([]);
  });
});
