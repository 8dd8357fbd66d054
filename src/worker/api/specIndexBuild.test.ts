import { afterEach, describe, expect, it } from 'vitest';
import type { ToolIndex } from '../../engine';
import type { SearchRequest } from '../boundary';
import { engineApi } from '../engineApi';
import {
  buildSpecIndexSoon,
  observeSpecIndexSteps,
  STEP_BUDGET_MS,
  specIndexBuilding,
} from './specIndexBuild';
import { requireLoaded } from './state';

/** Resolves once the stepped build has stopped (built, or nothing left to build). */
const buildSettled = async () => {
  while (specIndexBuilding()) await new Promise((resolve) => setTimeout(resolve, 5));
};

/** One turn of the event loop: at most one step runs. */
const oneTick = () => new Promise((resolve) => setTimeout(resolve, 0));

type Step = { index: ToolIndex; ms: number; done: boolean };
const listen = (): Step[] => {
  const steps: Step[] = [];
  observeSpecIndexSteps((index, ms, done) => steps.push({ index, ms, done }));
  return steps;
};

afterEach(() => observeSpecIndexSteps(undefined));

describe("Orama's index, built in steps after a load", () => {
  it('answers a search right after a 10k load before Orama is built, then finishes the build in steps', async () => {
    const steps = listen();
    await engineApi.loadBuiltIn('synthetic10k');
    const { index } = requireLoaded();
    const result = (await engineApi.search({ query: 'read the sales report file', limit: 10 }))
      .page;
    expect(result.hits.length).toBeGreaterThan(0);
    // The default ranker never read Orama, and no step finished it before this search.
    expect(index.oramaBuilt).toBe(false);
    await oneTick();
    await oneTick();
    // A search arriving mid-build runs between two steps and leaves the build to them.
    engineApi.search({ query: 'delete a calendar event', limit: 10 });
    expect(index.oramaBuilt).toBe(false);
    await buildSettled();
    expect(index.oramaBuilt).toBe(true);
    const mine = steps.filter((step) => step.index === index);
    expect(mine.length).toBeGreaterThan(1);
    expect(mine.at(-1)?.done).toBe(true);
    expect(mine.slice(0, -1).every((step) => !step.done)).toBe(true);
    // Each step stops at its budget, overshooting by at most one chunk (generous on a busy CI).
    const sorted = mine.map((step) => step.ms).sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThan(STEP_BUDGET_MS * 4);
  }, 120_000);

  it('gives the movement ranks exactly as allRanks would', async () => {
    await engineApi.loadBuiltIn('demo');
    const requests: SearchRequest[] = [
      { query: 'excel file', limit: 10 },
      { query: 'colored tag', ranker: 'seed', limit: 5 },
      { query: 'send a message to the team channel', ranker: 'bm25', limit: 20 },
      { query: 'reassign this ticket to Maria', capabilities: ['ticket:update'], limit: 10 },
      { query: '', limit: 10 },
    ];
    for (const request of requests) {
      const full = (await engineApi.search({ ...request, allRanks: true })).page;
      const { viewId, page } = await engineApi.search(request);
      const names = page.hits.map((hit) => hit.name);
      expect(names).toEqual(full.hits.map((hit) => hit.name));
      expect(await engineApi.movement(viewId)).toEqual(full.hits.map((hit) => hit.ranks));
    }
  });

  it('waits for the stepped build to answer the movement ranks, while searches still run', async () => {
    await engineApi.loadBuiltIn('synthetic10k');
    const { index } = requireLoaded();
    const request = { query: 'read the sales report file', limit: 10 };
    const { viewId } = await engineApi.search(request);
    let answered = false;
    const ranks = engineApi.movement(viewId).then((answer) => {
      answered = true;
      return answer;
    });
    await oneTick();
    await oneTick();
    // The movement call did not build Orama itself: a search now still finds it unbuilt.
    engineApi.search({ query: 'delete a calendar event', limit: 10 });
    expect(index.oramaBuilt).toBe(false);
    expect(answered).toBe(false);
    const full = (await engineApi.search({ ...request, allRanks: true })).page;
    expect(await ranks).toEqual(full.hits.map((hit) => hit.ranks));
  }, 120_000);

  it('answers the page with its own ranker only: the others wait for the movement call', async () => {
    await engineApi.loadBuiltIn('demo');
    const { page } = await engineApi.search({ query: 'excel file', limit: 5 });
    expect(page.hits.map((hit) => hit.ranks)).toEqual(
      page.hits.map((_, i) => ({ toollens: i + 1, seed: 0, bm25: 0 })),
    );
  });

  it('never steps an index a newer load replaced', async () => {
    await engineApi.loadBuiltIn('synthetic10k');
    const replaced = requireLoaded().index;
    await oneTick();
    const steps = listen();
    await engineApi.loadBuiltIn('demo');
    const current = requireLoaded().index;
    await buildSettled();
    expect(current.oramaBuilt).toBe(true);
    expect(replaced.oramaBuilt).toBe(false);
    expect(steps.some((step) => step.index === replaced)).toBe(false);
  }, 120_000);

  it('resumes the build on the kept catalog when an import fails', async () => {
    await engineApi.loadBuiltIn('synthetic10k');
    const kept = requireLoaded().index;
    const failed = await engineApi.loadCatalogText('[{"name": }]', 'broken.json');
    expect(failed.ok).toBe(false);
    await buildSettled();
    expect(requireLoaded().index).toBe(kept);
    expect(kept.oramaBuilt).toBe(true);
  }, 120_000);

  it('restarts the build after a live change mid-build and completes it with the change', async () => {
    await engineApi.loadBuiltIn('synthetic10k');
    const { index } = requireLoaded();
    await oneTick();
    // The server's whole list: the catalog as loaded, and one tool more.
    const text = JSON.stringify({
      tools: [
        ...requireLoaded().catalog.tools.map((tool) => ({
          name: tool.name,
          description: tool.description,
          inputSchema: tool.parameters,
        })),
        {
          name: 'zebra_counter',
          description: 'Count the zebras in a herd.',
          inputSchema: { type: 'object' },
        },
      ],
    });
    const applied = engineApi.applyToolChanges({ text, source: 'live', edited: [] });
    expect(applied).toMatchObject({ added: ['zebra_counter'], removed: [], changed: [] });
    expect(index.oramaBuilt).toBe(false);
    await buildSettled();
    expect(index.oramaBuilt).toBe(true);
    const seed = (await engineApi.search({ query: 'zebras', ranker: 'seed', limit: 3 })).page;
    expect(seed.hits[0]?.name).toBe('zebra_counter');
  }, 120_000);

  it('lets a seed search finish the build itself, and the loop then stops', async () => {
    await engineApi.loadBuiltIn('synthetic10k');
    const { index } = requireLoaded();
    const steps = listen();
    engineApi.search({ query: 'calendar event', ranker: 'seed', limit: 5 });
    expect(index.oramaBuilt).toBe(true);
    await buildSettled();
    expect(steps.filter((step) => step.index === index).length).toBeLessThanOrEqual(1);
    // Asking again when there is nothing left to build schedules one step that does nothing.
    buildSpecIndexSoon();
    await buildSettled();
    expect(specIndexBuilding()).toBe(false);
  }, 120_000);
});
