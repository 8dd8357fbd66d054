import { describe, expect, it } from 'vitest';
import { planLiveList, trackRename, withServerPart } from './liveMerge';
import type { Tool } from './types';

const tool = (name: string, description = `${name} text`, parameters = {}): Tool => ({
  name,
  description,
  parameters,
  capabilities: [],
  domains: [],
  entities: [],
  relationships: [],
  concepts: [],
});

const byName = (tools: Tool[]) => new Map(tools.map((each) => [each.name, each]));

describe('planLiveList', () => {
  const served = [tool('a'), tool('b'), tool('c')];

  it('compares the new list with the list applied: changed, added, removed', () => {
    const catalog = byName(served);
    const plan = planLiveList(
      byName(served),
      [tool('a', 'a rewritten'), tool('b', 'b text', { type: 'object' }), tool('d')],
      new Set(),
      (name) => catalog.get(name),
    );
    expect(plan).toEqual({
      changed: ['a', 'b'],
      described: ['a'],
      added: ['d'],
      removed: ['c'],
      held: [],
    });
  });

  it("holds the server's change and removal of a tool the user edited", () => {
    const catalog = byName([tool('a', 'my own words'), tool('b'), tool('c', 'mine too')]);
    const plan = planLiveList(
      byName(served),
      [tool('a', 'the server rewrote it'), tool('b')],
      new Set(['a', 'c']),
      (name) => catalog.get(name),
    );
    expect(plan.changed).toEqual([]);
    expect(plan.removed).toEqual([]);
    expect(plan.held).toEqual([
      { name: 'a', kind: 'changed' },
      { name: 'c', kind: 'removed' },
    ]);
  });

  it('applies the change of an edited tool whose server part the edit left alone', () => {
    // Only its tags were edited: the description and schema are still the server's.
    const catalog = byName([{ ...tool('a'), capabilities: ['mine:tag'] }, tool('b'), tool('c')]);
    const plan = planLiveList(
      byName(served),
      [tool('a', 'the server rewrote it'), tool('b'), tool('c')],
      new Set(['a']),
      (name) => catalog.get(name),
    );
    expect(plan).toMatchObject({ changed: ['a'], held: [] });
  });

  it("holds a change of a renamed tool, and a new tool under the rename's name", () => {
    const catalog = byName([tool('b'), tool('c'), tool('x', 'a renamed')]);
    const plan = planLiveList(
      byName(served),
      [tool('a', 'the server rewrote it'), tool('b'), tool('c'), tool('x')],
      new Set(['a']),
      (name) => catalog.get(name),
    );
    expect(plan.held).toEqual([
      { name: 'a', kind: 'changed' },
      { name: 'x', kind: 'added' },
    ]);
    expect(plan.added).toEqual([]);
  });

  it('finds nothing to do in the same list', () => {
    const catalog = byName(served);
    const plan = planLiveList(byName(served), served, new Set(), (name) => catalog.get(name));
    expect(plan).toEqual({ changed: [], described: [], added: [], removed: [], held: [] });
  });
});

describe("a server's titles", () => {
  it("are the server's: a retitled tool is changed, and takes the new titles, its tags kept", () => {
    const before = { ...tool('a'), title: 'Old', annotationTitle: 'Shown', capabilities: ['read'] };
    const now = { ...tool('a'), title: 'New' };
    const catalog = byName([before]);
    const plan = planLiveList(byName([before]), [now], new Set(), (name) => catalog.get(name));
    expect(plan.changed).toEqual(['a']);
    expect(plan.described).toEqual([]);
    const taken = withServerPart(before, now);
    expect(taken.title).toBe('New');
    expect('annotationTitle' in taken).toBe(false);
    expect(taken.capabilities).toEqual(['read']);
  });
});

describe('trackRename', () => {
  it('follows a chain of renames back to the name as loaded', () => {
    const origins = new Map<string, string>();
    expect(trackRename(origins, 'a', 'b')).toBe('a');
    expect(trackRename(origins, 'b', 'c')).toBe('a');
    expect(trackRename(origins, 'x', 'x')).toBe('x');
    expect([...origins]).toEqual([
      ['c', 'a'],
      ['x', 'x'],
    ]);
  });
});
