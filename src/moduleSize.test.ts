import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A module is small enough to read at once: at most 300 lines. Generated-size data
 * (`src/data/`), tests and test helpers are outside the rule.
 */
const MAX_LINES = 300;
const src = fileURLToPath(new URL('.', import.meta.url));

const modules = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['data', 'test'].includes(relative(src, path)) ? [] : modules(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

describe('module size', () => {
  it(`keeps every source module to ${MAX_LINES} lines`, () => {
    const long = modules(src).flatMap((path) => {
      const lines = readFileSync(path, 'utf8').split('\n').length - 1;
      return lines > MAX_LINES ? [`src/${relative(src, path)}: ${lines} lines`] : [];
    });
    expect(long).toEqual([]);
  });
});
