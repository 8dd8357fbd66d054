import { describe, expect, it } from 'vitest';
import type { ToolSearchResult } from '../../engine/core';
import { describeChange, rankMove, ranksOf } from './liveChange';

describe('describeChange', () => {
  it('says what changed, in the order the brief names, with the tools', () => {
    expect(
      describeChange({
        changed: ['tool_007'],
        described: 1,
        added: ['tool_new'],
        removed: ['tool_050'],
      }),
    ).toBe(
      'list_changed: 1 description changed, 1 tool added, 1 removed (tool_007, tool_new, tool_050)',
    );
  });

  it('counts schema-only changes apart, plurals, and a removal alone', () => {
    expect(describeChange({ changed: ['a', 'b', 'c'], described: 2, added: [], removed: [] })).toBe(
      'list_changed: 2 descriptions changed, 1 schema changed (a, b, c)',
    );
    expect(describeChange({ changed: [], described: 0, added: [], removed: ['x', 'y'] })).toBe(
      'list_changed: 2 tools removed (x, y)',
    );
    expect(
      describeChange({ changed: [], described: 0, added: ['a', 'b', 'c', 'd', 'e'], removed: [] }),
    ).toBe('list_changed: 5 tools added (a, b, c, d, …)');
  });

  it('says how many notifications a list took in when it answered a burst', () => {
    expect(describeChange({ changed: ['a'], described: 1, added: [], removed: [] }, 1250)).toBe(
      'list_changed (1,250 notifications, one list): 1 description changed (a)',
    );
  });

  it('says so when the new list is the same', () => {
    expect(describeChange({ changed: [], described: 0, added: [], removed: [] })).toBe(
      'list_changed: the tool list is the same as before',
    );
  });
});

describe('rankMove', () => {
  const before = ranksOf({
    hits: [{ name: 'a' }, { name: 'b' }, { name: 'c' }],
  } as ToolSearchResult);

  it('reads ranks from a result, 1-based', () => {
    expect(before).toEqual({ a: 1, b: 2, c: 3 });
  });

  it('gives up, down, new, or nothing for an unmoved hit', () => {
    expect(rankMove(before, 'c', 1)).toEqual({ kind: 'up', by: 2, was: 3 });
    expect(rankMove(before, 'a', 2)).toEqual({ kind: 'down', by: 1, was: 1 });
    expect(rankMove(before, 'z', 1)).toEqual({ kind: 'new' });
    expect(rankMove(before, 'b', 2)).toBeUndefined();
  });
});
