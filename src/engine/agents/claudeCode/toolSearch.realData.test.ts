import { describe, expect, it } from 'vitest';
import { hasDataset, needs, readDataset } from '../../../test/datasets';
import { importCatalog } from '../../catalog/importCatalog';
import type { TargetTool } from '../target';
import { targetTools } from '../targetTools';
import { claudeCodeTarget } from './toolSearch';

/**
 * Over the real catalogs (../shared/datasets; skipped, saying so, when absent): every tool's
 * exact Claude Code name finds it first, as the bare name and through select:, unless another
 * tool has that name too. Claude Code's names conflate some catalog names (bfcl has
 * `flight.book` and `flight_book`, both `mcp__bfcl__flight_book`), select: compares names
 * exactly and the bare name compares them in any case, so such a tool answers for its twin.
 * Each tool's server is found as every target finds it (targetTools.ts).
 */
const DATASETS = ['github-mcp-server', 'livemcpbench', 'metatool', 'bfcl'];

const toolsOf = (dataset: string): TargetTool[] => {
  const imported = importCatalog(readDataset(dataset, 'tools.json'), { source: dataset });
  if (!imported.ok) throw new Error(`${dataset}: ${imported.errors[0]?.message}`);
  return targetTools(imported.catalog);
};

describe("the claude-code target on the real catalogs' names", () => {
  for (const dataset of DATASETS)
    it.skipIf(!hasDataset(dataset))(
      needs(dataset, `${dataset}: each tool's exact name returns it first, bare and by select:`),
      () => {
        const tools = toolsOf(dataset);
        const target = claudeCodeTarget(tools);
        const names = tools.map(({ tool }) => target.agentName(tool.name) ?? '');
        const count = (list: string[], name: string) => list.filter((n) => n === name).length;
        const lower = names.map((name) => name.toLowerCase());
        const misses: string[] = [];
        for (const { tool } of tools) {
          const agentName = target.agentName(tool.name) ?? '';
          const bare = target.search(agentName);
          const selected = target.search(`select:${agentName}`);
          const bareName = target.agentName(bare.returned[0] ?? '')?.toLowerCase();
          const selectedName = target.agentName(selected.returned[0] ?? '');
          const alone = count(lower, agentName.toLowerCase()) === 1;
          if (bare.form !== 'exact-name' || (alone && bare.returned[0] !== tool.name))
            misses.push(`${agentName}: ${bare.form} ${bare.returned.join(',')}`);
          if (bareName !== agentName.toLowerCase())
            misses.push(`${agentName} answered by another name`);
          if (count(names, agentName) === 1 && selected.returned[0] !== tool.name)
            misses.push(`select:${agentName}`);
          if (selectedName !== agentName)
            misses.push(`select:${agentName} answered by another name`);
        }
        expect(tools.length).toBeGreaterThan(100);
        expect(misses).toEqual([]);
      },
      60_000,
    );
});
