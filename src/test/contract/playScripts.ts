import { readFileSync } from 'node:fs';
import { type Catalog, importCatalog, type LabelledQuery } from '../../engine';
import {
  anthropicMessage,
  anthropicUsage,
  serverToolSearch,
  text,
  toolSearchResult,
  toolUse,
} from './builders';
import {
  chatCompletion,
  chatToolCall,
  functionCall,
  message,
  namespaceTool,
  openaiResponse,
  openaiUsage,
  toolSearchCall,
  toolSearchOutput,
} from './openaiBuilders';
import type { Reply } from './server';

/**
 * Scripted model runs for the contract tests: the firecrawl server's real catalog
 * (src/test/fixtures/servers) and five of its labelled queries, and for each mode the replies a
 * model that searches, loads and calls the labelled tool would send, in each provider's
 * documented shapes (src/test/contract/). Task 1's arguments are wrong on purpose (a number for
 * a URL), so "arguments valid" has something to catch.
 */

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/servers/${name}`, import.meta.url), 'utf8');

export const playCatalog = (): Catalog => {
  const read = importCatalog(fixture('firecrawl-mcp-3.22.2.tools.json'), { source: 'firecrawl' });
  if (!read.ok) throw new Error(read.errors[0]?.message);
  return { ...read.catalog, server: 'firecrawl' };
};

export const playTasks = (): LabelledQuery[] =>
  (JSON.parse(fixture('firecrawl-mcp.queries.json')) as LabelledQuery[]).slice(0, 5);

/** The arguments the scripted model calls each task's tool with. */
const TASK_ARGS: readonly unknown[] = [
  { url: 42 },
  { url: 'https://example.com' },
  { query: 'mcp tool search' },
  { url: 'https://example.com/docs' },
  { id: 'crawl-1' },
];

const usage = { input: 1200, output: 80 };

/** The tool search tool: one response searches, finds and calls; the next answers in words. */
export const anthropicSearchScript = (form: 'regex' | 'bm25'): Reply[] =>
  playTasks().flatMap((task, i) => {
    const tool = task.relevant[0] as string;
    const search = serverToolSearch(
      form,
      form === 'regex' ? tool.replace('firecrawl_', '') : task.query,
    );
    return [
      {
        body: anthropicMessage({
          content: [search, toolSearchResult(search.id, [tool]), toolUse(tool, TASK_ARGS[i])],
          stop_reason: 'tool_use',
          usage: anthropicUsage(usage),
        }),
      },
      {
        body: anthropicMessage({
          content: [text('Done.')],
          stop_reason: 'end_turn',
          usage: anthropicUsage(usage),
        }),
      },
    ];
  });

/** The harness on the Messages API: search_tools, activate_tool, the tool, then words. */
export const anthropicHarnessScript = (): Reply[] =>
  playTasks().flatMap((task, i) => {
    const tool = task.relevant[0] as string;
    const turn = (
      content: Parameters<typeof anthropicMessage>[0]['content'],
      stop: 'tool_use' | 'end_turn',
    ) => ({
      body: anthropicMessage({ content, stop_reason: stop, usage: anthropicUsage(usage) }),
    });
    return [
      turn([toolUse('search_tools', { query: task.query })], 'tool_use'),
      turn([toolUse('activate_tool', { names: [tool] })], 'tool_use'),
      turn([toolUse(tool, TASK_ARGS[i])], 'tool_use'),
      turn([text('Done.')], 'end_turn'),
    ];
  });

/** OpenAI's hosted tool_search: the search, its output (the namespace), the call; then words. */
export const openaiSearchScript = (catalog: Catalog): Reply[] =>
  playTasks().flatMap((task, i) => {
    const name = task.relevant[0] as string;
    const tool = catalog.tools.find((each) => each.name === name);
    const loaded = namespaceTool('firecrawl', 'Tools of the firecrawl server.', [
      { name, description: String(tool?.description ?? ''), parameters: tool?.parameters ?? {} },
    ]);
    return [
      {
        body: openaiResponse({
          output: [
            toolSearchCall({ query: task.query }),
            toolSearchOutput([loaded]),
            functionCall(name, TASK_ARGS[i], { namespace: 'firecrawl' }),
          ],
          usage: openaiUsage(usage),
        }),
      },
      { body: openaiResponse({ output: [message('Done.')], usage: openaiUsage(usage) }) },
    ];
  });

/** The harness on Chat Completions (OpenAI or a compatible server). */
export const chatHarnessScript = (): Reply[] =>
  playTasks().flatMap((task, i) => {
    const tool = task.relevant[0] as string;
    const call = (name: string, args: unknown) => ({
      body: chatCompletion({
        message: { content: null, tool_calls: [chatToolCall(name, args)] },
        finish_reason: 'tool_calls',
      }),
    });
    return [
      call('search_tools', { query: task.query }),
      call('activate_tool', { names: [tool] }),
      call(tool, TASK_ARGS[i]),
      { body: chatCompletion({ message: { content: 'Done.' }, finish_reason: 'stop' }) },
    ];
  });
