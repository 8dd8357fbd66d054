import type { Tool } from '../../../engine/core';
import type { ToolDetail } from '../../../worker/boundary';

/**
 * The tool a detail from the worker describes, for the engine's tool-edit model (`textOf`,
 * `toolFrom`, `matchesText`): its description is the text the page shows, its concepts are ids.
 */
export const toolOf = (detail: ToolDetail): Tool => ({
  name: detail.name,
  ...(detail.title === undefined ? {} : { title: detail.title }),
  ...(detail.annotationTitle === undefined ? {} : { annotationTitle: detail.annotationTitle }),
  description: detail.description,
  parameters: detail.parameters,
  capabilities: detail.capabilities,
  domains: detail.domains,
  entities: detail.entities,
  relationships: detail.relationships,
  concepts: detail.concepts.map((concept) => concept.id),
  ...(detail.scaffolding ? { scaffolding: true } : {}),
  derived: detail.derived,
  ...(detail.origin ? { origin: detail.origin } : {}),
  ...(detail.agentHints ? { agentHints: detail.agentHints } : {}),
});
