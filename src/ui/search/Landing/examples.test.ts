import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../../data/demo';
import { catalogFacets } from '../../../engine';
import type { Facets } from '../../../engine/core';
import { EXAMPLES, examplesFor } from './examples';

const empty: Facets = { capabilities: [], domains: [], entities: [], relationships: [] };

describe('the landing examples', () => {
  it('offers all three on the demo catalog, the scoped one with its filter read', () => {
    const examples = examplesFor(catalogFacets(demoCatalog.tools), true);
    expect(examples.map((one) => one.query)).toEqual(EXAMPLES.map((one) => one.query));
    expect(examples[2]?.filters).toEqual({ capabilities: ['file:read'] });
  });

  it('leaves out a scoped example whose filter the catalog lacks', () => {
    expect(examplesFor(empty, true).map((one) => one.query)).toEqual(['Excel file', 'colored tag']);
    expect(examplesFor(undefined, true).map((one) => one.filter)).toEqual(['', '']);
  });
});
