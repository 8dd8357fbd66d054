import { describe, expect, it } from 'vitest';
import { formatCount } from '../text/format';
import { exportCatalog } from './exportCatalog';
import { importCatalog } from './importCatalog';
import { importJson, okOf } from './importCatalog.testkit';
import { MAX_SEARCH_HINT_CHARS } from './readAgentHints';

/**
 * The agent hints an MCP tool carries in `_meta` (`anthropic/searchHint`, `anthropic/alwaysLoad`):
 * read by the importer, warned about when Claude Code would ignore them, written back by export.
 */
const mcp = (meta: unknown) => ({
  tools: [{ name: 'create_issue', description: 'Open an issue.', inputSchema: {}, _meta: meta }],
});

describe('agent hints in _meta', () => {
  it('reads the search hint as given and alwaysLoad true', () => {
    const meta = { 'anthropic/searchHint': '  file a  bug ', 'anthropic/alwaysLoad': true };
    const { catalog, warnings } = okOf(importJson(mcp(meta)));
    expect(catalog.tools[0]?.agentHints).toEqual({
      searchHint: '  file a  bug ',
      alwaysLoad: true,
    });
    expect(warnings).toEqual([]);
  });

  it('keeps no hints when _meta has none of them, other keys ignored without a warning', () => {
    const { catalog, warnings } = okOf(importJson(mcp({ 'io.example/x': 1 })));
    expect(catalog.tools[0]?.agentHints).toBeUndefined();
    expect(warnings).toEqual([]);
  });

  it('alwaysLoad false is a valid value and keeps nothing', () => {
    const { catalog, warnings } = okOf(importJson(mcp({ 'anthropic/alwaysLoad': false })));
    expect(catalog.tools[0]?.agentHints).toBeUndefined();
    expect(warnings).toEqual([]);
  });

  it.each([
    [
      'a hint that is not a string',
      { 'anthropic/searchHint': 42 },
      '/tools/0/_meta/anthropic~1searchHint',
      'anthropic/searchHint must be a string, found the number 42; Claude Code ignores it, and so does toollens',
    ],
    [
      'alwaysLoad that is not a boolean',
      { 'anthropic/alwaysLoad': 'true' },
      '/tools/0/_meta/anthropic~1alwaysLoad',
      'anthropic/alwaysLoad must be true or false, found the string "true"; Claude Code loads a tool up front only for the boolean true, so it is ignored',
    ],
    [
      '_meta that is not an object',
      ['x'],
      '/tools/0/_meta',
      '_meta must be an object, found an array; its agent hints are ignored',
    ],
  ])('warns, naming tool and field, on %s, and drops it', (_, meta, path, message) => {
    const { catalog, warnings } = okOf(importJson(mcp(meta)));
    expect(catalog.tools[0]?.agentHints).toBeUndefined();
    expect(warnings).toEqual([{ path, tool: 'create_issue', field: '_meta', message }]);
  });

  it('warns on a hint over the bound, naming its length, and keeps it (Claude Code searches it whole)', () => {
    const hint = 'x '.repeat(MAX_SEARCH_HINT_CHARS);
    const { catalog, warnings } = okOf(importJson(mcp({ 'anthropic/searchHint': hint })));
    expect(catalog.tools[0]?.agentHints?.searchHint).toBe(hint);
    expect(warnings).toEqual([
      {
        path: '/tools/0/_meta/anthropic~1searchHint',
        tool: 'create_issue',
        field: '_meta',
        message: `anthropic/searchHint is ${formatCount(hint.length)} characters, over ${MAX_SEARCH_HINT_CHARS}: a hint is a short capability phrase; Claude Code searches it whole, so the description's words may belong elsewhere`,
      },
    ]);
  });

  it.each(['mcp', 'toollens'] as const)('export to %s writes the hints back', (format) => {
    const meta = { 'anthropic/searchHint': 'file a bug', 'anthropic/alwaysLoad': true };
    const first = okOf(importJson(mcp(meta))).catalog;
    const again = okOf(importCatalog(exportCatalog(first, format))).catalog;
    expect(again.tools[0]?.agentHints).toEqual({ searchHint: 'file a bug', alwaysLoad: true });
  });

  it('export writes no _meta for a tool without hints', () => {
    const first = okOf(importJson(mcp(undefined))).catalog;
    expect(exportCatalog(first, 'mcp')).not.toContain('_meta');
  });
});
