import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import {
  capabilityLine,
  chooseRoots,
  DEFAULT_ROOT_RULE,
  deriveCapabilities,
  importCatalog,
  ROOT_RULES,
} from '../src/engine';
import { hasDataset, readDataset } from '../src/test/datasets';

/**
 * The capability line each root rule derives for the four real catalogs (which have no
 * capabilities of their own), and for any catalog file named on the command line (a server
 * saved with `toollens pull`): its length in characters, its roots, the most tools under one
 * root, and how many tools a root reaches (every one, by construction). `--lines` adds the
 * line itself, under the rule in use.
 *
 *   npm run eval:roots [-- [--lines] tools.json …]
 */
const CATALOGS = ['github-mcp-server', 'livemcpbench', 'metatool', 'bfcl'];
const args = process.argv.slice(2);
const showLines = args.includes('--lines');
const files = args.filter((arg) => arg !== '--lines');

/** The server a pulled file names once for all its tools. */
const serverOf = (text: string): string | undefined => {
  const server = (JSON.parse(text) as { server?: { name?: unknown } }).server?.name;
  return typeof server === 'string' ? server : undefined;
};

const sources: { name: string; text: string }[] = [];
for (const name of CATALOGS) {
  if (hasDataset(name)) sources.push({ name, text: readDataset(name, 'tools.json') });
  else console.error(`skipped ${name}: dataset not found`);
}
for (const file of files)
  sources.push({ name: basename(file, '.json'), text: readFileSync(file, 'utf8') });

console.log(
  'catalog              tools  rule                 line chars  roots  largest root  tools reached',
);
const lines: string[] = [];
for (const { name, text } of sources) {
  const imported = importCatalog(text, { source: name });
  if (!imported.ok) throw new Error(`${name}: ${imported.errors[0]?.message}`);
  const { tools } = imported.catalog;
  const server = serverOf(text);
  for (const rule of ROOT_RULES) {
    const derived = deriveCapabilities(tools, rule, server);
    const roots = chooseRoots(tools, rule, server);
    const sizes = new Map<string, number>();
    for (const root of roots.values()) sizes.set(root, (sizes.get(root) ?? 0) + 1);
    const reached = derived.filter((tool) => tool.capabilities.length > 0).length;
    const line = capabilityLine(derived);
    if (rule === DEFAULT_ROOT_RULE) lines.push(`${name}: ${line}`);
    console.log(
      [
        name.padEnd(20),
        String(tools.length).padStart(5),
        rule.padEnd(20),
        String(line.length).padStart(10),
        String(sizes.size).padStart(6),
        String(Math.max(...sizes.values())).padStart(13),
        `${reached}/${tools.length}`.padStart(14),
      ].join('  '),
    );
  }
}
if (showLines) console.log(`\n${lines.join('\n\n')}`);
