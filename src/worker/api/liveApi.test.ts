import { describe, expect, it } from 'vitest';
import { engineApi } from '../engineApi';

/**
 * A connected server's lists applied in the worker: compared with the list last applied, a
 * refused list changing nothing (not even that), and the user's edited tool kept.
 */

const SOURCE = 'mcp:live@1';
type McpTool = { name: string; description: string; inputSchema: object };
const mcpTool = (name: string, description = `Work with the ${name} records.`): McpTool => ({
  name,
  description,
  inputSchema: { type: 'object', properties: { id: { type: 'string' } } },
});
const textOf = (tools: McpTool[]) => JSON.stringify({ tools });
const first = ['alpha', 'beta', 'gamma', 'delta'].map((name) => mcpTool(name));

const load = async () => {
  const loaded = await engineApi.loadCatalogText(textOf(first), SOURCE);
  expect(loaded.ok).toBe(true);
};
const apply = (tools: McpTool[], edited: string[] = []) =>
  engineApi.applyToolChanges({ text: textOf(tools), source: SOURCE, edited });
const description = (name: string) => engineApi.toolDetail(name)?.description;

describe('applyToolChanges', () => {
  it('refuses a list naming the server, the tool, the place and why, and changes nothing', async () => {
    await load();
    const [alpha, beta, gamma] = first;
    if (!alpha || !beta || !gamma) throw new Error('no tools');
    // delta removed, gamma rewritten, beta twice: refused whole.
    const refused = [alpha, beta, { ...gamma, description: 'Rewritten.' }, beta];
    expect(() => apply(refused)).toThrow(
      `${SOURCE} sent a tool list that was refused: tool "beta" (/tools/3/name): duplicate tool name "beta"`,
    );
    expect(engineApi.catalogRows().map((row) => row.name)).toEqual([
      'alpha',
      'beta',
      'gamma',
      'delta',
    ]);
    expect(description('gamma')).toBe(gamma.description);
    // The next list is compared with the first (applied), not the refused one.
    const applied = apply([alpha, beta, gamma, mcpTool('epsilon')]);
    expect(applied).toMatchObject({
      changed: [],
      added: ['epsilon'],
      removed: ['delta'],
      held: [],
      tools: 4,
    });
  });

  it("keeps the user's edited tool and holds the server's change of it", async () => {
    await load();
    const beta = engineApi.servedTool('beta');
    if (!beta) throw new Error('no beta');
    await engineApi.updateTool({ tool: { ...beta, description: 'My own words.' } });
    const theirs = first.map((tool) => ({ ...tool, description: `${tool.description} New.` }));
    const applied = apply(theirs, ['beta']);
    expect(applied.held).toEqual([{ name: 'beta', kind: 'changed' }]);
    expect(applied.changed).toEqual(['alpha', 'gamma', 'delta']);
    expect(description('beta')).toBe('My own words.');
    expect(description('alpha')).toBe(theirs[0]?.description);
    expect(engineApi.servedTool('beta')?.description).toBe(theirs[1]?.description);
    // The same list again holds nothing new.
    expect(apply(theirs, ['beta'])).toMatchObject({ changed: [], held: [] });
  });
});
