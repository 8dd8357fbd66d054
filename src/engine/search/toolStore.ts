import { type Catalog, type Concept, descriptionAt, type Tool } from '../catalog/core';
import { ToollensError } from '../errors';
import { splitWords } from '../text';
import { Accumulator } from './accumulator';
import { argumentText } from './argumentText';
import { TEXT_FIELDS } from './fields';
import { type Words, wordsOf } from './nameMatch';
import { Postings } from './postings';
import type { TextField } from './types';

/**
 * The tools of one catalog and their index (postings.ts), kept in step: every add, remove,
 * update, rename and clock move goes through here, so a query (rankedQuery.ts) only ever reads.
 * Every ranker reads the one index: the toollens ranker's BM25F and the design's Orama BM25
 * (specBm25.ts; docs/design/search.md) alike, so a tool's text is analysed once.
 */

/**
 * One indexed tool: the tool, its slot and its name's words. Its field texts are not kept: a
 * large catalog holds one object and two short arrays a tool.
 */
export type Entry = {
  tool: Tool;
  /** Its slot in the postings (postings.ts): the index of every per-tool typed array. */
  slot: number;
  /** The name's analysed words, for the toollens ranker's name key (nameMatch.ts). */
  nameWords: Words;
};

export class ToolStore {
  readonly postings = new Postings();
  /**
   * Scratch sums for a search's passes (accumulator.ts), reused by every search of this store:
   * the toollens ranker's, the design's coverage and Σw, and the design's BM25 (specBm25.ts).
   */
  readonly sums = {
    toollens: new Accumulator(),
    spec: new Accumulator(),
    orama: new Accumulator(),
  };
  /** slot → entry. */
  readonly #bySlot: (Entry | undefined)[] = [];
  /** slot → catalog position; the final tie-break of every ranker, read per compared pair. */
  #positions = new Int32Array(0);
  /** slot → 1 for a scaffolding tool: never a hit. */
  #scaffoldingSlots = new Uint8Array(0);
  readonly #glossary: Map<string, Concept>;
  /** Catalog order; position is the final tie-break of every ranker. */
  #order: string[] = [];
  #scaffolding: readonly string[] = [];
  readonly #entries = new Map<string, Entry>();
  #clock: number;

  constructor(catalog: Catalog, clock: number) {
    this.#clock = clock;
    this.#glossary = new Map(catalog.ontology.concepts.map((concept) => [concept.id, concept]));
    for (const tool of catalog.tools) this.#add(tool);
    this.#setOrder(catalog.tools.map((tool) => tool.name));
    this.postings.trim();
  }

  /** The entry in a slot, or undefined for a free slot. */
  atSlot(slot: number): Entry | undefined {
    return this.#bySlot[slot];
  }

  /** slot → catalog position (valid for occupied slots). */
  get positions(): Int32Array {
    return this.#positions;
  }

  /** slot → 1 for a scaffolding tool, or undefined when the catalog has none. */
  get scaffoldingSlots(): Uint8Array | undefined {
    return this.#scaffolding.length > 0 ? this.#scaffoldingSlots : undefined;
  }

  get size(): number {
    return this.#order.length;
  }

  /** Names in catalog order. Replaced, never mutated, when the order changes. */
  get order(): readonly string[] {
    return this.#order;
  }

  /** The tools in catalog order (with any in-place updates applied). */
  get tools(): Tool[] {
    return this.#order.map((name) => this.entry(name).tool);
  }

  /** The scaffolding tools' names, in catalog order. Replaced when the order changes. */
  get scaffolding(): readonly string[] {
    return this.#scaffolding;
  }

  /** A tool's index in catalog order, -1 when it is not in the catalog. */
  position(name: string): number {
    const entry = this.#entries.get(name);
    return entry ? (this.#positions[entry.slot] as number) : -1;
  }

  tool(name: string): Tool | undefined {
    return this.#entries.get(name)?.tool;
  }

  /** The entry of a tool that must be there. */
  entry(name: string): Entry {
    const entry = this.#entries.get(name);
    if (!entry)
      throw new ToollensError(`toollens: no tool named "${name}" in the index`, 'not-found');
    return entry;
  }

  /** The ontology concepts a tool is tagged with, as indexed for its glossary field. */
  concepts(name: string): Concept[] {
    const tool = this.#entries.get(name)?.tool;
    if (!tool) return [];
    return tool.concepts.flatMap((id) => {
      const concept = this.#glossary.get(id);
      return concept ? [concept] : [];
    });
  }

  /**
   * The description text as indexed: a live description read at the store's clock (a clock move
   * re-indexes every tool whose text it changed, so the text read now is the one indexed).
   */
  description(name: string): string | undefined {
    const tool = this.#entries.get(name)?.tool;
    return tool && descriptionAt(tool, this.#clock);
  }

  /**
   * Re-index one tool in place, keeping its catalog position: by `previousName` when renamed,
   * else by its own name. A name not yet in the catalog is appended.
   */
  updateTool(tool: Tool, previousName: string = tool.name): void {
    const position = this.#order.indexOf(previousName);
    if (tool.name !== previousName && this.#entries.has(tool.name)) {
      throw new ToollensError(
        `toollens: cannot rename "${previousName}" to "${tool.name}": name taken`,
        'conflict',
      );
    }
    if (position !== -1) this.#remove(previousName);
    this.#add(tool);
    const order = [...this.#order];
    if (position === -1) order.push(tool.name);
    else order[position] = tool.name;
    this.#setOrder(order);
  }

  /** Append tools in catalog order; names must be new. */
  addTools(tools: readonly Tool[]): void {
    for (const tool of tools) {
      if (this.#entries.has(tool.name))
        throw new ToollensError(`toollens: duplicate tool name "${tool.name}"`, 'conflict');
      this.#add(tool);
    }
    this.#setOrder([...this.#order, ...tools.map((tool) => tool.name)]);
  }

  removeTool(name: string): void {
    if (!this.#entries.has(name)) return;
    this.#remove(name);
    this.#setOrder(this.#order.filter((other) => other !== name));
  }

  /**
   * Move the clock; every live description whose text changed is re-indexed in place.
   * Returns the names of the re-indexed tools.
   */
  setClock(clock: number): string[] {
    const before = this.#clock;
    this.#clock = clock;
    const changed = this.tools.filter(
      (tool) =>
        typeof tool.description !== 'string' &&
        descriptionAt(tool, before) !== descriptionAt(tool, clock),
    );
    for (const tool of changed) this.updateTool(tool);
    return changed.map((tool) => tool.name);
  }

  #setOrder(order: string[]): void {
    this.#order = order;
    this.#scaffolding = order.filter((name) => this.entry(name).tool.scaffolding === true);
    const capacity = this.postings.capacity;
    this.#positions = new Int32Array(capacity);
    this.#scaffoldingSlots = new Uint8Array(capacity);
    order.forEach((name, index) => {
      const entry = this.entry(name);
      this.#positions[entry.slot] = index;
      if (entry.tool.scaffolding === true) this.#scaffoldingSlots[entry.slot] = 1;
    });
  }

  /** A tool's texts as the five fields hold them, in TEXT_FIELDS order. */
  #fieldTexts(tool: Tool): string[] {
    const fields: Record<TextField, string> = {
      name: tool.name,
      description: descriptionAt(tool, this.#clock),
      capabilities: tool.capabilities.join(' '),
      glossary:
        tool.concepts.length === 0
          ? ''
          : tool.concepts
              .map((id) => this.#glossary.get(id)?.glossary ?? '')
              .filter((text) => text !== '')
              .join(' '),
      arguments: argumentText(tool.parameters),
    };
    return TEXT_FIELDS.map((field) => fields[field]);
  }

  #add(tool: Tool): void {
    const texts = this.#fieldTexts(tool);
    // Its joined forms are every joined run: the postings count a form once, and not where its
    // stem is a word of the name already (joinedFormsOf's rule, kept there by id).
    const slot = this.postings.addTexts(tool.name, texts, splitWords(tool.name));
    const entry: Entry = { tool, slot, nameWords: wordsOf(tool.name) };
    this.#entries.set(tool.name, entry);
    this.#bySlot[slot] = entry;
  }

  #remove(name: string): void {
    const entry = this.entry(name);
    this.postings.remove(name);
    this.#entries.delete(name);
    this.#bySlot[entry.slot] = undefined;
  }
}
