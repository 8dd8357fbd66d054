import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../../data/demo';
import { catalogFacets, importCatalog } from '../../../engine';
import { examplesFor, filterExample } from './examples';

/** A cloud server's tools/list, as an MCP server such as @azure/mcp answers it. */
const serverTools = () => {
  const services = ['storage_account', 'keyvault_secret', 'monitor_workspace', 'servicebus_queue'];
  const verbs = ['list', 'get', 'create'];
  const tools = services.flatMap((service, at) =>
    // Fewer actions for later services, so the services rank by their tool counts.
    verbs.slice(0, verbs.length - Math.min(at, 2)).map((verb) => ({
      name: `${service}_${verb}`,
      description: `${verb} ${service.replace(/_/g, ' ')} in a subscription.`,
      inputSchema: { type: 'object', properties: {} },
    })),
  );
  const result = importCatalog(JSON.stringify({ tools }), {
    source: 'azure.json',
    deriveTags: true,
  });
  if (!result.ok) throw new Error('the test catalog did not import');
  return result.catalog.tools;
};

describe('the landing examples drawn from a catalog', () => {
  it('keeps the spec’s examples on the demo catalog', () => {
    const examples = examplesFor(catalogFacets(demoCatalog.tools), true);
    expect(examples.map((one) => one.query)).toEqual([
      'Excel file',
      'colored tag',
      'open a spreadsheet',
    ]);
  });

  it('draws an imported catalog’s examples from its own capabilities, most tools first', () => {
    const examples = examplesFor(catalogFacets(serverTools()), false);
    expect(examples.map((one) => [one.query, one.filter])).toEqual([
      // Each verb of a root covers one tool here: the tie goes by name.
      ['create storage account', ''],
      ['get keyvault secret', ''],
      ['monitor workspace', 'cap:monitor-workspace:list'],
    ]);
    expect(examples[2]?.filters).toEqual({ capabilities: ['monitor-workspace:list'] });
    // None of the demo's words.
    expect(examples.map((one) => one.query).join(' ')).not.toMatch(/excel|tag|spreadsheet/i);
  });

  it('leaves out the words every tool name shares, such as the server’s prefix', () => {
    const tools = serverTools().map((tool) => ({
      ...tool,
      name: `azmcp_${tool.name}`,
      capabilities: tool.capabilities.map((one) => `azmcp-${one}`),
    }));
    const examples = examplesFor(catalogFacets(tools), false);
    expect(examples.map((one) => one.query)).toEqual([
      'create storage account',
      'get keyvault secret',
      'monitor workspace',
    ]);
    // The filter is the capability as the catalog has it.
    expect(examples[2]?.filter).toBe('cap:azmcp-monitor-workspace:list');
  });

  it('is the same for the same catalog, in any tool order', () => {
    const tools = serverTools();
    expect(examplesFor(catalogFacets([...tools].reverse()), false)).toEqual(
      examplesFor(catalogFacets(tools), false),
    );
  });

  it('offers none on a catalog without capabilities rather than the demo’s', () => {
    const none = { capabilities: [], domains: [], entities: [], relationships: [] };
    expect(examplesFor(none, false)).toEqual([]);
    expect(examplesFor(undefined, false)).toEqual([]);
  });

  it('gives the filter box an example from the catalog’s own capabilities', () => {
    expect(filterExample(catalogFacets(demoCatalog.tools), true)).toBe('cap:file:read');
    expect(filterExample(catalogFacets(serverTools()), false)).toBe('cap:monitor-workspace:list');
    // Fewer than three roots: no scoped landing example, the commonest capability still serves.
    const two = serverTools().filter((tool) => /^(storage|keyvault)/.test(tool.name));
    expect(filterExample(catalogFacets(two), false)).toBe('cap:storage-account:create');
    const none = { capabilities: [], domains: [], entities: [], relationships: [] };
    expect(filterExample(none, false)).toBeUndefined();
    expect(filterExample(undefined, false)).toBeUndefined();
  });
});
