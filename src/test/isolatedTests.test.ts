import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED_NODE_TESTS } from './isolatedTests';

const ROOT = join(import.meta.dirname, '..', '..');

/** The node project's test files: src/ but the UI's (.tsx) and the CLI's, which run apart. */
const nodeTests = (): string[] =>
  readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .map((file) => `src/${file}`)
    .filter((file) => file.endsWith('.test.ts') && !file.startsWith('src/cli/'));

describe('the node project files that need their own module graph', () => {
  it('lists every node-project file that mocks a module', () => {
    const mocking = nodeTests().filter((file) =>
      /\bvi\.(do)?[mM]ock\(/.test(readFileSync(join(ROOT, file), 'utf8')),
    );
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((file) => !ISOLATED_NODE_TESTS.includes(file))).toEqual([]);
  });

  it('lists only files that exist', () => {
    const all = new Set(nodeTests().map((file) => relative(ROOT, join(ROOT, file))));
    expect(ISOLATED_NODE_TESTS.filter((file) => !all.has(file))).toEqual([]);
  });
});
