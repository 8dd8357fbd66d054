import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoQuerySet } from './data/querySets/demo';

/**
 * Facts the docs repeat from the code: each is read from its source here, so a doc that
 * drifts fails a test instead of misleading a reader (a query set counted two ways, a CSP
 * that is no longer the one the build writes).
 */
const text = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const DOCS = ['README.md', 'docs/cli.md', 'docs/app.md', 'docs/demo-catalog.md', 'docs/quality.md'];

/** The build's policy, as vite.config.ts lists it (one directive a line, joined by "; "). */
const builtPolicy = () => {
  const list = /const CSP = \[([\s\S]*?)\]\.join\('; '\)/.exec(text('vite.config.ts'))?.[1];
  if (!list) throw new Error("vite.config.ts: no `const CSP = [...].join('; ')` found");
  return [...list.matchAll(/^\s*"([^"]+)",?$/gm)].map((match) => match[1]);
};

describe('facts the docs repeat', () => {
  it('count the demo query set as the code does', () => {
    const counts = DOCS.flatMap((path) =>
      [
        ...text(path).matchAll(
          /(\d+) (?:queries|labelled queries)\b[^.]*?\bdemo|demo\b[^.]*?\b(\d+) queries/gi,
        ),
      ].map((match) => ({ path, count: Number(match[1] ?? match[2]) })),
    );
    expect(counts.length).toBeGreaterThan(0);
    for (const { path, count } of counts)
      expect({ path, count }).toEqual({ path, count: demoQuerySet.length });
  });

  it('give the CSP the build writes, in the hosting header and the nginx example', () => {
    const policy = builtPolicy();
    expect(policy.length).toBeGreaterThan(5);
    const headers = /Content-Security-Policy: (.+)/.exec(text('public/_headers'))?.[1] ?? '';
    const nginx =
      /add_header Content-Security-Policy "([^"]+)"/.exec(text('docs/embedding.md'))?.[1] ?? '';
    for (const served of [headers, nginx]) {
      // Hosting adds frame-ancestors, which a <meta> policy cannot carry.
      const directives = served.split('; ').filter((d) => !d.startsWith('frame-ancestors'));
      expect(directives).toEqual(policy);
    }
  });
});
