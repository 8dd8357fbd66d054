import { describe, expect, it, vi } from 'vitest';
import { contractServerPerTest } from '../../test/contract/perTest';
import {
  anthropicSearchScript,
  chatHarnessScript,
  playTasks,
} from '../../test/contract/playScripts';
import { type Reply, sequence } from '../../test/contract/server';
import { engineApi } from '../engineApi';
import type { PlayEvent, PlayPlan } from '../playBoundary';

/**
 * Evaluate's Play view's worker calls, against the contract server (src/test/contract/): the
 * firecrawl catalog loaded as the page loads it, the run's events told as they happen, the
 * answer's figures, the emulators' answers and the log, and the key nowhere but the auth header.
 */

const KEY = 'sk-test-0123456789abcdef';
const servers = contractServerPerTest();

const loadFirecrawl = async () => {
  const { readFileSync } = await import('node:fs');
  const text = readFileSync(
    new URL('../../test/fixtures/servers/firecrawl-mcp-3.22.2.tools.json', import.meta.url),
    'utf8',
  );
  const loaded = await engineApi.loadCatalogText(text, 'firecrawl-mcp-3.22.2.tools.json');
  if (!loaded.ok) throw new Error('the firecrawl fixture loads');
};

const plan = (over: Partial<PlayPlan>): PlayPlan => ({
  provider: 'anthropic',
  search: 'regex',
  model: 'test-model',
  tasks: playTasks(),
  limits: { tasks: 5, turns: 6, maxTokens: 1024 },
  answer: 'echo',
  ...over,
});

const start = async (replies: Reply[]) => {
  return servers.start(sequence(...replies));
};

describe('play through the engine API', () => {
  it('estimates without a key: the most requests the limits allow', async () => {
    await loadFirecrawl();
    const estimate = await engineApi.playEstimate(
      plan({ limits: { tasks: 3, turns: 4, maxTokens: 1024 } }),
    );
    expect(estimate.maxRequests).toBe(12);
    expect(estimate.firstRequest).toBeGreaterThan(0);
    expect(estimate.upperBound).toBeGreaterThanOrEqual(12 * estimate.firstRequest);
  });

  it("runs Claude's regex search: events as they happen, figures, predictions, the log", async () => {
    await loadFirecrawl();
    const s = await start(anthropicSearchScript('regex'));
    const events: PlayEvent[] = [];
    const answer = await engineApi.play(
      { ...plan({ baseUrl: s.url }), apiKey: KEY },
      (event) => events.push(event),
      () => {},
    );
    expect(events.filter((event) => event.type === 'task')).toHaveLength(5);
    expect(events.filter((event) => event.type === 'search')).toHaveLength(5);
    expect(events.filter((event) => event.type === 'call')).toHaveLength(5);
    expect(events.at(-1)?.type).toBe('done');
    expect(answer.figures).toMatchObject({ tasks: 5, found: 5, chosen: 5, validArgs: 4 });
    expect(answer.predictions.checks).toHaveLength(5);
    expect(answer.log.trim().split('\n').length).toBe(answer.run.log.length);
    expect(answer.run.cancelled).toBe(false);
    expect(JSON.stringify([answer, events])).not.toContain(KEY);
  });

  it('runs the harness on a compatible endpoint with no key', async () => {
    await loadFirecrawl();
    const s = await start(chatHarnessScript());
    const answer = await engineApi.play(
      { ...plan({ provider: 'openai-compatible', search: 'harness', baseUrl: s.url }), apiKey: '' },
      () => {},
      () => {},
    );
    expect(answer.figures).toMatchObject({ tasks: 5, chosen: 5 });
    expect(answer.predictions.note).toMatch(/harness/);
  });

  it('cancels: the run answers with what ran, marked cancelled', async () => {
    await loadFirecrawl();
    const s = await start(anthropicSearchScript('regex'));
    const answer = await engineApi.play(
      { ...plan({ baseUrl: s.url }), apiKey: KEY },
      (event) => {
        if (event.type === 'done') void engineApi.cancelPlay();
      },
      () => {},
    );
    expect(answer.run.cancelled).toBe(true);
    expect(answer.run.tasks.length).toBeLessThan(5);
    expect(await engineApi.cancelPlay()).toBe(false);
  });

  it('says a refused request is the provider refusing the page (CORS), key scrubbed', async () => {
    await loadFirecrawl();
    // Nothing listens on port 9 of this machine: fetch fails with a TypeError, as a CORS refusal does.
    const answer = await engineApi.play(
      {
        ...plan({ baseUrl: 'http://127.0.0.1:9', limits: { tasks: 1, turns: 1, maxTokens: 64 } }),
        apiKey: KEY,
      },
      () => {},
      () => {},
    );
    const [task] = answer.run.tasks;
    expect(task?.stop).toBe('error');
    expect(task?.error).toMatch(/refused the page's request \(CORS\)/);
    expect(JSON.stringify(answer)).not.toContain(KEY);
  }, 30_000);

  it('tells the page it is alive while a request is out, and a cancel ends the request', async () => {
    await loadFirecrawl();
    // A provider that never answers: the request hangs until the run is cancelled.
    vi.stubGlobal('fetch', (_input: unknown, init?: RequestInit) => {
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      });
    });
    try {
      let alive = 0;
      const running = engineApi.play(
        { ...plan({ baseUrl: 'http://127.0.0.1:9' }), apiKey: KEY },
        () => {},
        () => alive++,
      );
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(alive).toBeGreaterThanOrEqual(2);
      expect(await engineApi.cancelPlay()).toBe(true);
      const answer = await running;
      expect(answer.run.cancelled).toBe(true);
      expect(answer.run.tasks.map((task) => task.stop)).toEqual(['cancelled']);
      const after = alive;
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      expect(alive).toBe(after);
    } finally {
      vi.unstubAllGlobals();
    }
  }, 20_000);

  it("shows a provider's 401 on its task, the key scrubbed, and goes on", async () => {
    await loadFirecrawl();
    const refused: Reply = {
      status: 401,
      body: {
        type: 'error',
        error: { type: 'authentication_error', message: `invalid x-api-key ${KEY}` },
      },
    };
    const s = await start([refused, refused]);
    const answer = await engineApi.play(
      { ...plan({ baseUrl: s.url, limits: { tasks: 2, turns: 2, maxTokens: 64 } }), apiKey: KEY },
      () => {},
      () => {},
    );
    expect(answer.run.tasks.map((task) => task.stop)).toEqual(['error', 'error']);
    expect(answer.run.tasks[0]?.error).toMatch(/^401: .*invalid x-api-key \[key\]/);
    expect(JSON.stringify(answer)).not.toContain(KEY);
  });

  it('refuses a compatible endpoint without a base URL, naming the field', async () => {
    await loadFirecrawl();
    await expect(
      engineApi.play(
        { ...plan({ provider: 'openai-compatible', search: 'harness' }), apiKey: KEY },
        () => {},
        () => {},
      ),
    ).rejects.toThrow(/base URL/);
  });
});
