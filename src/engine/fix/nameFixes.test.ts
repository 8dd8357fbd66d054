import { describe, expect, it } from 'vitest';
import { type Catalog, makeTool } from '../catalog/core';
import { nameFixFor, nameFixQueries } from './nameFixes';
import type { FixProposals, Proposal } from './types';

const catalog: Catalog = {
  tools: [
    makeTool({ name: 'shop__create_refund', description: 'Creates a refund.' }),
    makeTool({ name: 'search', description: 'Searches the shop.' }),
    makeTool({ name: 'declare', description: 'Always declared.', scaffolding: true }),
  ],
  ontology: { concepts: [] },
  format: 'mcp',
  server: 'shop',
};

describe('nameFixQueries', () => {
  it("asks each form of the name as the agents list it, the server's prefix off", () => {
    const queries = nameFixQueries(catalog, new Set(['shop__create_refund']), {
      forms: ['name', 'words', 'one-word'],
    });
    expect(queries.map(({ form, query }) => [form, query])).toEqual([
      ['name', 'create_refund'],
      ['words', 'create refund'],
      ['one-word', 'createrefund'],
    ]);
    expect(queries.every((query) => query.relevant[0] === 'shop__create_refund')).toBe(true);
    expect(new Set(queries.map((query) => query.id)).size).toBe(3);
  });

  it('asks a form that reads as an earlier one once, its words alone by default, and no scaffolding', () => {
    const all = ['name', 'words', 'one-word'] as const;
    expect(nameFixQueries(catalog, new Set(['search']), { forms: all })).toHaveLength(1);
    expect(nameFixQueries(catalog, new Set(['shop__create_refund']))).toEqual([
      expect.objectContaining({ id: 'name-shop__create_refund', query: 'create refund' }),
    ]);
    expect(nameFixQueries(catalog, new Set(['declare']), { forms: all })).toEqual([]);
  });
});

const proposal = (id: string, query: string, ranker: 'codex' | 'claude-code'): Proposal => ({
  id,
  tool: 'create_refund',
  levers: ['description'],
  edits: [],
  why: [],
  wins: [{ query, text: query, tool: 'create_refund', ranker, before: null, after: 1 }],
  losses: [],
  steals: [],
  tokens: { surface: 0, declaration: 1 },
  breaking: false,
  safe: true,
});

describe('nameFixFor', () => {
  const kept = proposal('kept', 'q-words', 'codex');
  const dropped = proposal('dropped', 'q-name', 'codex');
  const fixes: FixProposals = {
    proposals: [kept],
    dropped: [{ proposal: dropped, reason: 'it takes a query' }],
    unfixed: [{ query: 'q-one', tool: 'create_refund', ranker: 'codex', reason: 'no lever' }],
    k: {},
  };

  it('picks the kept proposal that wins the miss, then a dropped one with why, then the reason', () => {
    expect(nameFixFor(fixes, 'create_refund', 'codex', 'q-words')).toEqual({ proposal: kept });
    expect(nameFixFor(fixes, 'create_refund', 'codex', 'q-name')).toEqual({
      reason: 'dropped dropped: it takes a query',
    });
    expect(nameFixFor(fixes, 'create_refund', 'codex', 'q-one')).toEqual({ reason: 'no lever' });
    expect(nameFixFor(fixes, 'create_refund', 'codex')).toEqual({ proposal: kept });
  });

  it('never picks a proposal that wins under another agent', () => {
    expect(nameFixFor(fixes, 'create_refund', 'claude-code')).toEqual({
      reason: 'no proposal brings it in',
    });
  });
});
