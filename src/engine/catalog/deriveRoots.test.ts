import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasDataset, needs, readDataset } from '../../test/datasets';
import { capabilityLine, capabilityRoots } from '../prompt/cost';
import { chooseRoots, deriveCapabilities, MAX_ROOT_SHARE, nounCandidates } from './deriveRoots';
import { capabilityFromName } from './deriveTags';
import { importCatalog } from './importCatalog';
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
  it('reads the nouns of a name and their pairs, not its verbs', () => {
    expect(nounCandidates('list_pull_requests')).toEqual(['pull', 'pull-request']);
    expect(nounCandidates('create_issue')).toEqual(['issue']);
    expect(nounCandidates('get_me')).toEqual(['me']);
    expect(nounCandidates('search_for_the_3_things')).toEqual(['thing']);
  });

  it('files tools under the namespace they share, with their verbs', () => {
    const tools = [
      'create_issue',
      'list_issues',
      'update_issue',
      'list_pull_requests',
      'merge_pull_request',
      'get_me',
    ].map((n) => tool(n));
    const derived = deriveCapabilities(tools);
    expect(derived.map((t) => t.capabilities[0])).toEqual([
      'issue:create',
      'issue:list',
      'issue:update',
      'pull-request:list',
      'pull-request:merge',
      'me:get',
    ]);
    expect(derived.every((t) => t.derived?.capabilities)).toBe(true);
    expect(capabilityLine(derived)).toBe(
      '<tool_capabilities>issue, me, pull-request</tool_capabilities>',
    );
  });

  it('leaves tagged tools as they are', () => {
    const tagged = tool('create_issue', { capabilities: ['work-item:create'] });
    expect(deriveCapabilities([tagged, tool('list_issues')])[0]).toBe(tagged);
  });

  it('gives every tool a root, never a root over a quarter of a large catalog, and is deterministic', () => {
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
        const sizes = new Map<string, number>();
        for (const root of roots.values()) sizes.set(root, (sizes.get(root) ?? 0) + 1);
        const cap = Math.max(2, Math.floor(MAX_ROOT_SHARE * tools.length));
        for (const t of tools) {
          const root = roots.get(t.name) ?? '';
          // A root over the cap can only be a tool's own fallback: the old per-tool root.
          if ((sizes.get(root) ?? 0) > cap) {
            expect(root).toBe(capabilityRoot(capabilityFromName(t.name)));
          }
        }
        expect(new Set(capabilityRoots(derived))).toEqual(new Set(roots.values()));
      }),
      { numRuns: 200 },
    );
  });
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
