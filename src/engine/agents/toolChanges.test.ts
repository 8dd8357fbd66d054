import { describe, expect, it } from 'vitest';
import { makeTool } from '../catalog/types';
import type { TargetTool } from './target';
import { appendedTools, targetToolsChange } from './toolChanges';

const held = (name: string, server = 'server'): TargetTool => ({
  tool: makeTool({ name }),
  server,
  mcpName: name,
});

describe('what changed in the target tools', () => {
  const [a, b, c] = [held('a'), held('b'), held('c')] as [TargetTool, TargetTool, TargetTool];

  it('keeps the tools whose object, server and name are the same, as the objects held', () => {
    const again = { ...b };
    const change = targetToolsChange([a, b, c], [a, again, c]);
    expect(change).toEqual({ tools: [a, b, c], removed: [], added: [], moved: false });
    expect(change?.tools[1]).toBe(b);
  });

  it('takes a changed tool out and puts its new version at its place', () => {
    const edited = { ...b, tool: makeTool({ name: 'b', description: 'new' }) };
    expect(targetToolsChange([a, b, c], [a, edited, c])).toEqual({
      tools: [a, edited, c],
      removed: [b],
      added: [{ tool: edited, position: 1 }],
      moved: false,
    });
  });

  it('reads a tool served under another name as changed', () => {
    const moved = held('b', 'other');
    expect(targetToolsChange([a, b], [a, moved])?.removed).toEqual([b]);
  });

  it('reads a rename as the old name removed and the new one added at its place', () => {
    const renamed = held('d');
    expect(targetToolsChange([a, b, c], [a, renamed, c])).toEqual({
      tools: [a, renamed, c],
      removed: [b],
      added: [{ tool: renamed, position: 1 }],
      moved: false,
    });
  });

  it('says the kept tools moved when one before them left, and not when the last left', () => {
    expect(targetToolsChange([a, b, c], [b, c])).toMatchObject({ removed: [a], moved: true });
    expect(targetToolsChange([a, b, c], [a, b])).toMatchObject({ removed: [c], moved: false });
  });

  it('asks for a build afresh when kept tools change order or a new name repeats', () => {
    expect(targetToolsChange([a, b, c], [a, c, b])).toBeUndefined();
    expect(targetToolsChange([a, b, c], [a, held('x'), held('x'), c])).toBeUndefined();
  });

  it('compares the tools around the change in place, and moves those after a longer one', () => {
    const [x, y] = [held('x'), held('y')];
    expect(targetToolsChange([a, b, c], [a, x, y, c])).toEqual({
      tools: [a, x, y, c],
      removed: [b],
      added: [
        { tool: x, position: 1 },
        { tool: y, position: 2 },
      ],
      moved: true,
    });
    expect(targetToolsChange([a, b, c], [a, b, c, x])?.moved).toBe(false);
  });

  it('appends a chunk of a list to a target holding the part before it, the held list grown in place', () => {
    const held = [a];
    const change = appendedTools(held, [a, b, c], 1, 3);
    expect(change.tools).toBe(held);
    expect(change).toEqual({
      tools: [a, b, c],
      removed: [],
      added: [
        { tool: b, position: 1 },
        { tool: c, position: 2 },
      ],
      moved: false,
    });
    expect(() => appendedTools([a, b], [a, b, c], 1, 3)).toThrow(/holds 2 tools, not 1/);
  });
});
