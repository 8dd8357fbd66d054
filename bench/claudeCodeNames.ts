import { claudeCodeTarget } from '../src/engine/agents/claudeCode';
import { targetTools } from '../src/engine/agents/targetTools';
import { importCatalog } from '../src/engine/catalog/importCatalog';
import { hasDataset, readDataset } from '../src/test/datasets';

/**
 * Where each tool of the real catalogs lands under the `claude-code` target (Claude Code's
 * ToolSearch as a reconstruction reads it) when the query is one of its names: Claude Code's
 * own name (`mcp__<server>__<tool>`), the name its server lists bare (`create_issue`), and that
 * name as words (`create issue`). Counts: first, returned (top 5), scored but not returned, not scored;
 * and how many tools share a Claude Code name with another, so only one of them can be found.
 * Then the time of one search over bfcl (the largest catalog) for a short query and for a long
 * hostile one (10,000 distinct terms; 10,000 regex-looking terms).
 *
 *   npx tsx bench/claudeCodeNames.ts
 */
const CATALOGS = ['github-mcp-server', 'livemcpbench', 'metatool', 'bfcl'];

const asWords = (name: string) => name.replace(/[_\-.]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2');

const rows: string[] = [
  '| catalog | tools | query | first | returned | scored, not returned | not scored |',
  '| --- | ---: | --- | ---: | ---: | ---: | ---: |',
];
const shared: string[] = [];
for (const dataset of CATALOGS) {
  if (!hasDataset(dataset)) {
    rows.push(`| ${dataset} | (dataset not found) | | | | | |`);
    continue;
  }
  const imported = importCatalog(readDataset(dataset, 'tools.json'), { source: dataset });
  if (!imported.ok) throw new Error(`${dataset}: ${imported.errors[0]?.message}`);
  const tools = targetTools(imported.catalog);
  const target = claudeCodeTarget(tools);
  const mcpNames = new Map(tools.map(({ tool, mcpName }) => [tool.name, mcpName]));
  const forms: [string, (name: string) => string][] = [
    ['Claude Code name', (name) => target.agentName(name) ?? ''],
    ['bare name', (name) => mcpNames.get(name) ?? name],
    ['name as words', (name) => asWords(mcpNames.get(name) ?? name)],
  ];
  for (const [label, queryOf] of forms) {
    const counts = [0, 0, 0, 0];
    for (const { tool } of tools) {
      const answer = target.search(queryOf(tool.name));
      const at = answer.ranked.findIndex((hit) => hit.name === tool.name);
      const bucket = at === 0 ? 0 : answer.returned.includes(tool.name) ? 1 : at > 0 ? 2 : 3;
      counts[bucket] = (counts[bucket] ?? 0) + 1;
    }
    rows.push(`| ${dataset} | ${tools.length} | ${label} | ${counts.join(' | ')} |`);
  }
  const lower = tools.map(({ tool }) => (target.agentName(tool.name) ?? '').toLowerCase());
  const twins = lower.filter((name) => lower.indexOf(name) !== lower.lastIndexOf(name)).length;
  shared.push(`${dataset}: ${twins} tools share a Claude Code name (in any case) with another`);
}
console.log([...rows, '', ...shared].join('\n'));

if (hasDataset('bfcl')) {
  const imported = importCatalog(readDataset('bfcl', 'tools.json'));
  if (!imported.ok) throw new Error(`bfcl: ${imported.errors[0]?.message}`);
  const started = performance.now();
  const target = claudeCodeTarget(targetTools(imported.catalog));
  console.log(
    `\nbfcl, ${imported.catalog.tools.length} tools: built in ${(performance.now() - started).toFixed(0)} ms`,
  );
  const queries: [string, string, number][] = [
    ['"calculate area of a triangle"', 'calculate area of a triangle', 50],
    ['10,000 distinct terms', Array.from({ length: 10_000 }, (_, i) => `w${i}`).join(' '), 2],
    ['10,000 terms "(.*)*a"', Array(10_000).fill('(.*)*a').join(' '), 2],
  ];
  for (const [label, query, runs] of queries) {
    target.search(query);
    const t0 = performance.now();
    for (let run = 0; run < runs; run++) target.search(query);
    console.log(`${label}: ${((performance.now() - t0) / runs).toFixed(1)} ms a search`);
  }
}
