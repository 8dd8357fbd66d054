import { type Catalog, importCatalog, type LabelledQuery, readQuerySet } from '../../src/engine';
import { hasDataset, readDataset } from '../../src/test/datasets';
import type { Half } from './servers';

/**
 * A contrast to the hand-written sets: metatool's queries (../shared/datasets/metatool), which a
 * language model wrote from each tool's description, so one tool's queries repeat its words far
 * more than people's paraphrases do. Its first 40 tools, 6 single-tool queries each, taken evenly
 * through each tool's list (its queries are listed alphabetically), dealt A, B, A, … as the
 * hand-written sets are. Absent dataset: undefined.
 */

export const GENERATED = { dataset: 'metatool', tools: 40, perTool: 6 } as const;

export type GeneratedSet = { catalog: Catalog; halves: Record<Half, LabelledQuery[]> };

export const generatedSet = (): GeneratedSet | undefined => {
  if (!hasDataset(GENERATED.dataset, 'queries.json')) return undefined;
  const read = importCatalog(readDataset(GENERATED.dataset, 'tools.json'), {
    source: GENERATED.dataset,
  });
  const set = readQuerySet(JSON.parse(readDataset(GENERATED.dataset, 'queries.json')));
  if (!read.ok || !set.ok) throw new Error(`${GENERATED.dataset}: cannot read the dataset`);
  const tools = read.catalog.tools.slice(0, GENERATED.tools);
  const halves: Record<Half, LabelledQuery[]> = { A: [], B: [] };
  for (const { name } of tools) {
    const own = set.queries.filter((q) => q.relevant.length === 1 && q.relevant[0] === name);
    const step = Math.max(1, Math.floor(own.length / GENERATED.perTool));
    own
      .filter((_, i) => i % step === 0)
      .slice(0, GENERATED.perTool)
      .forEach((query, i) => {
        halves[i % 2 === 0 ? 'A' : 'B'].push(query);
      });
  }
  return { catalog: { ...read.catalog, tools }, halves };
};
