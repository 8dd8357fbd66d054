import { agentHintsMeta } from './readAgentHints';
import type { Catalog, CatalogFormat, Tool } from './types';
import { descriptionAt } from './types';

/**
 * A catalog written back in a given format, so an author who imported an MCP server, an OpenAI
 * tool array or a plain list gets an edited file of the same shape. Live descriptions are
 * written as their text at `clock`. Derived tags are not written into formats that have no
 * place for tags; the native format keeps everything. Agent hints go back into `_meta` in the
 * formats that have one (MCP, and the native format, which keeps everything). A tool's titles
 * go back where MCP keeps them (`title`, `annotations.title`) in MCP, the native format and plain
 * arrays (which an MCP list often becomes); OpenAI's and Anthropic's tool shapes have no title.
 */
const meta = (tool: Tool) => (tool.agentHints ? { _meta: agentHintsMeta(tool.agentHints) } : {});

/** The titles as MCP writes them, placed after the name as a tools/list answer has them. */
const titles = (tool: Tool) => ({
  ...(tool.title === undefined ? {} : { title: tool.title }),
  ...(tool.annotationTitle === undefined ? {} : { annotations: { title: tool.annotationTitle } }),
});

const nativeTool = (tool: Tool, clock: number) => ({
  name: tool.name,
  ...titles(tool),
  description: descriptionAt(tool, clock),
  parameters: tool.parameters,
  capabilities: tool.capabilities,
  domains: tool.domains,
  entities: tool.entities,
  relationships: tool.relationships,
  concepts: tool.concepts,
  ...(tool.scaffolding ? { scaffolding: true } : {}),
  ...meta(tool),
});

const shapes: Record<
  CatalogFormat,
  (tools: readonly Tool[], catalog: Catalog, clock: number) => unknown
> = {
  toollens: (tools, catalog, clock) => ({
    toollens: 1,
    tools: tools.map((tool) => nativeTool(tool, clock)),
    ontology: catalog.ontology,
  }),
  mcp: (tools, _catalog, clock) => ({
    tools: tools.map((tool) => ({
      name: tool.name,
      ...titles(tool),
      description: descriptionAt(tool, clock),
      inputSchema: tool.parameters,
      ...meta(tool),
    })),
  }),
  'openai-chat': (tools, _catalog, clock) =>
    tools.map((tool) => ({
      type: 'function',
      function: {
        name: tool.name,
        description: descriptionAt(tool, clock),
        parameters: tool.parameters,
      },
    })),
  'openai-responses': (tools, _catalog, clock) =>
    tools.map((tool) => ({
      type: 'function',
      name: tool.name,
      description: descriptionAt(tool, clock),
      parameters: tool.parameters,
    })),
  anthropic: (tools, _catalog, clock) =>
    tools.map((tool) => ({
      name: tool.name,
      description: descriptionAt(tool, clock),
      input_schema: tool.parameters,
    })),
  plain: (tools, _catalog, clock) =>
    tools.map((tool) => ({
      name: tool.name,
      ...titles(tool),
      description: descriptionAt(tool, clock),
      parameters: tool.parameters,
      ...(tool.origin?.server ? { server: tool.origin.server } : {}),
    })),
};

/** The catalog as a file of `format` (its own format by default), live descriptions read at `clock`. */
export const exportCatalog = (
  catalog: Catalog,
  format: CatalogFormat = catalog.format,
  clock = 0,
): string => `${JSON.stringify(shapes[format](catalog.tools, catalog, clock), null, 2)}\n`;
