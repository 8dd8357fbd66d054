import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { importCatalog } from '../engine';
import { diffTools, toCatalogText } from './tools';

/** The agent hints a live server puts in `_meta` survive into the catalog and count as changes. */
const tool = (meta?: Record<string, unknown>): Tool => ({
  name: 'create_issue',
  description: 'Open an issue.',
  inputSchema: { type: 'object' },
  ...(meta ? { _meta: meta } : {}),
});

describe("a live tool's agent hints", () => {
  it('toCatalogText keeps the search hint and alwaysLoad, and no other _meta key', () => {
    const meta = { 'anthropic/searchHint': 'file a bug', 'anthropic/alwaysLoad': true, other: 1 };
    const text = toCatalogText({ name: 's', version: '1' }, [tool(meta)]);
    expect(text).not.toContain('"other"');
    const imported = importCatalog(text);
    expect(imported.ok && imported.catalog.tools[0]?.agentHints).toEqual({
      searchHint: 'file a bug',
      alwaysLoad: true,
    });
  });

  it('a hint that changes, appears or goes makes the tool "changed"; another _meta key does not', () => {
    const hinted = tool({ 'anthropic/searchHint': 'file a bug' });
    const before = [hinted, { ...tool(), name: 'b' }];
    const after = [tool({ 'anthropic/searchHint': 'report a bug' }), { ...tool(), name: 'b' }];
    expect(diffTools(before, after).changed).toEqual(['create_issue']);
    expect(diffTools([tool()], [hinted]).changed).toEqual(['create_issue']);
    expect(diffTools([hinted], [tool()]).changed).toEqual(['create_issue']);
    expect(diffTools([tool({ 'anthropic/alwaysLoad': true })], [tool()]).changed).toEqual([
      'create_issue',
    ]);
    expect(diffTools([tool({ other: 1 })], [tool({ other: 2 })]).changed).toEqual([]);
  });
});
