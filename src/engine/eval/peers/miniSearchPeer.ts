import MiniSearch from 'minisearch';
import { descriptionAt, type Tool } from '../../catalog/core';

/**
 * The "minisearch" peer, and the only module that imports MiniSearch: its BM25 over the name
 * and the description, with every option at MiniSearch's default (its tokenizer splits at
 * spaces and punctuation, so snake_case splits and camelCase does not; no stemming; OR of the
 * terms; no prefix or fuzzy matching; k 1.2, b 0.7, d 0.5).
 */
export class MiniSearchPeer {
  readonly #names: string[];
  readonly #search: MiniSearch<{ id: number; name: string; description: string }>;

  constructor(tools: readonly Tool[]) {
    this.#names = tools.map((tool) => tool.name);
    this.#search = new MiniSearch({ fields: ['name', 'description'] });
    this.#search.addAll(
      tools.map((tool, id) => ({ id, name: tool.name, description: descriptionAt(tool) })),
    );
  }

  /** Tool names MiniSearch returns, in its order. */
  rank(query: string): string[] {
    return this.#search.search(query).map((result) => this.#names[result.id as number] ?? '');
  }
}
