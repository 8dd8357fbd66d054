import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW } from '../../shared/view';
import {
  EMBED_PANELS,
  embedSnippet,
  embedUrl,
  openUrl,
  readEmbed,
  unknownPanelMessage,
} from './embedMode';

describe('readEmbed', () => {
  it('is undefined without embed=1', () => {
    expect(readEmbed('')).toBeUndefined();
    expect(readEmbed('?panel=search&q=pdf')).toBeUndefined();
  });

  it('reads the panel, query, filters and ranker with the hash keys', () => {
    const read = readEmbed('?embed=1&panel=search&q=merge+pdf&cap=document&ranker=bm25');
    expect(read).toEqual({
      ok: true,
      panel: 'search',
      editable: false,
      sources: {},
      view: {
        ...DEFAULT_VIEW,
        query: 'merge pdf',
        filters: { capabilities: ['document'] },
        ranker: 'bm25',
      },
    });
  });

  it('shows Search when no panel is named', () => {
    expect(readEmbed('?embed=1&q=pdf')).toMatchObject({ ok: true, panel: 'search' });
  });

  it('shows every panel, the cost chart from the Prompt panel’s view', () => {
    for (const panel of EMBED_PANELS) {
      const read = readEmbed(`?embed=1&panel=${panel}&scenario=s&turn=3`);
      expect(read).toMatchObject({ ok: true, panel });
      if (!read?.ok) throw new Error('unreachable');
      expect(read.view.panel).toBe(panel === 'cost' ? 'prompt' : panel);
      expect(read.view).toMatchObject({ scenario: 's', turn: 3 });
    }
  });

  it('names an unknown panel and the valid ones instead of falling back', () => {
    const read = readEmbed('?embed=1&panel=nope');
    expect(read).toEqual({ ok: false, panel: 'nope', message: unknownPanelMessage('nope') });
    expect(unknownPanelMessage('nope')).toBe(
      'This embed asks for the panel "nope", which toollens does not have. Use panel=search, panel=catalog, panel=timeline, panel=prompt, panel=cost, panel=evaluate.',
    );
    expect(readEmbed('?embed=1&panel=')).toMatchObject({ ok: false, panel: '' });
    expect(readEmbed('?embed=1&panel=%E0%A4%A')).toMatchObject({ ok: false });
  });

  it('reads the data URLs, relative or absolute, and leaves them out of the view', () => {
    const read = readEmbed(
      '?embed=1&panel=evaluate&catalog=./fixtures/tools.json&queries=https%3A%2F%2Fh.example%2Fq.csv&transcript=t.json&q=pdf',
    );
    expect(read).toEqual({
      ok: true,
      panel: 'evaluate',
      editable: false,
      sources: {
        catalog: './fixtures/tools.json',
        queries: 'https://h.example/q.csv',
        transcript: 't.json',
      },
      view: { ...DEFAULT_VIEW, panel: 'evaluate', query: 'pdf' },
    });
  });

  it('reads catalog= naming a built-in catalog as that catalog, not a URL', () => {
    const read = readEmbed('?embed=1&catalog=sample');
    expect(read).toMatchObject({ ok: true, sources: {} });
    expect(read?.ok && read.view.catalog).toEqual({ kind: 'builtIn', name: 'sample' });
  });

  it('ignores an empty data URL', () => {
    expect(readEmbed('?embed=1&catalog=&transcript=')).toMatchObject({ ok: true, sources: {} });
  });

  it('is for readers unless edit=1 asks for the controls that change data', () => {
    const read = readEmbed('?embed=1&panel=timeline&turn=2');
    expect(read).toMatchObject({ ok: true, editable: false });
    const editable = readEmbed('?embed=1&panel=timeline&edit=1&turn=2');
    expect(editable).toMatchObject({ ok: true, editable: true });
    // edit= is the embed's, not the view's: both read the same view.
    expect(editable?.ok && editable.view).toEqual(read?.ok && read.view);
    expect(readEmbed('?embed=1&edit=0')).toMatchObject({ ok: true, editable: false });
  });
});

describe('embedUrl', () => {
  it('round-trips through readEmbed', () => {
    const view = { ...DEFAULT_VIEW, query: 'colored tag', filters: { domains: ['labels'] } };
    const url = embedUrl('https://host/app/', view);
    expect(url).toBe('https://host/app/?embed=1&panel=search&q=colored+tag&dom=labels');
    expect(readEmbed(url.slice(url.indexOf('?')))).toEqual({
      ok: true,
      panel: 'search',
      editable: false,
      sources: {},
      view,
    });
  });

  it('names the panel explicitly, and links the full app at the same view', () => {
    const view = { ...DEFAULT_VIEW, panel: 'catalog' as const, find: 'pdf' };
    expect(embedUrl('https://h/', view)).toBe('https://h/?embed=1&panel=catalog&find=pdf');
    expect(openUrl('https://h/', view)).toBe('https://h/#panel=catalog&find=pdf');
  });

  it('adds the catalog URL readably, in place of an imported catalog, and round-trips', () => {
    const view = {
      ...DEFAULT_VIEW,
      panel: 'timeline' as const,
      catalog: { kind: 'imported' as const, name: 'tools.json' },
      scenario: 'x',
    };
    const url = embedUrl('https://h/app/', view, {
      sources: { catalog: ' ./docs/tools.json?v=2&x=1 ', transcript: 't.json' },
    });
    expect(url).toBe(
      'https://h/app/?embed=1&panel=timeline&scenario=x&catalog=./docs/tools.json%3Fv%3D2%26x%3D1&transcript=t.json',
    );
    expect(readEmbed(url.slice(url.indexOf('?')))).toEqual({
      ok: true,
      panel: 'timeline',
      editable: false,
      sources: { catalog: './docs/tools.json?v=2&x=1', transcript: 't.json' },
      view: { ...view, catalog: DEFAULT_VIEW.catalog },
    });
    // Without a URL the imported catalog is named, as before: the embed says it cannot carry it.
    expect(embedUrl('https://h/', view, { sources: { catalog: '  ' } })).toContain(
      'imported=tools.json',
    );
  });

  it('writes edit=1 when asked, and round-trips it', () => {
    const view = { ...DEFAULT_VIEW, panel: 'timeline' as const };
    const url = embedUrl('https://h/', view, { editable: true });
    expect(url).toBe('https://h/?embed=1&panel=timeline&edit=1');
    expect(readEmbed(url.slice(url.indexOf('?')))).toMatchObject({ ok: true, editable: true });
  });

  it('embeds the cost chart by the Prompt panel’s view', () => {
    const view = { ...DEFAULT_VIEW, panel: 'prompt' as const, turn: 2 };
    expect(embedUrl('https://h/', view, { panel: 'cost' })).toBe(
      'https://h/?embed=1&panel=cost&turn=2',
    );
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
