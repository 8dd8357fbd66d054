import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Catalog, importCatalog, type LabelledQuery, readQuerySet } from '../../src/engine';

/**
 * The real MCP servers the fix proposals are measured on (bench/fixes/README.md), pinned. The
 * method was worked out on the first two (`developed`); the done-when bar is judged on the other
 * two (`judged`), whose queries were written by someone who ran nothing on them (the README says
 * what was and was not seen). Their catalogs are the vendors' text: `npm run
 * fixes:pull` writes them to .cache/fixes/, never to the repository. All list their tools without
 * credentials or network.
 */
export const FIX_SERVERS = [
  {
    name: 'kubernetes',
    pkg: 'mcp-server-kubernetes',
    version: '4.1.7',
    bin: 'mcp-server-kubernetes',
    role: 'developed',
  },
  {
    name: 'notion',
    pkg: '@notionhq/notion-mcp-server',
    version: '2.5.2',
    bin: 'notion-mcp-server',
    role: 'developed',
  },
  {
    name: 'circleci',
    pkg: '@circleci/mcp-server-circleci',
    version: '0.20.0',
    bin: 'mcp-server-circleci',
    role: 'judged',
  },
  {
    name: 'git',
    pkg: '@cyanheads/git-mcp-server',
    version: '2.15.3',
    bin: 'git-mcp-server',
    role: 'judged',
  },
] as const;

export type FixServer = (typeof FIX_SERVERS)[number];
export type Half = 'A' | 'B';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Where `fixes:pull` writes a server's catalog, from the repository's root. */
export const cachePath = (server: FixServer): string => `${root}.cache/fixes/${server.name}.json`;

/** The stdio command that starts the pinned server (npx installs it into npm's cache). */
export const serverCommand = (server: FixServer): string =>
  `npx -y -p ${server.pkg}@${server.version} ${server.bin}`;

/** Why the pulled catalogs are absent, or undefined when every one is there. */
export const missingCatalogs = (): string | undefined => {
  const missing = FIX_SERVERS.filter((server) => !existsSync(cachePath(server)));
  if (missing.length === 0) return undefined;
  const names = missing.map((server) => cachePath(server)).join(', ');
  return `no pulled catalog at ${names}: run \`npm run fixes:pull\` (needs the npm registry)`;
};

export type HalvedSet = { all: LabelledQuery[]; halves: Record<Half, LabelledQuery[]> };

/**
 * A committed query set with its fixed split: each element's `half` ("A" or "B"), which the
 * project's query-set reader ignores as an extra field, so the file is an ordinary query set too.
 */
export const loadHalvedSet = (server: FixServer): HalvedSet => {
  const path = fileURLToPath(new URL(`${server.name}.queries.json`, import.meta.url));
  const raw: unknown = JSON.parse(readFileSync(path, 'utf8'));
  const set = readQuerySet(raw);
  if (!set.ok) throw new Error(`${path}: ${set.errors.join('\n')}`);
  const halfOf = new Map<string, Half>();
  for (const item of raw as { id: string; half?: unknown }[]) {
    if (item.half !== 'A' && item.half !== 'B') {
      throw new Error(`${path}: query ${item.id} has no "half" (A or B)`);
    }
    halfOf.set(item.id, item.half);
  }
  const pick = (half: Half) => set.queries.filter((query) => halfOf.get(query.id) === half);
  return { all: set.queries, halves: { A: pick('A'), B: pick('B') } };
};

/** A pulled server's catalog, read as `--catalog` reads a file. */
export const loadPulledCatalog = (server: FixServer): Catalog => {
  const imported = importCatalog(readFileSync(cachePath(server), 'utf8'), { source: server.name });
  if (!imported.ok) throw new Error(`${server.name}: ${imported.errors[0]?.message}`);
  return imported.catalog;
};
