import { openCatalog, planLiveList, type Tool, ToollensError, withServerPart } from '../../engine';
import type { LiveApplied, ToolChanges } from '../boundary';
import { throughSettings } from './settingsApi';
import { requireLoaded } from './state';

/**
 * A connected MCP server's tool list (after `tools/list_changed`), applied to the loaded catalog
 * in place: a changed tool is re-indexed (as a live edit is), an added one joins the index at the
 * end, a removed one leaves it. The worker compares the list with the server's list as last
 * applied (`served`, which starts as the catalog loaded) and keeps the user's edited tools as
 * they are (engine/catalog/liveMerge.ts). A list the importer refuses changes nothing, not even
 * what the next list is compared with.
 */

/** The server's list as last applied: the catalog as loaded until a first list is applied. */
const servedList = (): Map<string, Tool> => {
  const state = requireLoaded();
  state.served ??= new Map(state.catalog.tools.map((tool) => [tool.name, tool]));
  return state.served;
};

/**
 * The list read and checked as a loaded catalog is read (openCatalog), or a refusal naming the
 * server, the tool, the place and why.
 */
const readList = (changes: ToolChanges): Tool[] => {
  const read = openCatalog(changes.text, { source: changes.source });
  if (read.ok) return read.catalog.tools;
  const [first] = read.errors;
  const more = read.errors.length - 1;
  const tool = first?.tool ? `tool "${first.tool}" ` : '';
  throw new ToollensError(
    `${changes.source} sent a tool list that was refused: ${tool}(${first?.path || '/'}): ${first?.message}${more > 0 ? ` (and ${more} more problem${more === 1 ? '' : 's'})` : ''}`,
    'invalid',
  );
};

export const liveApi = {
  applyToolChanges(changes: ToolChanges): LiveApplied {
    const state = requireLoaded();
    const { index } = state;
    const next = readList(changes);
    const served = servedList();
    const plan = planLiveList(served, next, new Set(changes.edited), (name) => index.tool(name));
    const fresh = new Map(next.map((tool) => [tool.name, tool]));
    const take = (name: string): Tool => {
      const tool = fresh.get(name);
      if (!tool)
        throw new ToollensError(`toollens worker: no tool "${name}" in the list`, 'not-found');
      return tool;
    };
    for (const name of plan.removed) {
      index.removeTool(name);
      if (state.base) state.base = state.base.filter((tool) => tool.name !== name);
    }
    for (const name of plan.changed) {
      const now = index.tool(name);
      const server = take(name);
      // The server owns the texts and the schema; the tags stay as the catalog derived them (and
      // as the user's settings changed them), so only what the server changed moves.
      const tool = now ? withServerPart(now, server) : server;
      const settled = throughSettings(tool, name);
      index.updateTool(settled.tool, name);
      settled.commit();
    }
    for (const name of plan.added) {
      const settled = throughSettings(take(name), name);
      index.addTools([settled.tool]);
      settled.commit();
    }
    state.served = fresh;
    return {
      tools: index.size,
      changed: plan.changed,
      described: plan.described.length,
      added: plan.added,
      removed: plan.removed,
      held: plan.held,
    };
  },

  /** The server's version of a tool, as last listed (for "take the server's text"). */
  servedTool(name: string): Tool | undefined {
    return servedList().get(name);
  },
};
