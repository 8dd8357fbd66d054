import { availableTargets, ToolIndex } from '../src/engine';
import { buildTargetInSteps } from './appLoad';
import { type CatalogName, isCatalogName, loadCatalogs } from './catalogs';
import { heapTree, renderHeapTree } from './heapTree';

/**
 * `npm run bench:memory [-- real10k|real50k|bfcl|…]`: where the app's memory goes on one catalog
 * (real10k by default), inside each structure its worker builds (appLoad.ts): the ToolIndex,
 * then each agent target, field by field (heapTree.ts). `npm run bench` prints each
 * structure's total at 10,000 and 50,000 tools; this prints what is inside. A heap snapshot of
 * the process per structure: about 1 GB of memory at 10,000 tools, more with more.
 */
const name = process.argv[2] ?? 'real10k';
if (!isCatalogName(name)) {
  process.stderr.write(`bench:memory: unknown catalog "${name}"\n`);
  process.exit(2);
}
const [entry] = loadCatalogs([name as CatalogName]);
if (!entry) process.exit(1);
const { catalog } = entry;
const index = new ToolIndex(catalog);
const lines = [
  `bench:memory on ${name} (${catalog.tools.length} tools): retained MB, JS heap and ArrayBuffers;`,
  'a part under 0.5 MB is left out, and a line in parentheses is what its parent holds beyond',
  'the parts listed: itself, what several parts hold together, and the small parts.',
  '',
  ...renderHeapTree(heapTree(index, 'ToolIndex')),
];
for (const id of availableTargets()) {
  const target = buildTargetInSteps(id, catalog);
  lines.push('', ...renderHeapTree(heapTree(target, `target ${id}`)));
}
process.stdout.write(`${lines.join('\n')}\n`);
