import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasDataset, needs, readDataset } from '../../test/datasets';
import { capabilityLine, capabilityRoots } from './capabilityLine';
import { chooseRoots, coverSets, deriveCapabilities, greedyCover } from './deriveRoots';
import { isVerb, NOT_THINGS, NOUNS_TOO } from './englishWords';
import { importCatalog } from './importCatalog';
import { readToolName } from './readToolName';
import { capabilityRoot, type Tool } from './types';

const tool = (name: string, extra: Partial<Tool> = {}): Tool => ({
  name,
  description: '',
  parameters: { type: 'object', properties: {} },
  capabilities: [],
  domains: [],
  entities: [],
  relationships: [],
  concepts: [],
  ...extra,
});

describe('capability roots chosen over the catalog', () => {
  it('reads the things of a name and their pairs, not its verbs', () => {
    // `request` is a word of the catalog (merge_pull_request), so `requests` is its plural.
    const known = new Set(['request']);
    expect(readToolName('list_pull_requests', 'first', known)).toEqual({
      verb: 'list',
      things: ['pull', 'pull-request', 'request'],
      head: 'pull-request',
    });
    expect(readToolName('create_issue', 'first', known).things).toEqual(['issue']);
    // A pronoun names no thing (it used to be the root `me`); the description will.
    expect(readToolName('get_me', 'first', known)).toEqual({ verb: 'get', things: [] });
    // The article and the number are no things; `things` ends as only a noun ends.
    expect(readToolName('search_for_the_3_things', 'first', known).things).toEqual(['thing']);
  });

  it('files tools under the namespace they share, with their verbs', () => {
    const tools = [
      'create_issue',
      'list_issues',
      'update_issue',
      'list_pull_requests',
      'merge_pull_request',
    ].map((n) => tool(n));
    // The GitHub server's own words for get_me: the root is the user, not the pronoun `me`.
    tools.push(tool('get_me', { description: 'Get details of the authenticated GitHub user.' }));
    const derived = deriveCapabilities(tools);
    expect(derived.map((t) => t.capabilities[0])).toEqual([
      'issue:create',
      'issue:list',
      'issue:update',
      'pull-request:list',
      'pull-request:merge',
      'user:get',
    ]);
    expect(derived.every((t) => t.derived?.capabilities)).toBe(true);
    expect(capabilityLine(derived)).toBe(
      '<tool_capabilities>issue, pull-request, user</tool_capabilities>',
    );
  });

  it('leaves tagged tools as they are', () => {
    const tagged = tool('create_issue', { capabilities: ['work-item:create'] });
    expect(deriveCapabilities([tagged, tool('list_issues')])[0]).toBe(tagged);
  });

  it('gives every tool one root, never a verb, a number or a letter, and is deterministic', () => {
    const word = fc.constantFrom(
      'get',
      'list',
      'issue',
      'file',
      'user',
      'repo',
      'pull',
      'request',
      'x',
      '3',
      'report',
      'all',
    );
    const names = fc.uniqueArray(
      fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join('_')),
      {
        minLength: 1,
        maxLength: 40,
      },
    );
    fc.assert(
      fc.property(names, (list) => {
        const tools = list.map((n) => tool(n));
        const derived = deriveCapabilities(tools);
        expect(derived.map((t) => t.name)).toEqual(list);
        for (const t of derived) expect(t.capabilities).toHaveLength(1);
        expect(deriveCapabilities(tools)).toEqual(derived);
        const roots = chooseRoots(tools, 'words-and-server');
        for (const root of roots.values()) {
          for (const part of root.split('-')) {
            // A verb that also names a thing (`request`) may be one; `get`, `list` never.
            expect(isVerb(part) && !NOUNS_TOO.has(part), root).toBe(false);
            expect(NOT_THINGS.has(part) || /^\d+$/.test(part) || part.length < 2, root).toBe(false);
          }
        }
        expect(new Set(capabilityRoots(derived))).toEqual(new Set(roots.values()));
      }),
      { numRuns: 200 },
    );
  });

  it('takes a root shared by nearly every tool only for the tools with no other', () => {
    // A notes server: `note` is all there is, so it is the root, not one root per name.
    const notes = deriveCapabilities(
      ['create_note', 'list_notes', 'delete_note'].map((n) => tool(n)),
    );
    expect(notes.map((t) => t.capabilities[0])).toEqual([
      'note:create',
      'note:list',
      'note:delete',
    ]);
    // A name prefix every tool shares is no namespace when the tools name others.
    const prefixed = deriveCapabilities(
      ['acme_create_issue', 'acme_list_issues', 'acme_get_user'].map((n) => tool(n)),
    );
    expect(capabilityLine(prefixed)).toBe('<tool_capabilities>issue, user</tool_capabilities>');
  });
});

/** The greedy pick as first written: each round scans every candidate for the best. */
const eagerCover: typeof greedyCover = (candidates, uncovered, cap, roots) => {
  const covers = coverSets(candidates, uncovered, cap);
  for (;;) {
    let best: { root: string; count: number } | undefined;
    for (const [root, set] of covers) {
      const count = [...set].filter((name) => uncovered.has(name)).length;
      const better =
        !best ||
        count > best.count ||
        (count === best.count &&
          (root.length < best.root.length ||
            (root.length === best.root.length && root < best.root)));
      if (count > 0 && better) best = { root, count };
    }
    if (!best) return;
    for (const name of covers.get(best.root) ?? []) {
      if (uncovered.delete(name)) roots.set(name, best.root);
    }
    covers.delete(best.root);
  }
};

describe('the greedy cover', () => {
  it('picks as a scan of every candidate each round would', () => {
    const root = fc.constantFrom('a', 'b', 'ab', 'a-b', 'b-a', 'cc', 'd', 'a-cc', 'dd');
    const catalog = fc.dictionary(fc.string({ minLength: 1, maxLength: 3 }), fc.uniqueArray(root), {
      maxKeys: 40,
    });
    fc.assert(
      fc.property(catalog, fc.integer({ min: 1, max: 40 }), (picked, cap) => {
        const candidates = new Map(Object.entries(picked));
        const fast = new Map<string, string>();
        const slow = new Map<string, string>();
        greedyCover(candidates, new Set(candidates.keys()), cap, fast);
        eagerCover(candidates, new Set(candidates.keys()), cap, slow);
        expect(fast).toEqual(slow);
      }),
      { numRuns: 500 },
    );
  });

  it('covers 20,000 tools that each name their own thing in linear time', () => {
    // A server whose every tool has a root of its own: the scan of every candidate per round
    // took 11 s here (20,000 rounds over 20,000 candidates); buckets by count take under 1 s.
    const tools = Array.from({ length: 20_000 }, (_, i) => tool(`get_gadget${i}`));
    const started = performance.now();
    const derived = deriveCapabilities(tools);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(new Set(capabilityRoots(derived)).size).toBe(20_000);
  }, 60_000);
});

describe('the capability line of the real catalogs', () => {
  // Measured with the old per-tool rule (object-head): github-mcp-server 937 characters,
  // livemcpbench 5,760, metatool 2,411, bfcl 11,555 (npm run eval:roots).
  const BEFORE: Record<string, number> = {
    'github-mcp-server': 937,
    livemcpbench: 5760,
    metatool: 2411,
    bfcl: 11555,
  };
  for (const [name, before] of Object.entries(BEFORE)) {
    it.skipIf(!hasDataset(name))(
      needs(name, `${name}: shorter than ${before} characters, every tool under a root`),
      () => {
        const imported = importCatalog(readDataset(name, 'tools.json'), {
          source: name,
          deriveTags: true,
        });
        if (!imported.ok) throw new Error(imported.errors[0]?.message);
        const { tools } = imported.catalog;
        const line = capabilityLine(tools);
        expect(line.length).toBeLessThan(before);
        const roots = new Set(capabilityRoots(tools));
        for (const t of tools) {
          expect(t.capabilities.length, t.name).toBeGreaterThan(0);
          expect(roots.has(capabilityRoot(t.capabilities[0] ?? ''))).toBe(true);
        }
      },
    );
  }
});
