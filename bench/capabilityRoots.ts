import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import {
  BROAD_RULES,
  DEFAULT_BROAD_RULE,
  DEFAULT_LINE_BUDGET,
  DEFAULT_ROOT_RULE,
  deriveCapabilities,
  importCatalog,
  planLine,
  ROOT_RULES,
} from '../src/engine';
import { hasDataset, readDataset } from '../src/test/datasets';

/**
 * The capability line each root rule derives for the four real catalogs (which have no
 * capabilities of their own), and for any catalog file named on the command line (a server
 * saved with `toollens pull`), within the line's default budget: its roots, its length in
 * characters and the share of tools under a root of it, for each narrow rule (the roots read
 * from each tool) and each broad rule (the shared words added when those do not fit).
 * `--lines` adds the line itself, under the rules in use.
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
  `Each rule's capability line within the default budget (${DEFAULT_LINE_BUDGET} characters): the roots in it,\n` +
    'its length, and the tools under a root of it. Narrow rules (rows) × broad rules (columns).\n',
);
console.log(
  `catalog              tools  narrow rule        ${BROAD_RULES.map((rule) => rule.padStart(22)).join('')}`,
);
const lines: string[] = [];
for (const { name, text } of sources) {
  const imported = importCatalog(text, { source: name });
  if (!imported.ok) throw new Error(`${name}: ${imported.errors[0]?.message}`);
  const { tools } = imported.catalog;
  const server = serverOf(text);
  for (const rule of ROOT_RULES) {
    const cells = BROAD_RULES.map((broad) => {
      const plan = planLine(deriveCapabilities(tools, rule, server, broad));
      if (rule === DEFAULT_ROOT_RULE && broad === DEFAULT_BROAD_RULE) {
        lines.push(`${name}: ${plan.text}`);
      }
      const share = `${((100 * plan.covered) / Math.max(1, plan.tools)).toFixed(0)}%`;
      return `${plan.roots.length} r ${plan.text.length} ch ${share.padStart(4)}`.padStart(22);
    });
    console.log(
      [name.padEnd(20), String(tools.length).padStart(5), rule.padEnd(17), cells.join('')].join(
        '  ',
      ),
    );
  }
}
if (showLines) console.log(`\n${lines.join('\n\n')}`);
