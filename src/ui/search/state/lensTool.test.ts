import { describe, expect, it } from 'vitest';
import type { ToolSearchResult } from '../../../engine/core';
import { lensToolOf } from './lensTool';

const result = (mode: 'search' | 'browse', names: string[]) =>
  ({ mode, hits: names.map((name) => ({ name })) }) as unknown as ToolSearchResult;

describe('lensToolOf', () => {
  it('opens the top hit of a ranked answer when no row is picked', () => {
    expect(lensToolOf({ panel: 'search', tool: undefined }, result('search', ['a', 'b']))).toBe(
      'a',
    );
  });

  it('follows the picked row', () => {
    expect(lensToolOf({ panel: 'search', tool: 'b' }, result('search', ['a', 'b']))).toBe('b');
  });

  it('opens none while browsing, with no hits, before an answer, or on another panel', () => {
    expect(lensToolOf({ panel: 'search', tool: undefined }, result('browse', ['a']))).toBe(
      undefined,
    );
    expect(lensToolOf({ panel: 'search', tool: undefined }, result('search', []))).toBe(undefined);
    expect(lensToolOf({ panel: 'search', tool: undefined }, undefined)).toBe(undefined);
    expect(lensToolOf({ panel: 'catalog', tool: 'b' }, result('search', ['a', 'b']))).toBe(
      undefined,
    );
  });
});
