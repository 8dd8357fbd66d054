import { type Catalog, makeTool, type Tool } from '../catalog/core';

/**
 * The two tools the design cannot do without: its two always-declared scaffolding tools,
 * search_tools and activate_tool (docs/design/prompt.md). A catalog written for toollens (the demo)
 * declares them itself, with the rest of its scaffolding. An imported catalog (GitHub's MCP
 * tools, a benchmark's functions) marks nothing as scaffolding, yet the prompt's discovery
 * section tells the model to call search_tools and activate_tool: without these, the prompt
 * would name two tools it never declares, and the standing surface would leave out what the
 * harness must declare on every turn.
 */

const stringList = (description: string) => ({
  type: 'array',
  items: { type: 'string' },
  description,
});

export const HARNESS_TOOLS: readonly Tool[] = Object.freeze([
  makeTool({
    name: 'search_tools',
    scaffolding: true,
    description:
      'Find tools in the catalog. Your declared tools are a bounded working set, not the full catalog: search before concluding a capability is unavailable. Returns a menu of matching tools with a short excerpt of each description. The menu declares nothing; call activate_tool with the names you want to use.',
    parameters: {
      type: 'object',
      properties: {
        query: { type: 'string', description: 'What you need, in plain words.' },
        capabilities: stringList(
          'Capability prefixes from <tool_capabilities>; a root covers all of its verbs.',
        ),
        domains: stringList('Domains to search within.'),
        limit: {
          type: 'integer',
          minimum: 1,
          maximum: 25,
          default: 8,
          description: 'Maximum number of menu entries.',
        },
      },
      required: ['query'],
      additionalProperties: false,
    },
  }),
  makeTool({
    name: 'activate_tool',
    scaffolding: true,
    description:
      'Load tools found with search_tools so you can call them. Activated tools share a fixed number of slots; when they are full the least recently used tool is unloaded. Calling a tool keeps it loaded. Unknown names are rejected with the closest catalog names.',
    parameters: {
      type: 'object',
      properties: {
        names: stringList('Exact tool names from a search_tools menu.'),
      },
      required: ['names'],
      additionalProperties: false,
    },
  }),
]);

/**
 * The always-declared tools of a catalog: its own scaffolding, or, when it marks none, the
 * harness's search_tools and activate_tool (each unless the catalog has a tool of that name,
 * which is then an ordinary tool and is not declared twice).
 */
export const scaffoldingOf = (catalog: Catalog): Tool[] => {
  const own = catalog.tools.filter((tool) => tool.scaffolding === true);
  if (own.length > 0) return own;
  const names = new Set(catalog.tools.map((tool) => tool.name));
  return HARNESS_TOOLS.filter((tool) => !names.has(tool.name));
};
