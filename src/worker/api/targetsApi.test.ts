import { describe, expect, it } from 'vitest';
import {
  type AgentTargetId,
  askTarget,
  availableTargets,
  buildTarget,
  keywordPattern,
  TARGET_INFO,
  type Tool,
  targetTools,
} from '../../engine';
import type { SearchRequest } from '../boundary';
import { engineApi } from '../engineApi';
import { currentCatalog } from './state';

/**
 * A catalog written here: twelve tools with one description (they tie under any BM25), so a
 * query finds more of them than a target returns, and a few named ones.
 */
const tied = Array.from({ length: 12 }, (_, i) => ({
  name: `ticket_tool_${String.fromCharCode(97 + i)}`,
  description: 'Files a ticket in the tracker.',
  inputSchema: { type: 'object', properties: {} },
}));
const named = [
  { name: 'create_issue', description: 'Open a new issue in a repository.' },
  { name: 'list_commits', description: 'List the commits of a branch.' },
  { name: 'merge_pull_request', description: 'Merge a pull request into its base branch.' },
].map((tool) => ({ ...tool, inputSchema: { type: 'object', properties: {} } }));
const CATALOG = JSON.stringify({ tools: [...named, ...tied] });

const load = async () => {
  const loaded = await engineApi.loadCatalogText(CATALOG, 'targets.json');
  expect(loaded.ok).toBe(true);
};

/** The columns once every target asked is built, as the page asks again when told so. */
const ranksBuilt = async (request: SearchRequest, ids: readonly string[], server?: string) => {
  await engineApi.targetsBuilt(ids, server);
  return engineApi.targetRanks(request, ids, server);
};

/** Each target as the engine asks it (the CLI's and eval's one way), over the loaded catalog. */
const direct = (id: AgentTargetId, query: string) =>
  askTarget(buildTarget(id, targetTools(currentCatalog())), query);

describe('the agent targets beside a search', () => {
  it('names the targets this build runs', async () => {
    expect(await engineApi.availableTargets()).toEqual(availableTargets());
  });

  it('places each hit of the page under each target, past k and tied as the agent ranks it', async () => {
    await load();
    const { request, page } = await engineApi.search({ query: 'ticket tracker', limit: 20 });
    const ids = availableTargets();
    const columns = await ranksBuilt(request, ids);
    expect(columns.map((column) => column.target)).toEqual(ids);
    for (const column of columns) {
      const answer = direct(column.target, 'ticket tracker');
      expect(column.k).toBe(TARGET_INFO[column.target].k);
      page.hits.forEach((hit, i) => {
        const ranked = answer.ranked.find((each) => each.name === hit.name);
        expect(column.places[i]).toEqual(
          ranked
            ? { rank: ranked.rank, tied: ranked.tied, returned: answer.returned.includes(hit.name) }
            : null,
        );
      });
      // Twelve tools match alike and the target returns fewer: some are ranked, not returned
      // (ties, where the agent leaves the order undefined, are compared above with the agent's).
      const past = column.places.filter((place) => place && !place.returned);
      expect(past.length).toBeGreaterThan(0);
    }
  });

  it("asks a target that reads a pattern for the query's words as one, and says so", async () => {
    await load();
    const { request } = await engineApi.search({ query: 'ticket tracker', limit: 20 });
    const columns = await ranksBuilt(request, availableTargets());
    for (const column of columns) {
      if (TARGET_INFO[column.target].reads === 'pattern') {
        expect(column.asked).toEqual({ pattern: keywordPattern('ticket tracker'), as: 'words' });
        expect(column.places.some((place) => place?.returned)).toBe(true);
      } else expect(column.asked).toBeUndefined();
    }
  });

  it('runs a query that is a regex as typed, placing hits as the CLI and eval rank them', async () => {
    await load();
    const query = 'ticket_tool_[a-c]';
    const { request, page } = await engineApi.search({ query, limit: 20 });
    const [column] = await ranksBuilt(request, ['anthropic-regex']);
    expect(column?.asked).toEqual({
      pattern: query,
      as: 'typed',
      syntax: { text: '[a-c', at: 12, what: 'a character set' },
    });
    const answer = direct('anthropic-regex', query);
    expect(answer.returned).toEqual(['ticket_tool_a', 'ticket_tool_b', 'ticket_tool_c']);
    expect(column?.places).toEqual(
      page.hits.map((hit) => {
        const at = answer.returned.indexOf(hit.name);
        return at === -1 ? null : { rank: at + 1, tied: 1, returned: true };
      }),
    );
    expect(column?.places.filter((place) => place?.returned)).toHaveLength(3);
  });

  it('leaves out a target this build does not run, and answers a search of a replaced catalog afresh', async () => {
    await load();
    const { request } = await engineApi.search({ query: 'merge', limit: 5 });
    const columns = await engineApi.targetRanks(request, ['no-such-agent', ...availableTargets()]);
    expect(columns.map((column) => column.target)).toEqual(availableTargets());
    await load();
    await engineApi.targetsBuilt(availableTargets());
    const again = await engineApi.targetRanks(request, availableTargets());
    expect(again.map((column) => column.target)).toEqual(availableTargets());
  });

  it('ranks the edited tool, not the tool as first built', async () => {
    await load();
    const [id] = availableTargets();
    if (!id) return;
    const before = await engineApi.findability('list_commits', [id], ['ticket tracker']);
    expect(before.rows[3]?.cells[0]?.place).toBeNull();
    await engineApi.updateTool({
      tool: {
        ...(currentCatalog().tools.find((tool) => tool.name === 'list_commits') as Tool),
        description: 'Files a ticket in the tracker, ticket after ticket, tracker ticket.',
      },
    });
    const after = await engineApi.findability('list_commits', [id], ['ticket tracker']);
    expect(after.rows[3]?.cells[0]?.place).toMatchObject({ rank: 1, tied: 1, returned: true });
  });

  it("gives a tool's findability for its name forms and the open queries, with the why lines", async () => {
    await load();
    const ids = availableTargets();
    const card = await engineApi.findability('create_issue', ids, [
      'open an issue',
      'ticket tracker',
    ]);
    expect(card.rows.map((row) => [row.kind, row.query])).toEqual([
      ['name', 'create_issue'],
      ['words', 'create issue'],
      ['one-word', 'createissue'],
      ['query', 'open an issue'],
      ['query', 'ticket tracker'],
    ]);
    for (const row of card.rows) {
      row.cells.forEach((cell, i) => {
        const answer = direct(ids[i] ?? 'codex', row.query);
        const hit = answer.ranked.find((each) => each.name === 'create_issue');
        expect(cell.target).toBe(ids[i]);
        expect(cell.place?.rank ?? null).toBe(hit?.rank ?? null);
        if (cell.place) expect(cell.place.why.length).toBeGreaterThan(0);
      });
    }
    await expect(engineApi.findability('nope', ids)).rejects.toMatchObject({ code: 'not-found' });
  });
});

describe("the author's patterns", () => {
  it('are asked as written of the targets that read a pattern, and of no other', async () => {
    await load();
    const card = await engineApi.findability(
      'create_issue',
      ['codex', 'anthropic-regex'],
      [],
      ['(?i)create.*issue', 'a(b'],
    );
    const [found, invalid] = card.rows.filter((row) => row.kind === 'pattern');
    expect(found?.query).toBe('(?i)create.*issue');
    expect(found?.cells[0]).toMatchObject({ target: 'codex', place: null, notAsked: true });
    expect(found?.cells[1]?.asked).toEqual({ pattern: '(?i)create.*issue', as: 'typed' });
    expect(found?.cells[1]?.place).toMatchObject({ rank: 1, returned: true });
    expect(found?.cells[1]?.place?.why.some((line) => line.startsWith('name: '))).toBe(true);
    expect(invalid?.cells[1]?.refusal?.code).toBe('invalid_tool_input');
  });
});

describe('the server the agents name the tools under', () => {
  it('is the catalog’s own unless the user names one, and a named one changes Claude Code’s points', async () => {
    await load();
    const own = await engineApi.findability('create_issue', ['claude-code'], ['github issue']);
    const named = await engineApi.findability(
      'create_issue',
      ['claude-code'],
      ['github issue'],
      [],
      'github',
    );
    const why = (card: typeof own) =>
      card.rows.find((row) => row.query === 'github issue')?.cells[0]?.place?.why ?? [];
    expect(why(own)).not.toContain('"github": exact name part +12');
    expect(why(named)).toContain('"github": exact name part +12');
    const blank = await engineApi.findability(
      'create_issue',
      ['claude-code'],
      ['github issue'],
      [],
      '  ',
    );
    expect(why(blank)).toEqual(why(own));
  });
});

describe('a query set under the agent targets', () => {
  it("evaluates each chosen target as the engine's evaluate does, with the target's own k", async () => {
    await load();
    const queries = [
      { id: 'a', query: 'open an issue', relevant: ['create_issue'] },
      { id: 'b', query: 'ticket tracker', relevant: ['ticket_tool_l'] },
    ];
    const reports = await engineApi.evaluateTargets(queries, ['nope', ...availableTargets()], {
      ks: [1, 5],
    });
    expect(reports.map((report) => report.ranker)).toEqual(availableTargets());
    for (const report of reports) {
      const answer = direct(report.ranker as AgentTargetId, 'ticket tracker');
      const rank = answer.returned.indexOf('ticket_tool_l');
      expect(report.perQuery[1]?.ranks.ticket_tool_l).toBe(rank === -1 ? null : rank + 1);
      expect(Object.keys(report.recall)).toEqual(['1', '5']);
    }
  });
});
