import { describe, expect, it } from 'vitest';
import { capabilityFromName, deriveTags } from './deriveTags';
import { singular } from './englishWords';
import { importCatalog } from './importCatalog';
import { makeTool } from './types';

/** Words a catalog spells, so their plurals read as plurals (`repositories` → repository). */
const KNOWN = new Set(['request', 'repository', 'issue', 'branch']);

describe('capabilityFromName', () => {
  it.each([
    ['create_issue', 'issue:create'],
    ['list_pull_requests', 'pull-request:list'],
    // `request` names a thing here; `read` is the verb.
    ['pull_request_read', 'pull-request:read'],
    ['getStockPriceByDate', 'stock-price:get'],
    ['yahoo-finance__get_news', 'news:get'],
    ['add_comment_to_pending_review', 'comment:add'],
    ['list_repositories', 'repository:list'],
    ['weather', 'weather:use'],
    // The verb is never the root: `take` takes a screenshot.
    ['take_screenshot', 'screenshot:take'],
    // A name of verbs alone has no object of its own (the catalog reads its description).
    ['click', 'tool:click'],
  ])('%s → %s', (name, capability) => {
    expect(capabilityFromName(name, KNOWN)).toBe(capability);
  });
});

describe('singular', () => {
  it('singularises a plural only into a word', () => {
    const plurals = ['issues', 'repositories', 'branches', 'status', 'news', 'data'];
    expect(plurals.map((word) => singular(word, KNOWN))).toEqual([
      'issue',
      'repository',
      'branch',
      'status',
      'news',
      'data',
    ]);
    // No `cosmo`, `postgre` or `applen`: no catalog spells them, and they end as no noun does.
    expect(
      ['cosmos', 'postgres', 'applens', 'redis', 'vmss'].map((w) => singular(w, KNOWN)),
    ).toEqual(['cosmos', 'postgres', 'applens', 'redis', 'vmss']);
    // An ending only nouns have is a word without the catalog: action, setting, message.
    expect(['actions', 'settings', 'messages'].map((w) => singular(w, new Set()))).toEqual([
      'action',
      'setting',
      'message',
    ]);
    // The catalog decides between forms: `calories` is calorie only where calorie is a word.
    expect(singular('calories', new Set())).toBe('calories');
    expect(singular('calories', new Set(['calorie']))).toBe('calorie');
    expect(singular('children', new Set())).toBe('child');
  });
});

describe('deriveTags', () => {
  it('fills and marks only missing tags, taking the domain from the MCP server', () => {
    const derived = deriveTags(
      makeTool({
        name: 'get_dividends',
        description: 'Get the dividend history of a stock.',
        origin: { server: 'yahoo-finance' },
      }),
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
