import { fileURLToPath } from 'node:url';
import { loadCatalog } from '../src/cli/loadCatalog';
import { anthropicRegexTarget } from '../src/engine/agents/anthropicRegex';
import { targetTools } from '../src/engine/agents/targetTools';
import { makeTool } from '../src/engine/catalog/types';

/**
 * `npx tsx bench/anthropicRegex.ts`: what the `anthropic-regex` target costs. The documented
 * patterns over the GitHub MCP server's catalog; the first case-insensitive search (it builds
 * Python's lower-case table once); a quadratic pattern over a field at the 10,000-unit bound;
 * two and three `.*` in a row over adversarial text, whose fields are read less far,
 * beside the plain RegExp time of `(a+)+$`, which the target refuses to run.
 */
const ms = (run: () => unknown): number => {
  const start = performance.now();
  run();
  return Math.round((performance.now() - start) * 10) / 10;
};

const root = fileURLToPath(new URL('..', import.meta.url));
const github = loadCatalog(`${root}../shared/datasets/github-mcp-server/tools.json`);
const target = anthropicRegexTarget(targetTools(github, 'github'));
const first = ms(() => target.search('(?i)issue'));
console.log(`github-mcp-server: ${github.tools.length} tools`);
console.log(`  first (?i) search, with the case table: ${first} ms`);
for (const pattern of [
  'weather',
  'get_.*_data',
  'database.*query|query.*database',
  '(?i)slack',
  '(?i)pull.?request',
  'issue',
]) {
  let matches = 0;
  const time = ms(() => {
    matches = target.search(pattern).ranked.length;
  });
  console.log(`  ${JSON.stringify(pattern)}: ${matches} matching tools, ${time} ms`);
}

const one = (description: string) =>
  anthropicRegexTarget(targetTools({ tools: [makeTool({ name: 'long', description })] }));
const cases: [string, string, string][] = [
  ['get_.*_data', 'get_ × 250,000 (cut to 10,000 units)', 'get_'.repeat(250_000)],
  ['a.*b.*c', "'ab' × 5,000 (10,000 units, read to 1,000; no c)", 'ab'.repeat(5_000)],
  ['a.*b.*c', "'ab' × 1,000 (2,000 units, read to 1,000; no c)", 'ab'.repeat(1_000)],
  ['a.*b.*c.*d', "'abc' × 300 (900 units, read to 177; no d)", 'abc'.repeat(300)],
];
for (const [pattern, label, text] of cases)
  console.log(
    `${JSON.stringify(pattern)} over ${label}: ${ms(() => one(text).search(pattern))} ms`,
  );
for (const n of [20, 22, 24])
  console.log(
    `plain RegExp /(a+)+$/ over 'a' × ${n} + '!': ${ms(() => /(a+)+$/.test(`${'a'.repeat(n)}!`))} ms`,
  );
