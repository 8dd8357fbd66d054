// Random edits for the targets' update property tests: a kept target, updated edit by edit,
// answers every query as one built afresh on the tools as they are now.
import fc from 'fast-check';
import { expect } from 'vitest';
import { makeTool, type Tool } from '../catalog/types';
import { buildTarget } from './builders';
import type { AgentTarget, AgentTargetId, TargetSearchOptions, TargetTool } from './target';
import { targetTools } from './targetTools';
import { targetToolsChange } from './toolChanges';

/**
 * Few words, so that tools share them, scores tie and names clash once an agent normalises
 * them (`create.issue` and `create_issue`, servers `git.hub` and `git_hub`).
 */
const WORDS = [
  'create',
  'issue',
  'issues',
  'list',
  'file',
  'files',
  'read',
  'the',
  'pull',
  'request',
  'bug',
  'étude',
  'Repo',
] as const;

const word = fc.constantFrom(...WORDS);
const SEPARATORS = ['_', '-', '.', ''] as const;

const nameArb = fc
  .tuple(fc.array(word, { minLength: 1, maxLength: 3 }), fc.constantFrom(...SEPARATORS))
  .map(([words, separator]) => words.join(separator));

const toolArb = (name: fc.Arbitrary<string>): fc.Arbitrary<Tool> =>
  fc
    .record({
      name,
      description: fc.array(word, { maxLength: 8 }).map((words) => words.join(' ')),
      arguments: fc.dictionary(
        fc.constantFrom('path', 'repo', 'issue_number', 'query'),
        fc.array(word, { maxLength: 3 }),
        { maxKeys: 2 },
      ),
      server: fc.option(fc.constantFrom('github', 'git.hub', 'git_hub'), { nil: undefined }),
      hint: fc.option(
        fc.array(word, { minLength: 1, maxLength: 2 }).map((words) => words.join('  ')),
        { nil: undefined },
      ),
      alwaysLoad: fc.boolean(),
      // One tool in six is scaffolding: declared, never searched, so not a target's tool.
      scaffolding: fc.nat({ max: 5 }).map((n) => n === 0),
    })
    .map((drawn) =>
      makeTool({
        name: drawn.name,
        description: drawn.description,
        parameters: {
          type: 'object',
          properties: Object.fromEntries(
            Object.entries(drawn.arguments).map(([key, words]) => [
              key,
              { type: 'string', description: words.join(' ') },
            ]),
          ),
        },
        ...(drawn.server === undefined ? {} : { origin: { server: drawn.server } }),
        ...(drawn.hint === undefined && !drawn.alwaysLoad
          ? {}
          : {
              agentHints: {
                ...(drawn.hint === undefined ? {} : { searchHint: drawn.hint }),
                ...(drawn.alwaysLoad ? { alwaysLoad: true as const } : {}),
              },
            }),
        ...(drawn.scaffolding ? { scaffolding: true } : {}),
      }),
    );

/** One edit as the ToolIndex takes it: an update keeps its place, an add appends. */
export type Edit =
  | { kind: 'add'; tool: Tool }
  | { kind: 'remove'; at: number }
  | { kind: 'update'; at: number; tool: Tool }
  | { kind: 'rename'; at: number; name: string };

const at = fc.nat({ max: 40 });
const editArb: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), tool: toolArb(nameArb) }),
  fc.record({ kind: fc.constant('remove' as const), at }),
  fc.record({ kind: fc.constant('update' as const), at, tool: toolArb(fc.constant('')) }),
  fc.record({ kind: fc.constant('rename' as const), at, name: nameArb }),
);

const applied = (tools: readonly Tool[], edit: Edit): Tool[] => {
  const names = new Set(tools.map((tool) => tool.name));
  if (edit.kind === 'add') return names.has(edit.tool.name) ? [...tools] : [...tools, edit.tool];
  if (tools.length === 0) return [];
  const place = edit.at % tools.length;
  const old = tools[place] as Tool;
  const next = [...tools];
  if (edit.kind === 'remove') next.splice(place, 1);
  else if (edit.kind === 'update') next[place] = { ...edit.tool, name: old.name };
  else if (!names.has(edit.name)) next[place] = { ...old, name: edit.name };
  return next;
};

const uniqueTools = (tools: readonly Tool[]): Tool[] => {
  const seen = new Set<string>();
  return tools.filter((tool) => !seen.has(tool.name) && seen.add(tool.name));
};

/** A catalog and batches of edits: each batch is applied, then the kept target updated once. */
export const editsArb = fc.record({
  tools: fc.array(toolArb(nameArb), { maxLength: 14 }).map(uniqueTools),
  batches: fc.array(fc.array(editArb, { minLength: 1, maxLength: 4 }), {
    minLength: 1,
    maxLength: 6,
  }),
});

export type Edits = { tools: Tool[]; batches: Edit[][] };

/**
 * Runs the edits on a kept target of `id`, and after every batch compares it with a target
 * built afresh: each of `queries(tools)` answered alike (ranks, scores, ties and why-lines, every
 * tool's why asked for), and every name ever seen named alike.
 */
export const expectKeptAsBuilt = (
  id: AgentTargetId,
  { tools, batches }: Edits,
  queries: (tools: readonly Tool[]) => readonly string[],
  ask: (target: AgentTarget, query: string, options: TargetSearchOptions) => unknown = (
    target,
    query,
    options,
  ) => target.search(query, options),
): void => {
  let catalog = tools;
  let held: readonly TargetTool[] = targetTools({ tools: catalog });
  const kept = buildTarget(id, held);
  const names = new Set(catalog.map((tool) => tool.name));
  for (const batch of batches) {
    catalog = batch.reduce(applied, catalog);
    for (const tool of catalog) names.add(tool.name);
    const change = targetToolsChange(held, targetTools({ tools: catalog }));
    expect(change).toBeDefined();
    if (!change) return;
    kept.update(change);
    held = change.tools;
    const built = buildTarget(id, targetTools({ tools: catalog }));
    const explain = [...names];
    for (const query of queries(catalog))
      expect(ask(kept, query, { explain })).toEqual(ask(built, query, { explain }));
    for (const name of names) expect(kept.agentName(name)).toBe(built.agentName(name));
  }
};

/** Every word alone, and each pair of neighbours: what most queries of these tools look like. */
export const wordQueries = (): string[] => [
  ...WORDS,
  ...WORDS.slice(1).map((second, place) => `${WORDS[place]} ${second}`),
];
