import fc from 'fast-check';
import { describe, it } from 'vitest';
import { makeTool, type Tool } from '../../catalog/types';
import { buildTarget } from '../builders';
import { targetTools } from '../targetTools';
import { editsArb, expectKeptAsBuilt, wordQueries } from '../updates.testkit';

/**
 * A kept claude-code target, updated after random adds, removes, updates and renames, answers as
 * one built afresh: the same pool order (a changed tool put back where it sorts, the first of
 * two tools with one agent name kept), the same forms, points, order and why-lines.
 */
const claudeQueries = (tools: readonly Tool[]): string[] => {
  const built = buildTarget('claude-code', targetTools({ tools: [...tools] }));
  const agentNames = tools.flatMap((tool) => built.agentName(tool.name) ?? []);
  return [
    ...wordQueries(),
    '+issue create',
    'mcp__github__',
    'mcp__git_hub__create',
    ...agentNames,
    ...agentNames.map((name) => `select:${name},mcp__none__missing`),
  ];
};

describe('the claude-code target, updated in place', () => {
  it('keeps the first in catalog order of two tools with one agent name, after tools before both left', () => {
    // create.issue and create_issue are both mcp__server__create_issue: the pool keeps the one
    // earlier in the catalog, here create_issue, once the two tools before it are gone.
    const tool = (name: string) => makeTool({ name, description: `${name} issue` });
    expectKeptAsBuilt(
      'claude-code',
      {
        tools: ['read', 'list', 'create_issue', 'pull'].map(tool),
        batches: [
          [
            { kind: 'remove', at: 0 },
            { kind: 'remove', at: 0 },
            { kind: 'rename', at: 1, name: 'create.issue' },
          ],
        ],
      },
      claudeQueries,
    );
  });

  it('answers every query form as the target built afresh on the tools as they are', () => {
    fc.assert(
      fc.property(editsArb, (edits) => {
        expectKeptAsBuilt('claude-code', edits, claudeQueries);
      }),
      { numRuns: 150 },
    );
  });
});
