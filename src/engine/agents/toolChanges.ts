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
 * be built afresh instead: tools that did not change are in another order (the ToolIndex never
 * reorders: an edit keeps its place, an add appends, a remove closes the gap), or a name of the
 * changed part repeats. Each list's names are unique, as a catalog's are.
 *
 * The tools before the first difference and after the last are compared in place, one pair at
 * a time; only the part between is matched by name. An edit costs a pass of comparisons, not a
 * map of every name.
 */
export const targetToolsChange = (
  previous: readonly TargetTool[],
  next: readonly TargetTool[],
): TargetToolsChange | undefined => {
  const at = (list: readonly TargetTool[], position: number) => list[position] as TargetTool;
  let start = 0;
  while (
    start < Math.min(previous.length, next.length) &&
    sameTool(at(previous, start), at(next, start))
  )
    start++;
  let endBefore = previous.length;
  let endNow = next.length;
  while (
    endBefore > start &&
    endNow > start &&
    sameTool(at(previous, endBefore - 1), at(next, endNow - 1))
  ) {
    endBefore--;
    endNow--;
  }
  const middle = changedPart(previous.slice(start, endBefore), next.slice(start, endNow), start);
  if (!middle) return undefined;
  return {
    tools: [...previous.slice(0, start), ...middle.tools, ...previous.slice(endBefore)],
    removed: middle.removed,
    added: middle.added,
    // The tools after the change move when it changed their count.
    moved: middle.moved || (endBefore !== endNow && endBefore < previous.length),
  };
};

/** The change between two runs of tools that start at `offset` in both lists. */
const changedPart = (
  previous: readonly TargetTool[],
  next: readonly TargetTool[],
  offset: number,
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
    added.push({ tool, position: offset + position });
    tools.push(tool);
  }
  for (const [name, { tool }] of before) if (!named.has(name)) removed.push(tool);
  return { tools, removed, added, moved };
};

/**
 * The change that appends `tools[from, to)` to a target holding `held` (`tools[0, from)`): how a
 * target is built in steps, a chunk of the catalog at a time. `held` grows in place and is the
 * change's `tools`, so a step costs its chunk, not a copy of all the tools before it (a copy a
 * step made a 50,000-tool build quadratic); an update reads `tools` during the call only.
 */
export const appendedTools = (
  held: TargetTool[],
  tools: readonly TargetTool[],
  from: number,
  to: number,
): TargetToolsChange => {
  if (held.length !== from)
    throw new Error(`appendedTools: the target holds ${held.length} tools, not ${from}`);
  const added: { tool: TargetTool; position: number }[] = [];
  for (let position = from; position < to; position++) {
    const tool = tools[position] as TargetTool;
    held.push(tool);
    added.push({ tool, position });
  }
  return { tools: held, removed: [], added, moved: false };
};
