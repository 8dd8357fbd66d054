import { create, insertMultiple, search } from '@orama/orama';
import MiniSearch from 'minisearch';
import { type Catalog, descriptionAt, searchTools, ToolIndex } from '../src/engine';

/**
 * The three systems the bench runs side by side over the same tools and queries: the full
 * toollens pipeline, raw Orama with default settings, and MiniSearch with BM25 on the same
 * fields. Each builds its index once and answers one query at a time.
 */
export type System = { build: (catalog: Catalog) => (query: string) => unknown };

const documents = (catalog: Catalog) =>
  catalog.tools.map((tool, id) => ({
    id: String(id),
    name: tool.name,
    description: descriptionAt(tool),
    capabilities: tool.capabilities.join(' '),
  }));

export const SYSTEMS: Record<'toollens' | 'orama' | 'minisearch', System> = {
  /** Scope, in-scope weights, re-rank, excerpts and the page budget: what search_tools returns. */
  toollens: {
    build: (catalog) => {
      const index = new ToolIndex(catalog);
      return (query) => searchTools(index, { query, limit: 10 });
    },
  },
  /** Orama out of the box: its own tokenizer, prefix matching, no boosts. */
  orama: {
    build: (catalog) => {
      const db = create({
        schema: {
          id: 'string',
          name: 'string',
          description: 'string',
          capabilities: 'string',
        } as const,
      });
      insertMultiple(db, documents(catalog));
      return (term) =>
        search(db, { term, properties: ['name', 'description', 'capabilities'], limit: 10 });
    },
  },
  /** MiniSearch's BM25 over the same three fields, with its default tokenizer. */
  minisearch: {
    build: (catalog) => {
      const mini = new MiniSearch({
        fields: ['name', 'description', 'capabilities'],
        storeFields: [],
      });
      mini.addAll(documents(catalog));
      return (query) => mini.search(query).slice(0, 10);
    },
  },
};
