import { parseArgs } from 'node:util';

/** A usage error: printed with the usage text, exit code 2. */
export class UsageError extends Error {}

export const USAGE = `toollens <command> [options]

Commands:
  search --catalog <path|demo|sample> --query "…" [--capabilities a,b] [--domains …]
         [--entities …] [--relationships …] [--limit N] [--ranker toollens|seed|bm25]
         [--excerpt-cap N] [--page-budget N] [--json]
  eval   --catalog <path|demo|sample> --queries <path> [--k 1,5,10] [--json]
         [--ranker toollens|seed|bm25|anthropic-bm25|minisearch]
  stats  --catalog <path|demo|sample> [--budget N] [--json]
  replay --scenario <path|name> [--catalog <path|demo|sample>] [--budget N] [--unsorted]
         [--varying-first] [--json]
  lint   --catalog <path|demo|sample> [--json]
  compare --catalog <a> [--catalog-b <b>] --queries <path> [--ranker A] [--ranker-b B] [--json]
  bench  [--catalog demo,bfcl,synthetic10k] [--json]

--derive-tags fills capabilities and domains of untagged tools from their names and servers.
--queries takes JSON [{id, query, relevant}] or CSV query,tool[,grade].

--ranker toollens (the default) repairs the spec's ranker for real queries; seed is the spec's
ranker exactly; bm25 is Orama's BM25 alone. eval also runs two peers: anthropic-bm25 (BM25
over name, description and arguments, no stemming) and minisearch (MiniSearch's defaults over
name and description).
--catalog demo is the built-in 169-tool demo catalog; sample is the 8-tool sample.
replay takes a scenario name (spec-five-turns, quarterly-report, bug-triage, workflow-setup) or a
transcript JSON file, replays it on the demo catalog by default, and counts o200k_base tokens.
A catalog file may be native toollens JSON, an MCP tools/list result, a bare array of MCP,
OpenAI or Anthropic tools, or [{name, description, parameters}]. The format is detected.
With --json each command prints one JSON document on stdout. Errors go to stderr.`;

export type CliArgs = {
  command: string;
  values: {
    catalog?: string;
    query?: string;
    queries?: string;
    capabilities?: string;
    domains?: string;
    entities?: string;
    relationships?: string;
    limit?: string;
    ranker?: string;
    k?: string;
    budget?: string;
    'excerpt-cap'?: string;
    'page-budget'?: string;
    scenario?: string;
    'catalog-b'?: string;
    'ranker-b'?: string;
    'derive-tags'?: boolean;
    unsorted?: boolean;
    'varying-first'?: boolean;
    json?: boolean;
    help?: boolean;
  };
};

export const readArgs = (argv: string[]): CliArgs => {
  try {
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        catalog: { type: 'string' },
        query: { type: 'string', short: 'q' },
        queries: { type: 'string' },
        capabilities: { type: 'string' },
        domains: { type: 'string' },
        entities: { type: 'string' },
        relationships: { type: 'string' },
        limit: { type: 'string' },
        ranker: { type: 'string' },
        k: { type: 'string' },
        budget: { type: 'string' },
        'excerpt-cap': { type: 'string' },
        'page-budget': { type: 'string' },
        scenario: { type: 'string' },
        'catalog-b': { type: 'string' },
        'ranker-b': { type: 'string' },
        'derive-tags': { type: 'boolean' },
        unsorted: { type: 'boolean' },
        'varying-first': { type: 'boolean' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    return { command: positionals[0] ?? '', values };
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
};

/** `a, b,,c` → ['a', 'b', 'c']. */
export const list = (value: string | undefined): string[] | undefined =>
  value
    ?.split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

export const positiveInt = (name: string, value: string | undefined, fallback: number): number => {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) {
    throw new UsageError(`--${name} must be a whole number of at least 1, got "${value}"`);
  }
  return parsed;
};

export const required = (name: string, value: string | undefined): string => {
  if (value === undefined || value === '') throw new UsageError(`--${name} is required`);
  return value;
};
