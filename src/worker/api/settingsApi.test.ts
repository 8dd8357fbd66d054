import { describe, expect, it } from 'vitest';
import { scenarios } from '../../data/scenarios';
import { engineApi } from '../engineApi';
import { authoringApi } from './authoringApi';

/** Catalog settings in the worker: applied over the loaded catalog, read by every answer. */
describe('catalog settings in the worker', () => {
  it('take a marked tool out of search, rewrite the line, and undo cleanly', async () => {
    await engineApi.loadBuiltIn('demo');
    const hit =
      (await engineApi.search({ query: 'colored tag', limit: 5 })).page.hits[0]?.name ?? '';
    expect(hit).not.toBe('');
    const before = await engineApi.catalogSettingsView();
    expect(before.roots).toHaveLength(34);

    const view = await engineApi.setCatalogSettings({
      scaffolding: { [hit]: true },
      rename: { label: 'tag' },
      drop: ['pdf'],
    });
    const { page: result } = await engineApi.search({ query: 'colored tag', limit: 5 });
    expect(result.hits.map((h) => h.name)).not.toContain(hit);
    expect(result.alwaysDeclared).toContain(hit);
    expect(view.line).toContain('tag');
    expect(view.line).not.toMatch(/\bpdf\b|\blabel\b/);
    expect(view.lineChars).toBeLessThan(before.lineChars);
    expect(view.lineTokens).toBeGreaterThan(0);
    const { request } = await engineApi.search({ query: 'colored tag' });
    expect(engineApi.whyNot(request, hit).kind).toBe('always-declared');
    expect((await engineApi.search({ query: 'pdf', capabilities: ['pdf'] })).page.hits).toEqual([]);

    // The replay's prompt carries the same line.
    const replayed = await engineApi.replay({
      transcript: scenarios[0] ?? { name: '', turns: [] },
    });
    expect(replayed.turns[0]?.prompt.sections.find((s) => s.id === 'capabilities')?.text).toBe(
      view.line,
    );

    const undone = await engineApi.setCatalogSettings({ scaffolding: {}, rename: {}, drop: [] });
    expect(undone.line).toBe(before.line);
    expect((await engineApi.search({ query: 'colored tag', limit: 5 })).page.hits[0]?.name).toBe(
      hit,
    );
  });

  it('keep an edit made under them, and forget them on the next load', async () => {
    await engineApi.loadBuiltIn('demo');
    await engineApi.setCatalogSettings({ scaffolding: {}, rename: { label: 'tag' }, drop: [] });
    const detail = engineApi.toolDetail('define_label');
    expect(detail?.capabilities.every((c) => c.startsWith('tag:'))).toBe(true);
    if (!detail) return;
    authoringApi.updateTool({
      tool: {
        name: 'define_label',
        description: 'Edited.',
        parameters: detail.parameters,
        capabilities: detail.capabilities,
        domains: detail.domains,
        entities: detail.entities,
        relationships: detail.relationships,
        concepts: [],
      },
    });
    // Undoing the rename gives the tool its own capabilities back, edit kept.
    await engineApi.setCatalogSettings({ scaffolding: {}, rename: {}, drop: [] });
    const after = engineApi.toolDetail('define_label');
    expect(after?.description).toBe('Edited.');
    expect(after?.capabilities.every((c) => c.startsWith('label:'))).toBe(true);

    await engineApi.setCatalogSettings({ scaffolding: {}, rename: {}, drop: ['label'] });
    await engineApi.loadBuiltIn('demo');
    expect((await engineApi.catalogSettingsView()).roots).toHaveLength(34);
  });

  it('refuse bad settings with the field named', async () => {
    await engineApi.loadBuiltIn('demo');
    await expect(
      engineApi.setCatalogSettings({ scaffolding: {}, rename: { a: 'b c' }, drop: [] }),
    ).rejects.toThrow(/catalog settings\/rename\/a/);
  });
});
