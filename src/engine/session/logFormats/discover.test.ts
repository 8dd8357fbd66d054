import { describe, expect, it } from 'vitest';
import { catalogNameFor, clientSearch } from './discover';

describe('catalogNameFor', () => {
  const names = new Set(['create_issue', 'github__create_issue', 'b', 'a__b', 'run-view']);

  it('maps an agent’s mcp__<server>__<tool> name to the catalog’s name', () => {
    expect(catalogNameFor('create_issue', names)).toBe('create_issue');
    expect(catalogNameFor('mcp__jira__create_issue', names)).toBe('create_issue');
    expect(catalogNameFor('mcp__views__run-view', names)).toBe('run-view');
  });

  it('prefers the pooled catalog’s server__tool name, the longest that fits', () => {
    expect(catalogNameFor('mcp__github__create_issue', names)).toBe('github__create_issue');
    expect(catalogNameFor('mcp__x__a__b', names)).toBe('a__b');
  });

  it('maps nothing the catalog lacks, nor a bare prefix', () => {
    expect(catalogNameFor('mcp__github__delete_repo', names)).toBeUndefined();
    expect(catalogNameFor('mcp____create_issue', names)).toBeUndefined();
    expect(catalogNameFor('other__create_issue', names)).toBeUndefined();
  });
});

describe('clientSearch', () => {
  it('reads the query, the select form and a pattern', () => {
    expect(clientSearch({ query: 'select:a,b' })).toEqual({ query: 'select:a,b', form: 'select' });
    expect(clientSearch({ query: 'pdf merge' })).toEqual({ query: 'pdf merge', form: 'search' });
    expect(clientSearch({ pattern: '^read' })).toEqual({ query: '^read', form: 'pattern' });
  });
});
