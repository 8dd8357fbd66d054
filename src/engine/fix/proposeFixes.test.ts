import { describe, expect, it } from 'vitest';
import { type Catalog, makeTool, type Tool } from '../catalog/core';
import { isToollensError } from '../errors';
import type { LabelledQuery } from '../eval/core';
import { applyFixes } from './applyFixes';
import { proposeFixes } from './proposeFixes';
import { phraseFor, queryWords } from './sentence';

const tool = (name: string, description: string, extra: Partial<Tool> = {}): Tool =>
  makeTool({ name, description, ...extra });

const catalogOf = (tools: Tool[]): Catalog => ({
  tools,
  ontology: { concepts: [] },
  format: 'mcp',
  server: 'shop',
});

/** A shop's tools: the refund tool says "refund" nowhere a user would say "money back". */
const shop = catalogOf([
  tool('list_orders', 'Lists the orders of a customer, newest first.'),
  tool('get_order', 'Gets one order by its id.'),
  tool('create_refund', 'Creates a refund for an order.', {
    parameters: {
      type: 'object',
      properties: { order_id: { type: 'string' }, chargeback: { type: 'boolean' } },
    },
  }),
  tool('cancel_order', 'Cancels an order before it ships.'),
  tool('track_parcel', 'Tracks the parcel of a shipped order.'),
  tool('update_address', 'Changes the delivery address of an order.'),
]);

const q = (id: string, query: string, relevant: string[]): LabelledQuery => ({
  id,
  query,
  relevant,
});

describe('proposeFixes', () => {
  it("puts a missed word in Claude Code's search hint, where it scores +4, and nowhere else", () => {
    const queries = [q('money', 'give the customer their money back', ['create_refund'])];
    const { proposals, unfixed } = proposeFixes(shop, queries, { targets: ['claude-code'] });
    expect(unfixed).toEqual([]);
    const [proposal] = proposals;
    expect(proposal?.levers).toEqual(['search-hint']);
    // The hint takes the query's words that no other tool has (hintVocabulary.ts), not the one
    // that would do: "customer" is list_orders's word.
    expect(proposal?.edits[0]?.words).toEqual(['give', 'money', 'back']);
    expect(proposal?.why.join('\n')).toMatch(/search hint \+4/);
    expect(proposal?.wins).toContainEqual(
      expect.objectContaining({ query: 'money', ranker: 'claude-code', after: 1 }),
    );
    expect(proposal?.tokens).toEqual({ surface: 0, declaration: 0 });
    expect(proposal?.safe).toBe(true);
  });

  it("gives Claude Code's hint every word of the tool's queries that no other tool claims", () => {
    const queries = [
      q('a', 'give the customer their money back', ['create_refund']),
      q('b', 'money back for a broken kettle', ['create_refund']),
      q('c', 'where is my kettle parcel', ['track_parcel']),
    ];
    const hint = proposeFixes(shop, queries, { targets: ['claude-code'] }).proposals.find(
      (proposal) => proposal.tool === 'create_refund',
    );
    // "money" and "back" are in both of its queries, so first; "kettle" is another tool's
    // query's word and "customer" another tool's description's, so neither.
    expect(hint?.edits[0]?.words).toEqual(['money', 'back', 'give', 'broken']);
    expect(hint?.wins).toContainEqual(
      expect.objectContaining({ query: 'a', ranker: 'claude-code', after: 1 }),
    );
    // Under Codex alone there is no hint: the fixes are the fewest words a miss needs.
    const codex = proposeFixes(shop, queries, { targets: ['codex'] }).proposals;
    expect(codex.flatMap((proposal) => proposal.levers)).not.toContain('search-hint');
  });

  it('proposes nothing under Codex for a word only an argument name has: Codex reads it', () => {
    const queries = [q('cb', 'chargeback', ['create_refund'])];
    const codex = proposeFixes(shop, queries, { targets: ['codex'] });
    expect(codex.proposals).toEqual([]);
    expect(codex.unfixed).toEqual([]);
    // Claude Code reads no argument: it misses the tool and gets a hint.
    const claude = proposeFixes(shop, queries, { targets: ['claude-code'] });
    expect(claude.proposals.map((proposal) => proposal.id)).toEqual([
      'create_refund:search-hint:chargeback',
    ]);
  });

  it('gives Codex a sentence in the description when one word is needed: a title is two or more', () => {
    const queries = [q('money', 'customer wants money back', ['create_refund'])];
    const described = proposeFixes(shop, queries, { targets: ['codex'] }).proposals[0];
    expect(described?.levers).toEqual(['description']);
    const fix = described?.edits[0];
    expect(fix?.after).toMatch(/^Creates a refund for an order\. Use it for money\.$/);
    expect(fix?.diff?.filter((part) => part.kind === 'removed')).toEqual([]);
    expect(described?.tokens.declaration).toBeGreaterThan(0);
  });

  it("never adds a word another tool's queries use, which would win one query for the other's", () => {
    // Two tools compete for one word; with k = 1 only one can have it.
    const rivals = catalogOf([
      tool('browse_repo', 'Lists the issues of a repository.'),
      tool('search_tickets', 'Searches support tickets.'),
      tool('get_user', 'Gets a user.'),
    ]);
    const queries = [q('a', 'issues', ['browse_repo']), q('b', 'issues', ['search_tickets'])];
    const options = { targets: ['claude-code'] as const, k: 1 };
    const made = proposeFixes(rivals, queries, options);
    expect(made.proposals).toEqual([]);
    expect(made.dropped).toEqual([]);
    expect(made.unfixed).toContainEqual(
      expect.objectContaining({ query: 'b', tool: 'search_tickets', ranker: 'claude-code' }),
    );
    // A word only its own query uses is proposed.
    const own = [q('a', 'issues', ['browse_repo']), q('b', 'tickets bugs', ['search_tickets'])];
    const fixed = proposeFixes(rivals, own, { targets: ['claude-code'] as const });
    expect(fixed.proposals.flatMap((p) => p.edits.flatMap((e) => e.words))).not.toContain('issues');
  });

  it('is deterministic', () => {
    const queries = [
      q('1', 'give the customer their money back', ['create_refund']),
      q('2', 'where is my package', ['track_parcel']),
      q('3', 'ship it to my new flat', ['update_address']),
    ];
    const options = { targets: ['codex', 'claude-code'] as const };
    expect(proposeFixes(shop, queries, options)).toEqual(proposeFixes(shop, queries, options));
  });

  it('renames only when nothing else works, and marks it breaking', () => {
    // Claude Code: a name part scores +12, the hint +4; with k = 1 only a name part reaches it
    // (a tie, which Claude Code's pool order breaks: create_refund_payment sorts first).
    const crowded = catalogOf([
      tool('refund_payment', 'Refunds money.'),
      tool('create_refund', 'Creates a refund.'),
    ]);
    const queries = [q('r', 'payment', ['create_refund'])];
    const options = { targets: ['claude-code'] as const, k: 1, includeSteals: true };
    const [rename] = proposeFixes(crowded, queries, options).proposals;
    expect(rename?.levers).toEqual(['name']);
    expect(rename?.breaking).toBe(true);
    expect(applyFixes(crowded, rename ? [rename] : []).tools.map((each) => each.name)).toEqual([
      'refund_payment',
      'create_refund_payment',
    ]);
    expect(proposeFixes(crowded, queries, { ...options, renames: false }).unfixed).toHaveLength(1);
  });

  it('refuses bad options with a clear error', () => {
    const run = (options: object) => () =>
      proposeFixes(shop, [], options as Parameters<typeof proposeFixes>[2]);
    expect(run({ targets: [] })).toThrow(/at least one agent target/);
    expect(run({ targets: ['gemini'] })).toThrow(/gemini is not an agent target/);
    expect(run({ targets: ['codex'], k: 0 })).toThrow(/cut-off k of 1 or more/);
    try {
      run({ targets: [] })();
    } catch (error) {
      expect(isToollensError(error)).toBe(true);
    }
  });
});

describe('the words a fix places', () => {
  it('leave out the values a query names: a name, a word with a digit', () => {
    expect(queryWords('reassign this ticket to Maria')).toEqual(['reassign', 'ticket']);
    expect(queryWords('page the on-call when a sev1 comes in')).toEqual(['page', 'call', 'comes']);
    expect(queryWords('status of PR 412')).toEqual(['status', 'pr']);
    expect(queryWords('Open the Bob file')).toEqual(['open', 'file']);
  });

  it('are the query words that carry evidence, once each', () => {
    expect(queryWords('Could you please give the customer their money back, the money?')).toEqual([
      'give',
      'customer',
      'money',
      'back',
    ]);
  });

  it("keep the query's own run of words when it is short, else list them", () => {
    expect(phraseFor('give the customer their money back', ['money', 'back'])).toBe('money back');
    expect(phraseFor('give the customer their money back now please do it', ['give', 'it'])).toBe(
      'give and it',
    );
  });
});
