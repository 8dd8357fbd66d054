import { afterEach, describe, expect, it } from 'vitest';
import {
  type AgentTargetId,
  askTarget,
  availableTargets,
  buildTarget,
  type Tool,
  targetTools,
} from '../../engine';
import { engineApi } from '../engineApi';
import { observeTargetWork, STEP_CHUNK, type TargetWork, targetsBuilding } from './keptTargets';
import { currentCatalog } from './state';

/**
 * The worker's agent targets, kept: built in steps from the first ask while searches go on,
 * then brought up to date by re-indexing the tools each edit changed, whichever path the edit
 * took (the editor, a rename, a live server's list). Work is counted, not timed.
 */

const SOURCE = 'mcp:kept@1';
const WORDS = ['ticket', 'issue', 'file', 'report', 'sales', 'calendar', 'event', 'user'];
type McpTool = { name: string; description: string; inputSchema: object };
/** More tools than one chunk of a step, so every target's build takes several. */
const TOOLS: McpTool[] = Array.from({ length: 3 * STEP_CHUNK + 5 }, (_, n) => ({
  name: `tool_${n}_${WORDS[n % WORDS.length]}`,
  description: `Works with the ${WORDS[n % 7]} and the ${WORDS[(n * 3) % WORDS.length]} records.`,
  inputSchema: { type: 'object', properties: { [WORDS[n % 5] ?? 'id']: { type: 'string' } } },
}));
const textOf = (tools: McpTool[]) => JSON.stringify({ tools });
const QUERIES = ['ticket report', 'calendar event', 'tool_7_user', 'sales'];
const ids = availableTargets();

const listen = (): TargetWork[] => {
  const work: TargetWork[] = [];
  observeTargetWork((each) => work.push(each));
  return work;
};
afterEach(() => observeTargetWork(undefined));

const load = async () => {
  expect((await engineApi.loadCatalogText(textOf(TOOLS), SOURCE)).ok).toBe(true);
};

/** Every target's column for each query equals a target built afresh on the catalog as it is. */
const expectAsBuiltAfresh = async () => {
  await engineApi.targetsBuilt(ids);
  for (const query of QUERIES) {
    const { request, page } = await engineApi.search({ query, limit: 20 });
    const columns = await engineApi.targetRanks(request, ids);
    for (const column of columns) {
      expect(column.building).toBeUndefined();
      const answer = askTarget(buildTarget(column.target, targetTools(currentCatalog())), query);
      const places = page.hits.map((hit) => {
        const ranked = answer.ranked.find((each) => each.name === hit.name);
        return ranked
          ? { rank: ranked.rank, tied: ranked.tied, returned: answer.returned.includes(hit.name) }
          : null;
      });
      expect(column.places).toEqual(places);
    }
  }
};

const toolNamed = (name: string): Tool => {
  const tool = currentCatalog().tools.find((each) => each.name === name);
  if (!tool) throw new Error(`no tool ${name}`);
  return tool;
};

describe('the first build of the targets', () => {
  it('answers at once with each column building, builds in steps between searches, then ranks', async () => {
    await load();
    const work = listen();
    const { request } = await engineApi.search({ query: 'ticket report', limit: 10 });
    const first = await engineApi.targetRanks(request, ids);
    expect(first).toEqual(
      ids.map((target) => expect.objectContaining({ target, places: [], building: true })),
    );
    // Nothing was built on the way to that answer: the steps come after it.
    expect(work).toEqual([]);
    expect(targetsBuilding()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // A search between two steps runs on its own.
    expect(
      (await engineApi.search({ query: 'calendar', limit: 5 })).page.hits.length,
    ).toBeGreaterThan(0);
    await expectAsBuiltAfresh();
    for (const id of ids) {
      const chunks = work.filter((each) => each.id === id && each.during === 'build');
      expect(chunks.length).toBeGreaterThan(1);
      expect(chunks.every(({ change }) => change.added.length <= STEP_CHUNK)).toBe(true);
      const added = chunks.reduce((sum, { change }) => sum + change.added.length, 0);
      expect(added).toBe(TOOLS.length);
    }
  });

  it('lets the targets of the last catalog go when another is loaded, and stops their steps', async () => {
    await load();
    const { request } = await engineApi.search({ query: 'ticket report', limit: 10 });
    await engineApi.targetRanks(request, ids);
    expect(targetsBuilding()).toBe(true);
    const work = listen();
    await load();
    expect(targetsBuilding()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(work).toEqual([]);
  });

  it('brings a target that finished building to the edits made meanwhile', async () => {
    await load();
    const { request } = await engineApi.search({ query: 'ticket report', limit: 10 });
    await engineApi.targetRanks(request, ids);
    await engineApi.updateTool({
      tool: { ...toolNamed('tool_3_report'), description: 'A sales calendar event.' },
    });
    await expectAsBuiltAfresh();
  });
});

describe('an edit under targets already built', () => {
  const edits: [string, () => Promise<unknown>][] = [
    [
      'a description',
      () =>
        engineApi.updateTool({
          tool: { ...toolNamed('tool_9_issue'), description: 'Sales report calendar ticket.' },
        }),
    ],
    [
      'a rename',
      () =>
        engineApi.updateTool({
          tool: { ...toolNamed('tool_12_sales'), name: 'calendar_event_report' },
          previousName: 'tool_12_sales',
        }),
    ],
    [
      "a live server's list: one changed, one gone, one new",
      async () =>
        engineApi.applyToolChanges({
          text: textOf([
            ...TOOLS.slice(0, 4),
            { ...(TOOLS[4] as McpTool), description: 'A ticket report now.' },
            ...TOOLS.slice(6),
            { ...(TOOLS[0] as McpTool), name: 'new_sales_ticket' },
          ]),
          source: SOURCE,
          edited: [],
        }),
    ],
  ];

  for (const [what, edit] of edits) {
    it(`re-indexes only the changed tools in each target: ${what}`, async () => {
      await load();
      await engineApi.targetsBuilt(ids);
      const work = listen();
      await edit();
      await expectAsBuiltAfresh();
      expect(work.filter((each) => each.during === 'build')).toEqual([]);
      const byTarget = new Map<AgentTargetId, TargetWork[]>();
      for (const each of work) byTarget.set(each.id, [...(byTarget.get(each.id) ?? []), each]);
      expect([...byTarget.keys()].sort()).toEqual([...ids].sort());
      for (const updates of byTarget.values()) {
        expect(updates).toHaveLength(1);
        const { removed, added } = updates[0]?.change ?? { removed: [], added: [] };
        expect(removed.length + added.length).toBeGreaterThan(0);
        expect(removed.length + added.length).toBeLessThanOrEqual(4);
      }
    });
  }

  it('starts afresh under another server name', async () => {
    await load();
    await engineApi.targetsBuilt(ids);
    const work = listen();
    await engineApi.targetsBuilt(ids, 'github');
    expect(work.some((each) => each.during === 'build')).toBe(true);
  });
});
