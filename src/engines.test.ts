import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * The Node versions `engines` promises are ones every installed package accepts: a dev
 * dependency that needs a newer Node than the README says breaks `npm ci` or `npm test` for
 * whoever believed it. Read from the locks, so transitive packages count too: the root's, and
 * the docs site's, whose generator `npm test` runs on the same Node.
 */
const read = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const ours: string = read('../package.json').engines.node;
type Lock = { packages: Record<string, { engines?: { node?: string } | string[] }> };
const LOCKS = ['../package-lock.json', '../tools/docsite/package-lock.json'];

describe('engines', () => {
  it.each(LOCKS)('promises only Node versions that every package of %s accepts', (path) => {
    expect(semver.validRange(ours), `package.json engines.node "${ours}"`).not.toBeNull();
    const lock: Lock = read(path);
    const refusing = Object.entries(lock.packages).flatMap(([name, entry]) => {
      // Old packages wrote engines as an array of strings; npm ignores that form.
      const theirs = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      return theirs && !semver.subset(ours, theirs) ? [`${name} needs node ${theirs}`] : [];
    });
    expect(refusing).toEqual([]);
  });
});
