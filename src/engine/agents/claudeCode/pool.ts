import type { TargetTool, TargetToolsChange } from '../target';
import { byPoolOrder } from './names';
import { SearchedTool } from './searchedTool';
import { Vocabulary } from './wordLists';

/**
 * Claude Code's tool pool over one catalog, kept in step with its changes (toolSearch.ts reads
 * it). As read (names.ts): the MCP tools sorted by name with `localeCompare`, a stable sort, so
 * tools whose names compare equal keep catalog order; then the first of each name kept. Here
 * every tool stays in that sorted order (by name, then catalog position: what the stable sort
 * gives), a changed tool is taken out and put back where it sorts, found by binary search, and the
 * pool, the deferred tools and the declared ones are read off the sorted list when a search
 * first needs them after a change. The words of every tool are numbered in one vocabulary.
 */

const sortOrder = (a: SearchedTool, b: SearchedTool): number =>
  byPoolOrder(a.agentName, b.agentName) || a.position - b.position;

export class ToolPool {
  readonly vocabulary = new Vocabulary();
  /** Every tool, in pool order, those sharing a name included. */
  #sorted: SearchedTool[];
  readonly #byTool = new Map<TargetTool, SearchedTool>();
  /** Catalog name → the tool. */
  readonly #byName = new Map<string, SearchedTool>();
  /** What a search reads, worked out from #sorted on first use after a change. */
  #read: { pool: SearchedTool[]; deferred: SearchedTool[]; alwaysDeclared: string[] } | undefined;

  constructor(tools: readonly TargetTool[]) {
    const all = tools.map((tool, position) => this.#hold(tool, position));
    this.#sorted = all.sort(sortOrder);
  }

  /** Every tool in pool order, one per agent name (the first keeps it). */
  get pool(): readonly SearchedTool[] {
    return this.#lists().pool;
  }

  /** The pool's tools searched behind ToolSearch (not alwaysLoad). */
  get deferred(): readonly SearchedTool[] {
    return this.#lists().deferred;
  }

  /** The catalog names of the pool's alwaysLoad tools, declared up front. */
  get alwaysDeclared(): string[] {
    return this.#lists().alwaysDeclared;
  }

  /** The agent name of the catalog's tool `name`. */
  agentName(name: string): string | undefined {
    return this.#byName.get(name)?.agentName;
  }

  update({ tools, removed, added, moved }: TargetToolsChange): void {
    const gone = new Set<SearchedTool>();
    for (const tool of removed) {
      const held = this.#byTool.get(tool);
      if (!held) continue;
      gone.add(held);
      this.#byTool.delete(tool);
      if (this.#byName.get(held.name) === held) this.#byName.delete(held.name);
    }
    if (gone.size > 0) this.#sorted = this.#sorted.filter((held) => !gone.has(held));
    // The kept tools keep their order among themselves, so their sorted order stands; their
    // positions are brought up to date before a new tool is compared with them.
    if (moved)
      tools.forEach((tool, position) => {
        const held = this.#byTool.get(tool);
        if (held) held.position = position;
      });
    if (added.length > 0)
      this.#sorted = this.#merged(added.map(({ tool, position }) => this.#hold(tool, position)));
    this.#read = undefined;
  }

  /**
   * #sorted with `incoming` put where each sorts: each place found by binary search, then one
   * copy, so a batch (a step of the first build) costs one pass, not one per tool.
   */
  #merged(incoming: SearchedTool[]): SearchedTool[] {
    incoming.sort(sortOrder);
    const merged: SearchedTool[] = [];
    let from = 0;
    for (const held of incoming) {
      const to = this.#insertionPoint(held);
      for (; from < to; from++) merged.push(this.#sorted[from] as SearchedTool);
      merged.push(held);
    }
    for (; from < this.#sorted.length; from++) merged.push(this.#sorted[from] as SearchedTool);
    return merged;
  }

  #hold(tool: TargetTool, position: number): SearchedTool {
    const held = new SearchedTool(tool, position, this.vocabulary);
    this.#byTool.set(tool, held);
    this.#byName.set(held.name, held);
    return held;
  }

  /** The first place in #sorted whose tool sorts after `held`. */
  #insertionPoint(held: SearchedTool): number {
    let low = 0;
    let high = this.#sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (sortOrder(this.#sorted[middle] as SearchedTool, held) <= 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  #lists() {
    if (this.#read) return this.#read;
    const seen = new Set<string>();
    const pool = this.#sorted.filter(
      (tool) => !seen.has(tool.agentName) && seen.add(tool.agentName),
    );
    this.#read = {
      pool,
      deferred: pool.filter((tool) => !tool.alwaysLoad),
      alwaysDeclared: pool.filter((tool) => tool.alwaysLoad).map((tool) => tool.name),
    };
    return this.#read;
  }
}
