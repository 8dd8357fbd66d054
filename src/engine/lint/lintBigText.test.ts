import { describe, expect, it, vi } from 'vitest';
import type { TargetTool } from '../agents';
import { descriptionAt, makeTool } from '../catalog/types';
import { MAX_ANALYZED_CHARS } from '../text/analyze';
import { lintCatalog } from './lintCatalog';

/**
 * Lint reads a text as far as search does (MAX_ANALYZED_CHARS), under every agent target too.
 * The work is counted, not timed: the longest description each target is built over.
 */
const built = vi.hoisted(() => ({ longest: new Map<string, number>() }));

vi.mock('../agents', async (importOriginal) => {
  const agents = await importOriginal<typeof import('../agents')>();
  return {
    ...agents,
    buildTarget: (id: Parameters<typeof agents.buildTarget>[0], tools: readonly TargetTool[]) => {
      const longest = Math.max(...tools.map(({ tool }) => descriptionAt(tool).length));
      built.longest.set(id, Math.max(built.longest.get(id) ?? 0, longest));
      return agents.buildTarget(id, tools);
    },
  };
});

describe('lint on a description past MAX_ANALYZED_CHARS', () => {
  it('builds each agent target over the part of the text search reads, not the whole', () => {
    const huge = 'Reads a spreadsheet file and returns its rows. '.repeat(
      Math.ceil((MAX_ANALYZED_CHARS * 1.5) / 47),
    );
    const tools = [
      makeTool({ name: 'read_sheet', description: huge }),
      makeTool({ name: 'write_note', description: 'Writes a note to the notebook, with a title.' }),
    ];
    built.longest.clear();
    lintCatalog(
      { format: 'mcp', server: 'files', tools, ontology: { concepts: [] } },
      { targets: ['codex', 'claude-code'] },
    );
    expect([...built.longest.keys()].sort()).toEqual(['claude-code', 'codex']);
    for (const [id, longest] of built.longest) {
      expect(longest, id).toBeLessThanOrEqual(MAX_ANALYZED_CHARS);
    }
  });
});
