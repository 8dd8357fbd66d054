import { describe, expect, it } from 'vitest';
import { isPlaceholder, type LinkContext, type LinkedFile, siteHref } from './.vitepress/rules';

describe('the docs site: raw HTML in a page', () => {
  it('keeps elements and comments as HTML', () => {
    for (const html of ['<iframe src="x">', '</iframe>', '<br>', '<details>', '<!-- note -->'])
      expect(isPlaceholder(html), html).toBe(false);
  });

  it('reads a placeholder in angle brackets as text, as the author meant it', () => {
    // docs/app.md: "connecting to <url>… · cancel"; docs/cli.md: "--scenario <path|name>".
    for (const html of ['<url>', '<name>', '</target>', '<path|name>', '<command args…>'])
      expect(isPlaceholder(html), html).toBe(true);
  });
});

describe('the docs site: a page’s relative links', () => {
  const FILES = new Set([
    'README.md',
    'docs/testing.md',
    'docs/search.md',
    'docs/screenshots/tour 1.png',
    'docs/perf/bench.json',
    'public/favicon.svg',
    'src/engine/index.ts',
    'src/data/sample.json',
  ]);
  const FOLDERS = new Set(['docs', 'docs/screenshots', 'docs/perf', 'src/engine']);
  const at = (source: string, sourceUrl?: string, served?: LinkedFile[]): LinkContext => ({
    source,
    served: source === 'README.md' ? 'index.md' : source,
    rewrites: { 'README.md': 'index.md' },
    exists: (path) => FILES.has(path) || FOLDERS.has(path),
    isFile: (path) => FILES.has(path),
    sourceUrl,
    serve: (file) => served?.push(file),
  });

  it('follow the README to the home page it is served as', () => {
    expect(siteHref('../README.md#set-up', at('docs/testing.md'))).toBe('../index.md#set-up');
    expect(siteHref('docs/search.md', at('README.md'))).toBe('docs/search.md');
  });

  it('send a source file to the repository’s file view, or keep only the text', () => {
    const host = 'https://code.example/toollens/blob/main/';
    expect(siteHref('../src/engine/index.ts', at('docs/search.md', host))).toBe(
      `${host}src/engine/index.ts`,
    );
    expect(siteHref('../src/engine/index.ts', at('docs/search.md'))).toBeUndefined();
  });

  it('keep a link to an image or a file of docs/ and hand the file over at the path it resolves to', () => {
    const served: LinkedFile[] = [];
    const host = 'https://code.example/toollens/blob/main/';
    expect(siteHref('screenshots/tour%201.png', at('docs/app.md', host, served))).toBe(
      'screenshots/tour%201.png',
    );
    expect(siteHref('perf/bench.json#x', at('docs/app.md', host, served))).toBe(
      'perf/bench.json#x',
    );
    expect(siteHref('public/favicon.svg', at('README.md', host, served))).toBe(
      'public/favicon.svg',
    );
    expect(served).toEqual([
      { source: 'docs/screenshots/tour 1.png', served: 'docs/screenshots/tour 1.png' },
      { source: 'docs/perf/bench.json', served: 'docs/perf/bench.json' },
      { source: 'public/favicon.svg', served: 'public/favicon.svg' },
    ]);
  });

  it('hand over no page, folder or source file: those are pages or go to the file view', () => {
    const served: LinkedFile[] = [];
    const host = 'https://code.example/toollens/blob/main/';
    siteHref('search.md', at('docs/app.md', host, served));
    siteHref('screenshots', at('docs/app.md', host, served));
    siteHref('../src/data/sample.json', at('docs/app.md', host, served));
    expect(served).toEqual([]);
    expect(siteHref('screenshots', at('docs/app.md', host))).toBe(`${host}docs/screenshots`);
  });

  it('fail on a missing file or one outside the repository, naming the page and link', () => {
    expect(() => siteHref('../src/gone.ts', at('docs/search.md'))).toThrow(
      'docsite: docs/search.md links to a missing file: ../src/gone.ts',
    );
    expect(() => siteHref('../../shared/x.md', at('docs/search.md'))).toThrow(
      /links out of the repository/,
    );
  });

  it('leave external links, absolute paths and anchors alone', () => {
    for (const href of ['https://example.com/a', '/docs/app', '#the-stages', 'mailto:x@y'])
      expect(siteHref(href, at('docs/search.md'))).toBe(href);
  });
});
