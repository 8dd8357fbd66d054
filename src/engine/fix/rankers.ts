import { askTarget, buildTarget } from '../agents';
import {
  type AgentTarget,
  type AgentTargetId,
  TARGET_INFO,
  type TargetTool,
  targetTools,
  targetToolsChange,
} from '../agents/core';
import type { Catalog, Tool } from '../catalog/core';
import { ToollensError } from '../errors';
import { ToolIndex } from '../search';
import { DEFAULT_PAGE_SIZE, DEFAULT_RANKER } from '../search/core';
import type { FixRanker } from './types';

/**
 * Every ranker a fix is scored under, built once over a catalog and kept up to date as one
 * tool at a time is swapped for an edited version: each agent target through its incremental
 * update (AgentTarget.update with targetToolsChange: the changed tool re-indexed, the shared
 * statistics moved, nothing rebuilt) and toollens's index through `updateTool`. After a swap
 * every ranker answers exactly as one built afresh on the edited catalog would.
 */

/** Where a tool lands for a query: its 1-based rank, null when not ranked; `found` within k. */
export type Place = { rank: number | null; found: boolean; score?: number; why: string[] };

export type RankersOptions = {
  targets: readonly AgentTargetId[];
  /** One cut-off for every ranker; default each target's own k and toollens's page. */
  k?: number;
  server?: string;
};

export class Rankers {
  readonly ids: readonly FixRanker[];
  #catalog: Catalog;
  #server: string | undefined;
  #held: TargetTool[];
  #targets = new Map<AgentTargetId, AgentTarget>();
  #index: ToolIndex;
  #k: number | undefined;

  constructor(catalog: Catalog, { targets, k, server }: RankersOptions) {
    if (k !== undefined && !(Number.isInteger(k) && k > 0))
      throw new ToollensError(`toollens: fixes need a cut-off k of 1 or more, not ${k}`);
    this.#catalog = catalog;
    this.#server = server;
    this.#k = k;
    this.#held = targetTools(catalog, server);
    for (const id of new Set(targets)) this.#targets.set(id, buildTarget(id, this.#held));
    this.#index = new ToolIndex(catalog);
    this.ids = [...this.#targets.keys(), 'toollens'];
  }

  /** The cut-off that counts as found under `ranker`. */
  k(ranker: FixRanker): number {
    return this.#k ?? (ranker === 'toollens' ? DEFAULT_PAGE_SIZE : TARGET_INFO[ranker].k);
  }

  /** The tool of that name as the rankers hold it now. */
  tool(name: string): Tool | undefined {
    return this.#index.tool(name);
  }

  /** Every tool's name, scaffolding included: a rename must take none of them. */
  names(): string[] {
    return this.#index.tools.map((tool) => tool.name);
  }

  /** The name the agents give the tool's server, for the caps on names. */
  serverOf(name: string): string | undefined {
    return this.#held.find((held) => held.tool.name === name)?.server;
  }

  /**
   * Swaps the tool named `previousName` for `tool` in every ranker, in place: one tool
   * re-indexed, no ranker rebuilt.
   */
  swap(tool: Tool, previousName: string = tool.name): void {
    const at = this.#held.findIndex((held) => held.tool.name === previousName);
    const old = this.#held[at];
    if (old === undefined) throw new ToollensError(`toollens: no tool ${previousName} to fix`);
    const [now] = targetTools(
      { ...this.#catalog, tools: [tool] },
      this.#server ?? old.server,
    ) as TargetTool[];
    const next = [...this.#held];
    next[at] = now as TargetTool;
    const change = targetToolsChange(this.#held, next);
    if (!change) throw new ToollensError(`toollens: ${tool.name} clashes with another tool's name`);
    for (const target of this.#targets.values()) target.update(change);
    this.#held = change.tools as TargetTool[];
    this.#index.updateTool(tool, previousName);
  }

  /**
   * Where each of `names` lands for `query` under `ranker`, with the agent's reasons when
   * `explain` asks for them. A target explains every hit it returns, which costs more than the
   * ranking, so it is asked for one result and its k is cut from its ranked list, as every
   * target cuts it (`returned` is `ranked`'s first k), unless the query's form returns more.
   */
  places(
    ranker: FixRanker,
    query: string,
    names: readonly string[],
    explain = false,
  ): Map<string, Place> {
    const k = this.k(ranker);
    const places = new Map<string, Place>();
    if (ranker === 'toollens') {
      const ranked = this.#index.rankedNames({ query, ranker: DEFAULT_RANKER });
      for (const name of names) {
        const at = ranked.indexOf(name);
        places.set(name, { rank: at === -1 ? null : at + 1, found: at !== -1 && at < k, why: [] });
      }
      return places;
    }
    const target = this.#targets.get(ranker);
    if (!target) throw new ToollensError(`toollens: ${ranker} is not one of the fix's targets`);
    const answer = askTarget(target, query, explain ? { k, explain: names } : { k: 1 });
    const returned =
      explain || answer.returned.length > 1
        ? answer.returned
        : answer.ranked.slice(0, k).map((hit) => hit.name);
    for (const name of names) {
      // An always-declared tool is in the model's context before any search: found, first.
      if (answer.alwaysDeclared.includes(name)) {
        places.set(name, { rank: 1, found: true, why: ['declared up front (alwaysLoad)'] });
        continue;
      }
      const at = returned.indexOf(name);
      const hit = answer.ranked.find((ranked) => ranked.name === name);
      places.set(name, {
        rank: at !== -1 ? at + 1 : (hit?.rank ?? null),
        found: at !== -1,
        ...(hit?.score === undefined ? {} : { score: hit.score }),
        why: hit?.why ?? [],
      });
    }
    return places;
  }
}
