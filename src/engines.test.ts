import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * The Node versions `engines` promises are ones every installed package accepts: a dev
 * dependency that needs a newer Node than the README says breaks `npm ci` or `npm test` for
 * whoever believed it. Read from the lock, so transitive packages count too.
 */
const read = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const ours: string = read('../package.json').engines.node;
const lock: { packages: Record<string, { engines?: { node?: string } | string[] }> } =
  read('../package-lock.json');

describe('engines', () => {
  it('promises only Node versions that every locked package accepts', () => {
    expect(semver.validRange(ours), `package.json engines.node "${ours}"`).not.toBeNull();
    const refusing = Object.entries(lock.packages).flatMap(([path, entry]) => {
      // Old packages wrote engines as an array of strings; npm ignores that form.
      const theirs = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      return theirs && !semver.subset(ours, theirs) ? [`${path} needs node ${theirs}`] : [];
    });
    expect(refusing).toEqual([]);
  });
});
