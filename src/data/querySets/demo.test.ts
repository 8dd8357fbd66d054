import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../demo';
import { demoQuerySet } from './demo';

const toolNames = new Set(demoCatalog.tools.map((tool) => tool.name));

describe('the demo query set', () => {
  it('has at least 60 queries with unique ids', () => {
    expect(demoQuerySet.length).toBeGreaterThanOrEqual(60);
    const ids = demoQuerySet.map((query) => query.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('asks for no scaffolding tool: those are never search results', () => {
    const scaffolding = new Set(demoCatalog.tools.filter((t) => t.scaffolding).map((t) => t.name));
    expect(scaffolding.size).toBe(12);
    const asked = demoQuerySet.flatMap((query) =>
      query.relevant.filter((name) => scaffolding.has(name)).map((name) => `${query.id}: ${name}`),
    );
    expect(asked).toEqual([]);
  });

  it('names only tools that exist in the demo catalog', () => {
    const unknown = demoQuerySet.flatMap((query) =>
      query.relevant.filter((name) => !toolNames.has(name)).map((name) => `${query.id}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it('grades only relevant tools, 1 or 2, with at least one grade 2 per query', () => {
    for (const query of demoQuerySet) {
      const grades = query.grades ?? {};
      expect(Object.keys(grades).sort(), query.id).toEqual([...query.relevant].sort());
      expect(
        Object.values(grades).every((grade) => grade === 1 || grade === 2),
        query.id,
      ).toBe(true);
      expect(Object.values(grades), query.id).toContain(2);
    }
  });

  it('never spells a tool name in a query, with underscores or with spaces', () => {
    const offenders: string[] = [];
    for (const query of demoQuerySet) {
      const text = query.query.toLowerCase();
      for (const name of toolNames) {
        const lower = name.toLowerCase();
        if (text.includes(lower) || text.includes(lower.replaceAll('_', ' '))) {
          offenders.push(`${query.id} "${query.query}" contains ${name}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('covers every domain of the catalog with at least two queries', () => {
    const domainsOf = new Map(demoCatalog.tools.map((tool) => [tool.name, tool.domains]));
    const queriesPerDomain = new Map<string, number>();
    for (const query of demoQuerySet) {
      const domains = new Set(query.relevant.flatMap((name) => domainsOf.get(name) ?? []));
      for (const domain of domains) {
        queriesPerDomain.set(domain, (queriesPerDomain.get(domain) ?? 0) + 1);
      }
    }
    // Scaffolding tools (the agent domain) are always declared: no query asks for them.
    const searchable = demoCatalog.tools.filter((tool) => !tool.scaffolding);
    const catalogDomains = [...new Set(searchable.flatMap((tool) => tool.domains))].sort();
    const thin = catalogDomains.filter((domain) => (queriesPerDomain.get(domain) ?? 0) < 2);
    expect(thin).toEqual([]);
  });
});
