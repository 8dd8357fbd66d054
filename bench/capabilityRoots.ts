import {
  capabilityLine,
  chooseRoots,
  deriveCapabilities,
  importCatalog,
  ROOT_RULES,
} from '../src/engine';
import { hasDataset, readDataset } from '../src/test/datasets';

/**
 * The capability line each root rule derives for the four real catalogs (which have no
 * capabilities of their own): its length in characters, its roots, the most tools under one
 * root, and how many tools a root reaches (every one, by construction).
 *
 *   npm run eval:roots
 */
const CATALOGS = ['github-mcp-server', 'livemcpbench', 'metatool', 'bfcl'];
console.log(
  'catalog              tools  rule                 line chars  roots  largest root  tools reached',
);
for (const name of CATALOGS) {
  if (!hasDataset(name)) {
    console.error(`skipped ${name}: dataset not found`);
    continue;
  }
  const imported = importCatalog(readDataset(name, 'tools.json'), { source: name });
  if (!imported.ok) throw new Error(`${name}: ${imported.errors[0]?.message}`);
  const { tools } = imported.catalog;
  for (const rule of ROOT_RULES) {
    const derived = deriveCapabilities(tools, rule);
    const roots = chooseRoots(tools, rule);
    const sizes = new Map<string, number>();
    for (const root of roots.values()) sizes.set(root, (sizes.get(root) ?? 0) + 1);
    const reached = derived.filter((tool) => tool.capabilities.length > 0).length;
    console.log(
      [
        name.padEnd(20),
        String(tools.length).padStart(5),
        rule.padEnd(20),
        String(capabilityLine(derived).length).padStart(10),
        String(sizes.size).padStart(6),
        String(Math.max(...sizes.values())).padStart(13),
        `${reached}/${tools.length}`.padStart(14),
      ].join('  '),
    );
  }
}
