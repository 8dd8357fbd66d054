import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCatalog } from '../src/cli/loadCatalog';
import { demoCatalog } from '../src/data/demo';
import { syntheticCatalog } from '../src/data/synthetic';
import {
  availableTargets,
  descriptionAt,
  lintCatalog,
  searchTools,
  ToolIndex,
} from '../src/engine';

/**
 * `npx tsx bench/hardening.ts`: the large-input figures of the hardening issue, each as the
 * CLI runs it (a real `toollens` process, wall time) and in process (wall and CPU time of
 * the same steps: read and import the file, then search, or lint):
 * - `search` on the demo's tools plus one tool with a 30 MB description (target: under 1 s);
 * - `lint` on the same file, every agent target on as the CLI's default (target: as fast as
 *   search: both read each text up to MAX_ANALYZED_CHARS);
 * - `lint` on 100,000 synthetic tools (target: under 5 s). The synthetic catalog is written
 *   in the plain format with each extra parameter's description cut to three words, so the
 *   file stays under the 50 MB limit (the full native file is 64 MB).
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'toollens-hard-bench-'));

const plain = (tool: (typeof demoCatalog.tools)[number]) => ({
  name: tool.name,
  description: descriptionAt(tool),
  parameters: tool.parameters,
});

const bigPath = join(dir, 'big30.json');
const big = {
  name: 'big',
  description: 'lorem ipsum dolor sit amet file '.repeat((30 * 1024 * 1024) / 32),
  parameters: { type: 'object' },
};
writeFileSync(bigPath, JSON.stringify([...demoCatalog.tools.map(plain), big]));

const lintPath = join(dir, 'synthetic100k.json');
const shortened = syntheticCatalog(100_000).tools.map((tool) => {
  const parameters = structuredClone(tool.parameters) as {
    properties: Record<string, { description?: string }>;
  };
  for (const [key, property] of Object.entries(parameters.properties)) {
    if (!key.endsWith('Id') && property.description)
      property.description = property.description.split(' ').slice(0, 3).join(' ');
  }
  return { name: tool.name, description: descriptionAt(tool), parameters };
});
writeFileSync(lintPath, JSON.stringify(shortened));

const measure = (run: () => unknown) => {
  const cpu = process.cpuUsage();
  const started = performance.now();
  run();
  const used = process.cpuUsage(cpu);
  return { wallMs: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
};

const cli = (...args: string[]) => {
  const started = performance.now();
  const child = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/bin.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (child.status !== 0) throw new Error(`toollens ${args.join(' ')}: ${child.stderr}`);
  return performance.now() - started;
};

const rows = [
  {
    case: 'search, demo + one 30 MB description',
    inProcess: measure(() =>
      searchTools(new ToolIndex(loadCatalog(bigPath)), { query: 'file amet' }),
    ),
    cliWallMs: cli('search', '--catalog', bigPath, '--query', 'file amet'),
  },
  {
    case: 'lint, demo + one 30 MB description',
    inProcess: measure(() => lintCatalog(loadCatalog(bigPath), { targets: availableTargets() })),
    cliWallMs: cli('lint', '--catalog', bigPath),
  },
  {
    case: 'lint, 100,000 synthetic tools',
    inProcess: measure(() => lintCatalog(loadCatalog(lintPath))),
    cliWallMs: cli('lint', '--catalog', lintPath),
  },
];

const ms = (value: number) => `${(value / 1000).toFixed(2)} s`.padStart(9);
process.stdout.write(
  `toollens hardening bench (${new Date().toISOString()})\n` +
    `case                                   in-process wall   cpu    CLI wall\n` +
    rows
      .map(
        (row) =>
          `${row.case.padEnd(38)} ${ms(row.inProcess.wallMs)} ${ms(row.inProcess.cpuMs)} ${ms(row.cliWallMs)}`,
      )
      .join('\n') +
    '\n',
);
