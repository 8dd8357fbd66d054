import { describe, expect, it } from 'vitest';
import { buildSessions } from '../engine';
import { contractServerPerTest } from '../test/contract/perTest';
import {
  anthropicHarnessScript,
  anthropicSearchScript,
  chatHarnessScript,
  openaiSearchScript,
  playCatalog,
  playTasks,
} from '../test/contract/playScripts';
import { type ContractServer, type Reply, sequence } from '../test/contract/server';
import { playFigures, playPredictions, runLogText } from './report';
import { runPlay } from './runPlay';
import { DEFAULT_PLAY_LIMITS, type PlayOptions } from './types';

/**
 * Model runs end to end against the contract server (src/test/contract/), one per mode: every
 * request the SDK sends is checked (the search tool, `defer_loading`, namespaces, the harness's
 * tools, the key in the auth header alone), and the run's log is read back by the session
 * pipeline as any recorded log is, its figures matching the scripted replies.
 */

const KEY = 'sk-test-0123456789abcdef';
const catalog = playCatalog();
const tasks = playTasks();
const servers = contractServerPerTest();

const start = async (replies: Reply[]) => {
  return servers.start(sequence(...replies));
};

const options = (
  over: Partial<PlayOptions> & Pick<PlayOptions, 'provider' | 'search' | 'baseUrl'>,
): PlayOptions => ({
  model: 'test-model',
  apiKey: KEY,
  catalog,
  tasks,
  limits: DEFAULT_PLAY_LIMITS,
  answer: { kind: 'echo' },
  ...over,
});

/** The key is in the auth header and nowhere else: not the body, not the URL, not the log. */
const keyOnlyInAuth = (s: ContractServer, header: 'x-api-key' | 'authorization') => {
  const routed = s.requests.filter((request) => request.route !== undefined);
  expect(routed.length).toBeGreaterThan(0);
  for (const request of routed) {
    expect(request.headers[header]).toContain(KEY);
    const others = Object.entries(request.headers).filter(([name]) => name !== header);
    expect(JSON.stringify(others)).not.toContain(KEY);
    expect(JSON.stringify(request.body)).not.toContain(KEY);
    expect(request.path).not.toContain(KEY);
  }
};

/** Every scripted task found, chosen, and (but the first, whose URL is a number) valid. */
const expectScriptedOutcomes = (run: Awaited<ReturnType<typeof runPlay>>) => {
  expect(run.tasks.map((task) => [task.found, task.chosen, task.validArgs, task.stop])).toEqual([
    [true, true, false, 'answered'],
    ...Array.from({ length: 4 }, () => [true, true, true, 'answered']),
  ]);
  expect(run.tasks[0]?.calls[0]?.problems.join(' ')).toMatch(/url/);
  const figures = playFigures(run);
  expect(figures).toMatchObject({ tasks: 5, found: 5, chosen: 5, foundAndChosen: 5, validArgs: 4 });
  expect(JSON.stringify(run)).not.toContain(KEY);
};

/** The run's log read as a recorded session: one turn a task, its searches and calls in it. */
const readBack = (run: Awaited<ReturnType<typeof runPlay>>) => {
  const [record] = buildSessions([{ name: 'run', text: runLogText(run) }], catalog);
  expect(record?.transcript.turns).toHaveLength(5);
  const called = record?.transcript.turns.flatMap((turn) =>
    turn.events.flatMap((event) => (event.type === 'call' ? [event.name] : [])),
  );
  expect(called).toEqual(tasks.map((task) => task.relevant[0]));
  return record;
};

describe('a model run against the contract server', () => {
  it("Claude's regex tool search: every tool deferred, the search recorded and checked", async () => {
    const s = await start(anthropicSearchScript('regex'));
    const run = await runPlay(options({ provider: 'anthropic', search: 'regex', baseUrl: s.url }));
    expectScriptedOutcomes(run);
    const first = s.requests.find((request) => request.route === 'anthropic.messages');
    const body = first?.body as
      | { tools: { type?: string; name: string; defer_loading?: boolean }[] }
      | undefined;
    const tools = body?.tools ?? [];
    expect(tools[0]).toEqual({
      type: 'tool_search_tool_regex_20251119',
      name: 'tool_search_tool_regex',
    });
    expect(tools.slice(1).map((tool) => tool.name)).toEqual(catalog.tools.map((tool) => tool.name));
    expect(tools.slice(1).every((tool) => tool.defer_loading === true)).toBe(true);
    keyOnlyInAuth(s, 'authorization');
    const record = readBack(run);
    const discovers = record?.transcript.turns.flatMap((turn) =>
      turn.events.filter((event) => event.type === 'discover'),
    );
    expect(discovers).toHaveLength(5);
    // Each real search beside the regex emulator's answer to the same pattern.
    const predictions = playPredictions(run, catalog);
    expect(predictions.checks).toHaveLength(5);
    expect(predictions.checks.every((check) => check.target === 'anthropic-regex')).toBe(true);
  });

  it('leaves an always-loaded tool undeferred', async () => {
    const s = await start(anthropicSearchScript('bm25'));
    const loaded = {
      ...catalog,
      tools: catalog.tools.map((tool, i) =>
        i === 0 ? { ...tool, agentHints: { alwaysLoad: true as const } } : tool,
      ),
    };
    await runPlay(
      options({ provider: 'anthropic', search: 'bm25', baseUrl: s.url, catalog: loaded }),
    );
    const body = s.requests.find((request) => request.route === 'anthropic.messages')?.body as {
      tools: { type?: string; name: string; defer_loading?: boolean }[];
    };
    expect(body.tools[0]?.type).toBe('tool_search_tool_bm25_20251119');
    expect(
      body.tools.filter((tool) => tool.defer_loading !== true).map((tool) => tool.name),
    ).toEqual(['tool_search_tool_bm25', catalog.tools[0]?.name]);
  });

  it("OpenAI's hosted tool_search: the tools in their server's namespace, each deferred", async () => {
    const s = await start(openaiSearchScript(catalog));
    const run = await runPlay(
      options({ provider: 'openai', search: 'tool-search', baseUrl: `${s.url}/v1` }),
    );
    expectScriptedOutcomes(run);
    const body = s.requests.find((request) => request.route === 'openai.responses')?.body as {
      tools: { type: string; name?: string; tools?: { name: string; defer_loading?: boolean }[] }[];
      store: boolean;
      include: string[];
    };
    expect(body.tools[0]).toEqual({ type: 'tool_search' });
    expect(body.tools.slice(1).map((tool) => [tool.type, tool.name])).toEqual([
      ['namespace', 'firecrawl'],
    ]);
    expect(body.tools[1]?.tools?.every((tool) => tool.defer_loading === true)).toBe(true);
    expect(body.store).toBe(false);
    expect(body.include).toEqual(['reasoning.encrypted_content']);
    keyOnlyInAuth(s, 'authorization');
    readBack(run);
    const predictions = playPredictions(run, catalog);
    expect(predictions.checks).toHaveLength(5);
    expect(predictions.checks.every((check) => check.target === 'codex')).toBe(true);
  });

  it('the harness on the Messages API: the engine answers, the working set declares what was activated', async () => {
    const s = await start(anthropicHarnessScript());
    const run = await runPlay(
      options({ provider: 'anthropic', search: 'harness', baseUrl: s.url }),
    );
    expectScriptedOutcomes(run);
    const bodies = s.requests
      .filter((request) => request.route === 'anthropic.messages')
      .map((request) => request.body as { tools: { name: string }[]; system: string });
    expect(bodies[0]?.tools.map((tool) => tool.name)).toEqual(['search_tools', 'activate_tool']);
    expect(bodies[0]?.system).toContain('<tool_capabilities>');
    // After activate_tool, the task's tool is declared with its schema.
    expect(bodies[2]?.tools.map((tool) => tool.name)).toContain(tasks[0]?.relevant[0]);
    // The menu search_tools returned is the engine's, and it listed the labelled tool.
    expect(run.tasks.every((task) => task.searches[0]?.via === 'search_tools')).toBe(true);
    readBack(run);
  });

  it('the harness on an OpenAI-compatible endpoint (Chat Completions, max_tokens)', async () => {
    const s = await start(chatHarnessScript());
    const run = await runPlay(
      options({
        provider: 'openai-compatible',
        search: 'harness',
        baseUrl: `${s.url}/v1`,
        apiKey: '',
      }),
    );
    expectScriptedOutcomes(run);
    const body = s.requests.find((request) => request.route === 'openai.chat')?.body as {
      messages: { role: string }[];
      max_tokens?: number;
      tools: { function: { name: string } }[];
    };
    expect(body.messages[0]?.role).toBe('system');
    expect(body.max_tokens).toBe(DEFAULT_PLAY_LIMITS.maxTokens);
    expect(body.tools.map((tool) => tool.function.name)).toEqual(['search_tools', 'activate_tool']);
    readBack(run);
  });
});
