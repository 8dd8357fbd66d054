import { describe, expect, it } from 'vitest';
import type { Tool } from '../engine/core';
import type { ToolChanges } from './boundary';
import { RestoreState } from './restoreState';

const tool = (name: string, description: string): Tool => ({
  name,
  description,
  parameters: {},
  capabilities: [],
  domains: [],
  entities: [],
  relationships: [],
  concepts: [],
});

const live = (n: number): ToolChanges => ({
  text: `{"tools": [{"name": "a", "description": "version ${n}"}]}`,
  source: 'mcp:s@1',
  edited: [],
});
const none = { changed: [], removed: [] };

describe('RestoreState', () => {
  it('keeps the newest of a thousand live lists, not their history', () => {
    const state = new RestoreState();
    state.loaded({ kind: 'text', text: '{"tools": []}', sourceName: 'mcp:s@1' });
    for (let n = 1; n <= 1000; n += 1) state.live(live(n), none);
    const steps = state.steps();
    expect(steps.map((step) => step.kind)).toEqual(['load', 'live']);
    expect(steps[1]).toEqual({ kind: 'live', changes: live(1000) });
  });

  it("keeps each edited tool's newest version, renames followed back to the loaded name", () => {
    const state = new RestoreState();
    state.loaded({ kind: 'builtIn', name: 'sample' });
    state.settings({ scaffolding: {}, rename: {}, drop: [] });
    state.edited({ tool: tool('a', 'one') });
    state.edited({ tool: tool('b', 'two'), previousName: 'a' });
    state.edited({ tool: tool('c', 'other') });
    state.edited({ tool: tool('b', 'three') });
    state.live(live(1), none);
    expect(state.steps()).toEqual([
      { kind: 'load', request: { kind: 'builtIn', name: 'sample' } },
      { kind: 'settings', settings: { scaffolding: {}, rename: {}, drop: [] } },
      { kind: 'live', changes: live(1) },
      { kind: 'edit', edit: { tool: tool('c', 'other') } },
      { kind: 'edit', edit: { tool: tool('b', 'three'), previousName: 'a' } },
    ]);
  });

  it("drops an edit the server's version replaced (one the user undid), and all at a load", () => {
    const state = new RestoreState();
    state.loaded({ kind: 'builtIn', name: 'sample' });
    state.edited({ tool: tool('a', 'undone back to the old text') });
    state.edited({ tool: tool('b', 'kept') });
    state.live(live(2), { changed: ['a'], removed: [] });
    expect(state.steps().filter((step) => step.kind === 'edit')).toEqual([
      { kind: 'edit', edit: { tool: tool('b', 'kept') } },
    ]);
    state.loaded({ kind: 'builtIn', name: 'demo' });
    expect(state.steps()).toEqual([{ kind: 'load', request: { kind: 'builtIn', name: 'demo' } }]);
  });

  it('has nothing to restore before a first load', () => {
    expect(new RestoreState().steps()).toEqual([]);
  });
});
