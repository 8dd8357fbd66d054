import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW } from '../url/viewHash';
import { embedSnippet, embedUrl, openUrl, readEmbed } from './embedMode';

describe('readEmbed', () => {
  it('is undefined without embed=1', () => {
    expect(readEmbed('')).toBeUndefined();
    expect(readEmbed('?panel=search&q=pdf')).toBeUndefined();
  });

  it('reads the panel, query, filters and ranker with the hash keys', () => {
    const view = readEmbed('?embed=1&panel=search&q=merge+pdf&cap=document&ranker=bm25');
    expect(view).toEqual({
      ...DEFAULT_VIEW,
      query: 'merge pdf',
      filters: { capabilities: ['document'] },
      ranker: 'bm25',
    });
  });

  it('falls back to Search for a panel an embed does not show', () => {
    expect(readEmbed('?embed=1&panel=prompt')?.panel).toBe('search');
    expect(readEmbed('?embed=1&panel=catalog')?.panel).toBe('catalog');
  });
});

describe('embedUrl', () => {
  it('round-trips through readEmbed', () => {
    const view = { ...DEFAULT_VIEW, query: 'colored tag', filters: { domains: ['labels'] } };
    const url = embedUrl('https://host/app/', view);
    expect(url).toBe('https://host/app/?embed=1&panel=search&q=colored+tag&dom=labels');
    expect(readEmbed(url.slice(url.indexOf('?')))).toEqual(view);
  });

  it('names the panel explicitly, and links the full app at the same view', () => {
    const view = { ...DEFAULT_VIEW, panel: 'catalog' as const, find: 'pdf' };
    expect(embedUrl('https://h/', view)).toBe('https://h/?embed=1&panel=catalog&find=pdf');
    expect(openUrl('https://h/', view)).toBe('https://h/#panel=catalog&find=pdf');
  });
});

describe('embedSnippet', () => {
  it('escapes the URL and title for an HTML attribute', () => {
    const snippet = embedSnippet('https://h/?embed=1&q=a"b', { ...DEFAULT_VIEW, query: 'a"b' });
    expect(snippet).toContain('src="https://h/?embed=1&amp;q=a&quot;b"');
    expect(snippet).toContain('title="toollens: a&quot;b"');
    expect(snippet.startsWith('<iframe ')).toBe(true);
  });
});
