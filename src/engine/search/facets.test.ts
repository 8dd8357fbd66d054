import { describe, expect, it } from 'vitest';
import { sampleCatalog } from '../../data/sample';
import { catalogFacets } from './facets';

describe('catalogFacets', () => {
  const facets = catalogFacets(sampleCatalog.tools);

  it('builds the capability tree with counts per root and per capability', () => {
    const file = facets.capabilities.find((root) => root.value === 'file');
    expect(file).toEqual({
      value: 'file',
      count: 4,
      capabilities: [
        { value: 'file:read', count: 3 },
        { value: 'file:write', count: 1 },
      ],
    });
  });

  it('counts entities named only as relationship endpoints', () => {
    expect(facets.entities).toContainEqual({ value: 'member', count: 1 });
    expect(facets.relationships.map((r) => r.value)).toEqual([
      'work-item.assigned-to.member',
      'work-item.labelled-with.label',
    ]);
  });
});
