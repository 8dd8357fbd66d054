import { describe, expect, it } from 'vitest';
import { exportCatalog } from './exportCatalog';
import { importCatalog } from './importCatalog';
import { type CatalogFormat, displayTitle, makeTool } from './types';

/** MCP's two titles (protocol 2025-06-18): read by every importer, written back, shown in order. */

const mcpList = (tools: unknown[]) => JSON.stringify({ tools });

const read = (text: string) => {
  const result = importCatalog(text);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
};

describe('reading titles', () => {
  it('keeps title and annotations.title apart, as given', () => {
    const { catalog, warnings } = read(
      mcpList([
        {
          name: 'create_entities',
          title: 'Create Entities',
          annotations: { title: 'Add people', readOnlyHint: false },
          inputSchema: { type: 'object' },
        },
        { name: 'read_graph', annotations: { title: 'Read Graph' }, inputSchema: {} },
        { name: 'plain', inputSchema: {} },
      ]),
    );
    const [both, annotated, none] = catalog.tools;
    expect([both?.title, both?.annotationTitle]).toEqual(['Create Entities', 'Add people']);
    expect([annotated?.title, annotated?.annotationTitle]).toEqual([undefined, 'Read Graph']);
    expect(none && ('title' in none || 'annotationTitle' in none)).toBe(false);
    expect(warnings.filter((issue) => issue.field?.includes('title'))).toEqual([]);
  });

  it('reads a title in the native and plain formats too', () => {
    const native = read(
      JSON.stringify({ toollens: 1, tools: [{ name: 'a', title: 'A', parameters: {} }] }),
    );
    expect(native.catalog.tools[0]?.title).toBe('A');
    const plain = read(JSON.stringify([{ name: 'b', title: 'B', parameters: {} }]));
    expect(plain.catalog.tools[0]?.title).toBe('B');
  });

  it('drops a title that is not a string with a warning naming tool and field, and keeps the tool', () => {
    const { catalog, warnings } = read(
      mcpList([
        { name: 'x', description: 'd', title: 42, annotations: { title: ['y'] }, inputSchema: {} },
      ]),
    );
    expect(catalog.tools[0]?.title).toBeUndefined();
    expect(catalog.tools[0]?.annotationTitle).toBeUndefined();
    expect(warnings.map(({ path, tool, message }) => ({ path, tool, message }))).toEqual([
      {
        path: '/tools/0/title',
        tool: 'x',
        message: 'title must be a string, found the number 42; it is ignored',
      },
      {
        path: '/tools/0/annotations/title',
        tool: 'x',
        message: 'annotations.title must be a string, found an array; it is ignored',
      },
    ]);
  });
});

describe('displayTitle', () => {
  it('is title, then annotations.title, each when not blank, else none (the name shows)', () => {
    expect(displayTitle({ title: 'T', annotationTitle: 'A' })).toBe('T');
    expect(displayTitle({ title: ' ', annotationTitle: 'A' })).toBe('A');
    expect(displayTitle({ annotationTitle: 'A' })).toBe('A');
    expect(displayTitle({})).toBeUndefined();
  });
});

describe('writing titles', () => {
  const titled = {
    tools: [
      makeTool({ name: 'a', title: 'Alpha', annotationTitle: 'Old alpha' }),
      makeTool({ name: 'b' }),
    ],
    ontology: { concepts: [] },
    format: 'mcp' as const,
  };

  it.each<CatalogFormat>(['mcp', 'toollens', 'plain'])('writes both back in %s', (format) => {
    const again = read(exportCatalog(titled, format)).catalog.tools;
    expect(again.map(({ title, annotationTitle }) => [title, annotationTitle])).toEqual([
      ['Alpha', 'Old alpha'],
      [undefined, undefined],
    ]);
  });

  it('writes them where a tools/list answer has them', () => {
    const [tool] = JSON.parse(exportCatalog(titled, 'mcp')).tools;
    expect(Object.keys(tool).slice(0, 3)).toEqual(['name', 'title', 'annotations']);
    expect(tool.annotations).toEqual({ title: 'Old alpha' });
  });

  it.each<CatalogFormat>(['openai-chat', 'openai-responses', 'anthropic'])(
    'leaves them out of %s, which has no title',
    (format) => {
      expect(exportCatalog(titled, format)).not.toContain('Alpha');
    },
  );
});
