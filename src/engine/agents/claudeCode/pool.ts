import type { TargetTool, TargetToolsChange } from '../target';
import { LazySorted } from './lazySorted';
import { normalizeNameForMCP } from './names';
import { byPoolOrder } from './poolOrder';
import { SearchedTool } from './searchedTool';
import { Vocabulary } from './wordLists';

/**
 * Claude Code's tool pool over one catalog, kept in step with its changes (toolSearch.ts reads
 * it). As read (names.ts): the MCP tools sorted by name with `localeCompare`, a stable sort, so
 * tools whose names compare equal keep catalog order; then the first of each name kept. Here
 * every tool is held in that sorted order (by name, then catalog position: what the stable sort
 * gives), sorted when a search first reads it after a change (lazySorted.ts: a first build
 * comes a chunk at a time, and is sorted once), and the pool, the deferred tools and the
 * declared ones are read off the sorted list then. The words of every tool are numbered in one
 * vocabulary.
 */

/**
 * By name, then catalog position. Two tools of one server share `mcp__<server>__`, which decides
 * nothing, so their names are compared from the tool part on: most of a pool's comparisons.
 */
const sortOrder = (a: SearchedTool, b: SearchedTool): number =>
  (a.held.server === b.held.server
    ? byPoolOrder(a.agentName, b.agentName, a.toolPart)
    : byPoolOrder(a.agentName, b.agentName)) || a.position - b.position;

export class ToolPool {
  readonly vocabulary = new Vocabulary();
  /** Every tool, in pool order, those sharing a name included. */
  readonly #sorted = new LazySorted(sortOrder);
  /**
   * Catalog name → the tool. A catalog's names are unique, so a tool is found by its name and
   * known by identity (TargetToolsChange): one map of 50,000 tools, not a second by object.
   * Made when first needed (a tool removed or moved, a name asked), then kept in step: a first
   * build, which only adds, needs none.
   */
  #byName: Map<string, SearchedTool> | undefined;
  /** The last server's name normalised: a catalog lists a server's tools together. */
  #server = { name: '', normalized: '' };
  /** What a search reads, worked out from #sorted on first use after a change. */
  #read: { pool: SearchedTool[]; deferred: SearchedTool[]; alwaysDeclared: string[] } | undefined;

  constructor(tools: readonly TargetTool[]) {
    this.#sorted.add(tools.map((tool, position) => this.#hold(tool, position)));
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
    return this.#names().get(name)?.agentName;
  }

  update({ tools, removed, added, moved }: TargetToolsChange): void {
    const gone = new Set<SearchedTool>();
    for (const tool of removed) {
      const held = this.#held(tool);
      if (!held) continue;
      gone.add(held);
      this.#names().delete(held.name);
    }
    if (gone.size > 0) this.#sorted.remove(gone);
    // The kept tools keep their order among themselves, so their sorted order stands; their
    // positions are brought up to date before a new tool is compared with them.
    if (moved)
      tools.forEach((tool, position) => {
        const held = this.#held(tool);
        if (held) held.position = position;
      });
    this.#sorted.add(added.map(({ tool, position }) => this.#hold(tool, position)));
    this.#read = undefined;
  }

  #hold(tool: TargetTool, position: number): SearchedTool {
    if (tool.server !== this.#server.name)
      this.#server = { name: tool.server, normalized: normalizeNameForMCP(tool.server) };
    const held = new SearchedTool(tool, position, this.vocabulary, this.#server.normalized);
    this.#byName?.set(held.name, held);
    return held;
  }

  #names(): Map<string, SearchedTool> {
    if (this.#byName === undefined) {
      const byName = new Map<string, SearchedTool>();
      this.#sorted.forEach((held) => {
        byName.set(held.name, held);
      });
      this.#byName = byName;
    }
    return this.#byName;
  }

  /** The pool's tool for the catalog's `tool`, if it holds that very tool. */
  #held(tool: TargetTool): SearchedTool | undefined {
    const held = this.#names().get(tool.tool.name);
    return held?.held === tool ? held : undefined;
  }

  #lists() {
    if (this.#read) return this.#read;
    // The tools of one name are next to each other: an MCP name is made of `[A-Za-z0-9_-]`
    // alone (normalizeNameForMCP), over which byPoolOrder is 0 for the same name only.
    const all = this.#sorted.sorted();
    const pool = all.filter((tool, at) => at === 0 || tool.agentName !== all[at - 1]?.agentName);
    this.#read = {
      pool,
      deferred: pool.filter((tool) => !tool.alwaysLoad),
      alwaysDeclared: pool.filter((tool) => tool.alwaysLoad).map((tool) => tool.name),
    };
    return this.#read;
  }
}
