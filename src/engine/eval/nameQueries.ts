import type { Catalog } from '../catalog/types';
import type { LabelledQuery } from './querySetTypes';

/**
 * The query a person types for a tool they already know: its name, written as words.
 * `create_work_item`, `create-work-item`, `work.items.create` and `createWorkItem` all become
 * "create work item". A description author's first query, and a stakeholder's first demo one.
 */
export const nameAsWords = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * One name query per tool of the catalog, each with that tool alone relevant. Scaffolding tools
 * are left out: they are always declared, so no search returns them.
 */
export const nameQuerySet = (catalog: Catalog): LabelledQuery[] =>
  catalog.tools
    .filter((tool) => tool.scaffolding !== true)
    .map((tool) => ({
      id: `name-${tool.name}`,
      query: nameAsWords(tool.name),
      relevant: [tool.name],
    }));
