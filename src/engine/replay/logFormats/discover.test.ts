import { describe, expect, it } from 'vitest';
import { catalogNamer, clientSearch } from './discover';

describe('catalogNamer', () => {
  const catalogNameFor = catalogNamer([
    'create_issue',
    'github__create_issue',
    'b',
    'a__b',
    'run-view',
    'read.pdf',
  ]);

  it('maps an agent’s mcp__<server>__<tool> name to the catalog’s name', () => {
    expect(catalogNameFor('create_issue')).toBe('create_issue');
    expect(catalogNameFor('mcp__jira__create_issue')).toBe('create_issue');
    expect(catalogNameFor('mcp__views__run-view')).toBe('run-view');
    // Claude Code normalises each part: `.` becomes `_`.
    expect(catalogNameFor('mcp__docs__read_pdf')).toBe('read.pdf');
    expect(catalogNameFor('mcp__github.create_issue')).toBe('github__create_issue');
    expect(catalogNameFor('tools.read.pdf')).toBeUndefined();
  });

  it('prefers the pooled catalog’s server__tool name, the longest that fits', () => {
    expect(catalogNameFor('mcp__github__create_issue')).toBe('github__create_issue');
    expect(catalogNameFor('mcp__x__a__b')).toBe('a__b');
  });

  it('maps a long hostile name in bounded time', () => {
    const namer = catalogNamer(Array.from({ length: 10_000 }, (_, i) => `tool_${i}`));
    const started = performance.now();
    for (let i = 0; i < 1_000; i++) namer(`mcp__${'__'.repeat(120)}tool_${i}`);
    expect(namer('mcp__s__tool_42')).toBe('tool_42');
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('maps nothing the catalog lacks, nor a bare prefix', () => {
    expect(catalogNameFor('mcp__github__delete_repo')).toBeUndefined();
    expect(catalogNameFor('mcp____create_issue')).toBeUndefined();
    expect(catalogNameFor('other__create_issue')).toBeUndefined();
  });
});

describe('clientSearch', () => {
  it('reads the query, the select form and a pattern', () => {
    expect(clientSearch({ query: 'select:a,b' })).toEqual({ query: 'select:a,b', form: 'select' });
    expect(clientSearch({ query: 'pdf merge' })).toEqual({ query: 'pdf merge', form: 'search' });
    expect(clientSearch({ pattern: '^read' })).toEqual({ query: '^read', form: 'pattern' });
  });
});
