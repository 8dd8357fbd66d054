import { describe, expect, it } from 'vitest';
import {
  anthropicMessage,
  anthropicUsage,
  serverToolSearch,
  text,
  toolSearchError,
  toolUse,
} from '../test/contract/builders';
import { contractServerPerTest } from '../test/contract/perTest';
import {
  anthropicSearchScript,
  openaiSearchScript,
  playCatalog,
  playTasks,
} from '../test/contract/playScripts';
import { type Reply, rateLimited, type Step, sequence, serverError } from '../test/contract/server';
import { runPlay } from './runPlay';
import type { PlayOptions } from './types';

/**
 * What a run does when the provider misbehaves, against the contract server: a 429 is waited
 * out and retried by the SDK; a 500 that outlasts the retries, a connection cut mid-answer and a
 * refusal end their task and the run goes on; a failed search is recorded as failed; a cancel
 * keeps what ran. The key is in no error message.
 */

const KEY = 'sk-test-fedcba9876543210';
const catalog = playCatalog();
const tasks = playTasks().slice(0, 2);
const servers = contractServerPerTest();

const run = async (steps: Step[], over: Partial<PlayOptions> = {}, path = '') => {
  const server = await servers.start(sequence(...steps));
  return runPlay({
    provider: 'anthropic',
    search: 'regex',
    model: 'test-model',
    apiKey: KEY,
    baseUrl: `${server.url}${path}`,
    catalog,
    tasks,
    limits: { tasks: 2, turns: 4, maxTokens: 256 },
    answer: { kind: 'ok' },
    ...over,
  });
};

/** The first task's two scripted replies, then the second's. */
const [first, second, third, fourth] = anthropicSearchScript('regex') as [
  Reply,
  Reply,
  Reply,
  Reply,
];

describe('a model run when the provider misbehaves', () => {
  it('waits out a 429 (retry-after) and carries on', async () => {
    const result = await run([rateLimited(0), first, second, third, fourth]);
    expect(result.tasks.map((task) => task.stop)).toEqual(['answered', 'answered']);
    expect(servers.current()?.requests.filter((request) => request.route).length).toBe(5);
  });

  it('ends a task on a 500 that outlasts the retries, with the error, and runs the next', async () => {
    const result = await run([serverError(), serverError(), serverError(), third, fourth]);
    expect(result.tasks[0]).toMatchObject({ stop: 'error', found: false });
    expect(result.tasks[0]?.error).toMatch(/^500: /);
    expect(result.tasks[0]?.error).not.toContain(KEY);
    expect(result.tasks[1]).toMatchObject({ stop: 'answered', found: true, chosen: true });
  });

  it('ends a task on a connection cut mid-answer (Anthropic retries it; OpenAI does not)', async () => {
    const cut: Reply = { cut: 'mid-body', body: (first as { body: unknown }).body };
    const claude = await run([cut, cut, cut, third, fourth]);
    expect(claude.tasks.map((task) => task.stop)).toEqual(['error', 'answered']);
    const [oFirst, , oThird, oFourth] = openaiSearchScript(catalog) as Reply[];
    const openai = await run(
      [
        { cut: 'mid-body', body: (oFirst as { body: unknown }).body },
        oThird as Reply,
        oFourth as Reply,
      ],
      { provider: 'openai', search: 'tool-search' },
      '/v1',
    );
    expect(openai.tasks[0]?.stop).toBe('error');
    expect(openai.tasks[1]?.stop).toBe('answered');
  });

  it('answers a call cut off by max_tokens, so the next task is not refused', async () => {
    const cutCall: Reply = {
      body: anthropicMessage({
        content: [text('Let me scrape it.'), toolUse('firecrawl_scrape', { url: 'https://a.b' })],
        stop_reason: 'max_tokens',
      }),
    };
    const result = await run([cutCall, third, fourth]);
    expect(result.tasks.map((task) => task.stop)).toEqual(['max-tokens', 'answered']);
    const next = servers.current()?.requests.filter((request) => request.route)[1]?.body as {
      messages: { role: string; content: { type: string; tool_use_id?: string }[] }[];
    };
    // The second task's request carries a result for the cut call, then the new request.
    expect(next.messages.at(-1)?.content.map((block) => block.type)).toEqual([
      'tool_result',
      'text',
    ]);
  });

  it('records a refusal as how the task stopped', async () => {
    const refused: Reply = {
      body: anthropicMessage({
        content: [text('I cannot help with that.')],
        stop_reason: 'refusal',
      }),
    };
    const result = await run([refused, third, fourth]);
    expect(result.tasks.map((task) => task.stop)).toEqual(['refusal', 'answered']);
  });

  it('records a failed search with its error code, and the task as not found', async () => {
    const search = serverToolSearch('regex', '(unclosed');
    const failed: Reply = {
      body: anthropicMessage({
        content: [
          search,
          toolSearchError(search.id, 'invalid_tool_input'),
          text('The search failed.'),
        ],
        stop_reason: 'end_turn',
        usage: anthropicUsage({ input: 10, output: 5 }),
      }),
    };
    const result = await run([failed, third, fourth]);
    expect(result.tasks[0]?.searches).toEqual([
      {
        via: 'tool_search_tool_regex',
        query: '(unclosed',
        returned: [],
        error: 'invalid_tool_input',
      },
    ]);
    expect(result.tasks[0]).toMatchObject({ found: false, chosen: false, stop: 'answered' });
  });

  it('stops on cancel and keeps what ran', async () => {
    const controller = new AbortController();
    const result = await run([first, second, third, fourth], {
      signal: controller.signal,
      onEvent: (event) => {
        if (event.type === 'request' && event.task === tasks[1]?.id) controller.abort();
      },
    });
    expect(result.cancelled).toBe(true);
    expect(result.tasks.map((task) => task.stop)).toEqual(['answered', 'cancelled']);
    expect(result.tasks[0]?.chosen).toBe(true);
  });

  it('refuses bad options before any request, saying what to fix', async () => {
    await expect(run([], { provider: 'openai', search: 'regex' })).rejects.toThrow(
      /OpenAI offers the search tool-search or harness, not regex/,
    );
    await expect(run([], { limits: { tasks: 0, turns: 1, maxTokens: 1 } })).rejects.toThrow(
      /tasks must be a whole number from 1 to 200/,
    );
    await expect(run([], { apiKey: ' ' })).rejects.toThrow(/Anthropic needs an API key/);
    await expect(
      run([], { provider: 'openai-compatible', search: 'harness', baseUrl: undefined }),
    ).rejects.toThrow(/needs its base URL/);
    await expect(run([], { baseUrl: 'https://user:sk-x@api.example.com' })).rejects.toThrow(
      /put the key in its own field, not in the base URL/,
    );
    expect(servers.current()?.requests.filter((request) => request.route)).toEqual([]);
  });
});
