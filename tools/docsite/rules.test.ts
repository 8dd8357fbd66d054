import { describe, expect, it } from 'vitest';
import { isPlaceholder, type LinkContext, siteHref } from './.vitepress/rules';

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
  const FILES = new Set(['README.md', 'docs/testing.md', 'docs/search.md', 'src/engine/index.ts']);
  const at = (source: string, sourceUrl?: string): LinkContext => ({
    source,
    served: source === 'README.md' ? 'index.md' : source,
    rewrites: { 'README.md': 'index.md' },
    exists: (path) => FILES.has(path),
    sourceUrl,
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
