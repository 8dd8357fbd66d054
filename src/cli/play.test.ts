import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tempFiles, toollens, toollensIn } from '../test/cliRunner';
import { contractServerPerTest } from '../test/contract/perTest';
import {
  anthropicHarnessScript,
  anthropicSearchScript,
  chatHarnessScript,
  openaiSearchScript,
  playCatalog,
} from '../test/contract/playScripts';
import { type Reply, sequence } from '../test/contract/server';

/**
 * `toollens play` end to end against the contract server, in each of the three modes, on a
 * five-task set: the run's report matches the scripted replies, `-o` writes a log that
 * `diagnose` reads, and the key comes from the environment and shows nowhere.
 */

const KEY = 'sk-test-cli-0123456789';
const file = tempFiles('toollens-play-cli-');
const CATALOG = new URL('../test/fixtures/servers/firecrawl-mcp-3.22.2.tools.json', import.meta.url)
  .pathname;
const QUERIES = new URL('../test/fixtures/servers/firecrawl-mcp.queries.json', import.meta.url)
  .pathname;
const servers = contractServerPerTest();

/** A local model behind an OpenAI-compatible endpoint: the contract server, no key. */
const LOCAL_MODEL = [
  '--provider',
  'openai-compatible',
  '--model',
  'llama-test',
  '--base-url',
  '{url}/v1',
];

/**
 * `play` against the contract server serving `replies`, with the query set unless typed tasks
 * are given; `{url}` in an argument is the server's address.
 */
const runPlayCli = async (replies: Reply[], args: string[], env: Record<string, string> = {}) => {
  const server = await servers.start(sequence(...replies));
  const tasks = args.includes('--task') ? args : ['--queries', QUERIES, ...args];
  return toollensIn(env, 'play', ...tasks.map((arg) => arg.replace('{url}', server.url)));
};

/** `play` on the catalog and its first five queries. */
const play = (replies: Reply[], args: string[], env: Record<string, string> = {}) =>
  runPlayCli(replies, ['--catalog', CATALOG, '--tasks', '5', ...args], env);

const MODES: {
  name: string;
  replies: () => Reply[];
  args: string[];
  env: Record<string, string>;
}[] = [
  {
    name: "Claude's regex tool search",
    replies: () => anthropicSearchScript('regex'),
    args: [
      '--provider',
      'anthropic',
      '--model',
      'claude-test',
      '--base-url',
      '{url}',
      '--search',
      'regex',
    ],
    env: { ANTHROPIC_API_KEY: KEY },
  },
  {
    name: "OpenAI's hosted tool_search",
    replies: () => openaiSearchScript(playCatalog()),
    args: ['--provider', 'openai', '--model', 'gpt-test', '--base-url', '{url}/v1'],
    env: { OPENAI_API_KEY: KEY },
  },
  {
    name: 'the harness on Claude',
    replies: () => anthropicHarnessScript(),
    args: [
      '--provider',
      'anthropic',
      '--model',
      'claude-test',
      '--base-url',
      '{url}',
      '--search',
      'harness',
      '--api-key-env',
      'MY_KEY',
    ],
    env: { MY_KEY: KEY },
  },
  {
    name: 'the harness on a local OpenAI-compatible server',
    replies: () => chatHarnessScript(),
    args: ['--provider', 'openai-compatible', '--model', 'llama-test', '--base-url', '{url}/v1'],
    env: {},
  },
];

describe('toollens play against the contract server', () => {
  for (const mode of MODES) {
    it(`${mode.name}: five tasks, the report, a log diagnose reads`, async () => {
      const out = file(
        `${mode.args[1]}-${mode.args.at(-1) ?? ''}.jsonl`.replace(/[^a-z0-9.-]/gi, '_'),
        '',
      );
      const run = await play(mode.replies(), [...mode.args, '-o', out], mode.env);
      expect(run.stderr).toMatch(/estimate: at most 30 requests/);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/found and chosen 5\/5 \(100%\)/);
      expect(run.stdout).toMatch(/arguments valid 4\/5 \(80%\)/);
      expect(`${run.stdout}${run.stderr}${readFileSync(out, 'utf8')}`).not.toContain(KEY);
      const diagnosed = await toollens(
        'diagnose',
        '--sessions',
        out,
        '--catalog',
        CATALOG,
        '--json',
      );
      expect(diagnosed.code).toBe(0);
      const report = JSON.parse(diagnosed.stdout) as {
        diagnosis: { sessions: { share: { turns: number } }[] };
      };
      expect(report.diagnosis.sessions[0]?.share.turns).toBe(5);
    });
  }

  it('calls the live server for real with --call-server, after a warning, and hands the model its answer', async () => {
    const calls = file('calls.log', '');
    const stdio = `"${process.execPath}" --import tsx src/test/mcp/callStdio.ts "${CATALOG}" "${calls}"`;
    const run = await runPlayCli(chatHarnessScript(), [
      '--mcp',
      stdio,
      '--call-server',
      ...LOCAL_MODEL,
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/warning: --call-server: the model's calls go to .* for real/);
    const called = readFileSync(calls, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(called.map((call) => call.called)).toEqual([
      'firecrawl_scrape',
      'firecrawl_map',
      'firecrawl_search',
      'firecrawl_crawl',
      'firecrawl_check_crawl_status',
    ]);
    // The server's own answer is what the model was given for the call.
    const sent =
      servers.current()?.requests.filter((request) => request.route === 'openai.chat') ?? [];
    const toolMessages = sent.flatMap((request) =>
      ((request.body as { messages: { role: string; content: string }[] }).messages ?? []).filter(
        (message) => message.role === 'tool' && message.content.includes('"called"'),
      ),
    );
    expect(toolMessages.length).toBeGreaterThan(0);
  }, 60_000);

  it('runs a typed --task, which names no tool: judged by its calls alone', async () => {
    const run = await runPlayCli(chatHarnessScript().slice(0, 4), [
      '--catalog',
      CATALOG,
      '--task',
      'grab the landing page as markdown',
      ...LOCAL_MODEL,
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/typed-1 +1 +— +firecrawl_scrape +— +no +answered/);
    expect(run.stdout).toMatch(
      /found and chosen — .*\(of the 0 labelled tasks; typed tasks name no tool\)/,
    );
  });

  it('prices the run at --price: the bound before it starts, the cost after', async () => {
    const run = await runPlayCli(
      anthropicSearchScript('regex'),
      [
        '--catalog',
        CATALOG,
        '--price',
        '3,15',
        '--provider',
        'anthropic',
        '--model',
        'm',
        '--base-url',
        '{url}',
      ],
      { ANTHROPIC_API_KEY: KEY },
    );
    expect(run.code, run.stderr).toBe(0);
    // The bound: 221,460 input tokens at $3/M and 30 requests × 1,024 output tokens at $15/M.
    expect(run.stderr).toMatch(
      /at \$3\.00 and \$15\.00 per million input and output tokens, at most about \$1\.13/,
    );
    // 12,000 input tokens at $3/M and 800 output at $15/M, as the scripted replies counted them.
    expect(run.stdout).toMatch(/cost: about \$0\.05 at the given price/);
    const bad = await runPlayCli([], ['--catalog', CATALOG, '--price', 'three', ...LOCAL_MODEL]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--price: a price is two numbers/);
  });

  it('refuses --call-server without a server, and with --answer', async () => {
    const alone = await runPlayCli(
      [],
      ['--provider', 'openai-compatible', '--model', 'm', '--base-url', '{url}', '--call-server'],
    );
    expect(alone.code).toBe(2);
    expect(alone.stderr).toMatch(/--call-server needs --mcp or --mcp-url/);
  });

  it('says which variable to set when the key is missing, before any request', async () => {
    const run = await play([], ['--provider', 'anthropic', '--model', 'm', '--base-url', '{url}']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/no API key: set ANTHROPIC_API_KEY/);
    expect(servers.current()?.requests).toEqual([]);
  });

  it('refuses a search the provider does not offer (a usage error)', async () => {
    const run = await play([], ['--provider', 'openai', '--model', 'm', '--search', 'bm25'], {
      OPENAI_API_KEY: KEY,
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--search for openai takes tool-search or harness, got "bm25"/);
  });
});
