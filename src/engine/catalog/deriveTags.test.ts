import { describe, expect, it } from 'vitest';
import { capabilityFromName, deriveTags, singular } from './deriveTags';
import { importCatalog } from './importCatalog';
import { makeTool } from './types';

describe('capabilityFromName', () => {
  it.each([
    ['create_issue', 'issue:create'],
    ['list_pull_requests', 'pull-request:list'],
    ['pull_request_read', 'pull-request:read'],
    ['getStockPriceByDate', 'stock-price:get'],
    ['yahoo-finance__get_news', 'news:get'],
    ['add_comment_to_pending_review', 'comment:add'],
    ['list_repositories', 'repository:list'],
    ['weather', 'weather:use'],
  ])('%s → %s', (name, capability) => {
    expect(capabilityFromName(name)).toBe(capability);
  });
});

describe('singular', () => {
  it('singularises regular plurals and leaves the rest', () => {
    expect(['issues', 'repositories', 'branches', 'status', 'news', 'data'].map(singular)).toEqual([
      'issue',
      'repository',
      'branch',
      'status',
      'news',
      'data',
    ]);
  });
});

describe('deriveTags', () => {
  it('fills and marks only missing tags, taking the domain from the MCP server', () => {
    const derived = deriveTags(
      makeTool({ name: 'get_dividends', origin: { server: 'yahoo-finance' } }),
    );
    expect(derived).toMatchObject({
      capabilities: ['dividend:get'],
      domains: ['yahoo-finance'],
      derived: { capabilities: true, domains: true },
    });
    const tagged = makeTool({ name: 'x_y', capabilities: ['a:b'], domains: ['d'] });
    expect(deriveTags(tagged)).toBe(tagged);
  });

  it('runs on import when asked, and keeps the server a plain catalog names', () => {
    const text = JSON.stringify([
      { name: 'fs__read_file', description: 'Read.', parameters: {}, server: 'filesystem' },
    ]);
    const plain = importCatalog(text);
    expect(plain.ok && plain.catalog.tools[0]?.capabilities).toEqual([]);
    const derived = importCatalog(text, { deriveTags: true });
    expect(derived.ok && derived.catalog.tools[0]).toMatchObject({
      capabilities: ['file:read'],
      domains: ['filesystem'],
      origin: { server: 'filesystem' },
      derived: { capabilities: true, domains: true },
    });
  });
});
