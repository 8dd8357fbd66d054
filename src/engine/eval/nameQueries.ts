import type { Catalog } from '../catalog/core';
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

/** The same name typed as one word, as people type what they read: `insert_many` → "insertmany". */
export const nameAsOneWord = (name: string): string => nameAsWords(name).replace(/ /g, '');

/**
 * One name query per tool of the catalog, each with that tool alone relevant: its name as words,
 * or (`oneWord`) as one word. Scaffolding tools are left out: they are always declared, so no
 * search returns them.
 */
export const nameQuerySet = (catalog: Catalog, { oneWord = false } = {}): LabelledQuery[] =>
  catalog.tools
    .filter((tool) => tool.scaffolding !== true)
    .map((tool) => ({
      id: `name-${tool.name}`,
      query: oneWord ? nameAsOneWord(tool.name) : nameAsWords(tool.name),
      relevant: [tool.name],
    }));
