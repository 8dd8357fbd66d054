import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../data/demo';
import { CHROME_DEVTOOLS_TOOLS } from '../../test/fixtures/chromeDevtoolsTools';
import { makeTool } from '../catalog/types';
import { NEAREST_TOOLS, nearestTools, paletteScore } from './paletteMatch';
import { openSearch } from './searchSession';
import { ToolIndex } from './ToolIndex';

describe("the palette's matching", () => {
  it('finds by prefix, inside a word, by keyword and by abbreviation, best first', () => {
    expect(paletteScore('excel_read', '', 'excel')).toBe(4);
    expect(paletteScore('excel_read', '', 'read')).toBe(3);
    expect(paletteScore('excel_read', '', 'cel')).toBe(2);
    expect(paletteScore('excel_read', 'files', 'files')).toBe(1);
    expect(paletteScore('excel_read', '', 'exrd')).toBe(0.5);
    expect(paletteScore('insert_many', '', 'insertmany')).toBe(0.5);
    expect(paletteScore('excel_read', '', 'excel pdf')).toBeUndefined();
  });
});

describe('the tools a search that finds nothing offers', () => {
  it('are the palette tools for the query, best first, at most NEAREST_TOOLS', () => {
    expect(nearestTools(demoCatalog.tools, 'rdsprd')[0]).toBe('read_spreadsheet');
    const tools = CHROME_DEVTOOLS_TOOLS.map((tool) => makeTool(tool));
    expect(nearestTools(tools, 'navigatepage')).toContain('navigate_page');
    expect(nearestTools(tools, 'page').length).toBeLessThanOrEqual(NEAREST_TOOLS);
    expect(nearestTools(tools, 'page', 2)).toHaveLength(2);
    expect(nearestTools(tools, '  ')).toEqual([]);
  });

  it('leave scaffolding out, as every search does', () => {
    const tools = [
      makeTool({ name: 'search_tools', scaffolding: true }),
      makeTool({ name: 'search_code' }),
    ];
    expect(nearestTools(tools, 'srch')).toEqual(['search_code']);
  });

  it('are on the session of a search with no hit, and only there', () => {
    const index = new ToolIndex(demoCatalog);
    const empty = openSearch(index, { query: 'rdsprd' });
    expect(empty.page.hits).toEqual([]);
    expect(empty.nearestTools[0]).toBe('read_spreadsheet');
    expect(openSearch(index, { query: 'read spreadsheet' }).nearestTools).toEqual([]);
    // Browsing lists the scope: nothing to offer in its place.
    expect(openSearch(index, { query: '', entities: ['nothing-here'] }).nearestTools).toEqual([]);
  });
});
