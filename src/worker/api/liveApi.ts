import { importCatalog, ToollensError } from '../../engine';
import type { ToolChanges } from '../boundary';
import { throughSettings } from './settingsApi';
import { requireLoaded } from './state';

/**
 * A connected MCP server's `tools/list_changed` (issue 18), applied to the loaded catalog in
 * place: a changed tool is re-indexed (as a live edit is), an added one joins the index at the
 * end, a removed one leaves it. The page names the tools (it diffed the two lists); the new list
 * comes as catalog text so the importer checks it and derives tags exactly as on the first load.
 */
export const liveApi = {
  applyToolChanges(changes: ToolChanges): { tools: number } {
    const { index } = requireLoaded();
    const read = importCatalog(changes.text, { source: changes.source, deriveTags: true });
    if (!read.ok) {
      const first = read.errors[0];
      throw new ToollensError(
        `toollens: ${changes.source}: the changed tool list is not a catalog (${first?.path || '/'}: ${first?.message})`,
        'invalid',
      );
    }
    const fresh = new Map(read.catalog.tools.map((tool) => [tool.name, tool]));
    const take = (name: string) => {
      const tool = fresh.get(name);
      if (!tool)
        throw new ToollensError(
          `toollens: ${changes.source}: no tool "${name}" in the new list`,
          'not-found',
        );
      return tool;
    };
    for (const name of changes.removed) {
      index.removeTool(name);
      const state = requireLoaded();
      if (state.base) state.base = state.base.filter((tool) => tool.name !== name);
    }
    for (const name of changes.changed) {
      const now = index.tool(name);
      const next = take(name);
      // The server owns the text and the schema; the tags stay as the catalog derived them
      // (and as the user's settings changed them), so only what the server changed moves.
      const tool = now
        ? { ...now, description: next.description, parameters: next.parameters }
        : next;
      const settled = throughSettings(tool, name);
      index.updateTool(settled.tool, name);
      settled.commit();
    }
    for (const name of changes.added) {
      if (index.tool(name)) continue;
      const settled = throughSettings(take(name), name);
      index.addTools([settled.tool]);
      settled.commit();
    }
    return { tools: index.size };
  },
};
