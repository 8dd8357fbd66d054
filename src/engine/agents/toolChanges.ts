import type { TargetTool, TargetToolsChange } from './target';

/**
 * How a target learns what changed in its catalog's tools (TargetToolsChange, target.ts): by
 * identity, since a catalog's tools are never changed in place (an edit replaces the tool), so
 * comparing two lists costs one pass and reads no text.
 */

const sameTool = (a: TargetTool, b: TargetTool): boolean =>
  a.tool === b.tool && a.server === b.server && a.mcpName === b.mcpName;

/**
 * The change from `previous` (what a target holds) to `next`, or undefined when a target must
 * be built afresh instead: a name repeats, or tools that did not change are in another order
 * (the ToolIndex never reorders: an edit keeps its place, an add appends, a remove closes the
 * gap).
 */
export const targetToolsChange = (
  previous: readonly TargetTool[],
  next: readonly TargetTool[],
): TargetToolsChange | undefined => {
  const before = new Map<string, { tool: TargetTool; position: number }>();
  for (const [position, tool] of previous.entries()) {
    if (before.has(tool.tool.name)) return undefined;
    before.set(tool.tool.name, { tool, position });
  }
  const tools: TargetTool[] = [];
  const removed: TargetTool[] = [];
  const added: { tool: TargetTool; position: number }[] = [];
  const named = new Set<string>();
  let moved = false;
  let lastKept = -1;
  for (const [position, tool] of next.entries()) {
    const name = tool.tool.name;
    if (named.has(name)) return undefined;
    named.add(name);
    const held = before.get(name);
    if (held && sameTool(held.tool, tool)) {
      if (held.position < lastKept) return undefined;
      lastKept = held.position;
      if (held.position !== position) moved = true;
      tools.push(held.tool);
      continue;
    }
    if (held) removed.push(held.tool);
    added.push({ tool, position });
    tools.push(tool);
  }
  for (const [name, { tool }] of before) if (!named.has(name)) removed.push(tool);
  return { tools, removed, added, moved };
};

/**
 * The change that appends `tools[from, to)` to a target holding `tools[0, from)`: how a target
 * is built in steps, a chunk of the catalog at a time.
 */
export const appendedTools = (
  tools: readonly TargetTool[],
  from: number,
  to: number,
): TargetToolsChange => ({
  tools: tools.slice(0, to),
  removed: [],
  added: tools.slice(from, to).map((tool, at) => ({ tool, position: from + at })),
  moved: false,
});
