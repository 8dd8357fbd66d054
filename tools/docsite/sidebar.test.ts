import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sidebarOf } from './.vitepress/sidebar';

const DOCS = fileURLToPath(new URL('../../docs/', import.meta.url));

describe('the docs site: the sidebar', () => {
  const sidebar = sidebarOf(DOCS);
  const group = (text: string) => sidebar.find((item) => item.text === text);

  it('lists the design pages in the order their index links them, as they are meant to be read', () => {
    const links = group('The design')?.items?.map((item) => item.link);
    expect(links).toEqual([
      '/docs/design/capability-line',
      '/docs/design/search',
      '/docs/design/excerpt',
      '/docs/design/working-set',
      '/docs/design/prompt',
      '/docs/design/toollens',
    ]);
  });

  it('lists every decision, in the order of their index', () => {
    const links = group('Decisions')?.items?.map((item) => item.link) ?? [];
    const files = readdirSync(join(DOCS, 'decisions')).filter(
      (name) => name.endsWith('.md') && name !== 'README.md',
    );
    expect(links).toHaveLength(files.length);
    expect(links.slice(0, 3)).toEqual([
      '/docs/decisions/orama',
      '/docs/decisions/postings',
      '/docs/decisions/own-bm25f',
    ]);
  });
});
