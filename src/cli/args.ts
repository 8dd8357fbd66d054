import { parseArgs } from 'node:util';
import { type FieldWeights, isTextField, isWeight, TEXT_FIELDS } from '../engine';

/** A usage error: printed with the usage text, exit code 2. */
export class UsageError extends Error {}

export const USAGE = `toollens <command> [options]

Commands:
  search --catalog <path|demo|sample> --query "…" [--capabilities a,b] [--domains …]
         [--entities …] [--relationships …] [--limit N] [--ranker toollens|seed|bm25]
         [--excerpt-cap N] [--page-budget N] [--weights …] [--explain] [--json]
  eval   --catalog <path|demo|sample> --queries <path> [--k 1,5,10] [--weights …] [--json]
         [--ranker toollens|seed|bm25|anthropic-bm25|minisearch]
  stats  --catalog <path|demo|sample> [--budget N] [--json]
  replay --scenario <path|name> [--catalog <path|demo|sample>] [--budget N] [--unsorted]
         [--varying-first] [--log-format F] [--search-tool NAME] [--activate-tool NAME]
         [--json]
  replay --simulate top1|top3|top<k>|relevant --queries <path|demo> [--catalog …] [--budget N]
         [--limit-queries N] [--json]
  lint   --catalog <path|demo|sample> [--json]
  compare --catalog <a> [--catalog-b <b>] --queries <path> [--ranker A] [--ranker-b B]
         [--weights …] [--weights-b …] [--excerpt-cap N] [--excerpt-cap-b N]
         [--page-budget N] [--page-budget-b N] [--json]
  bench  [--catalog demo,bfcl,livemcpbench,real10k,real50k] [--json]   (npm run bench: more options)
  pull   --mcp "<command args…>" | --mcp-url <url> [--header "Name: value"]… [-o tools.json]
  watch  --mcp "<command args…>" | --mcp-url <url> [--header …]… --queries <path>
         [--k 1,5,10] [--weights …]

A live MCP server may stand in for --catalog wherever it is read (search, eval, stats, replay,
lint, compare's A side): --mcp "<command args…>" spawns a stdio server (the line is split like a
shell's, quotes kept, but never run by one); --mcp-url <url> connects over Streamable HTTP, or
the legacy SSE transport when the server answers as one; --header "Authorization: Bearer …"
(repeatable) is sent with every request. Every page of tools/list is read. pull saves the
server's tools as an MCP catalog (stdout without -o). watch keeps the connection and reprints
the query set's metrics (toollens ranker) each time the server's tool list changes, with what
was added, removed or changed and which queries moved; Ctrl-C closes the connection.

--derive-tags fills capabilities and domains of untagged tools from their names and servers.
--queries takes JSON [{id, query, relevant}] or CSV query,tool[,grade]; demo is the 74 queries
written for the demo catalog.
--weights name=3,description=0,… sets field weights for this run: Orama's boosts under seed and
bm25, the BM25F weights under toollens (which alone reads arguments); 0 leaves a field out.
compare runs A with --ranker, --weights, --excerpt-cap, --page-budget and B with their -b
forms (each defaulting to A's), and reports rank moves and what each page shows.

--ranker toollens (the default) repairs the spec's ranker for real queries; seed is the spec's
ranker exactly; bm25 is Orama's BM25 alone. eval also runs two peers: anthropic-bm25 (BM25
over name, description and arguments, no stemming) and minisearch (MiniSearch's defaults over
name and description).
--catalog demo is the built-in 169-tool demo catalog; sample is the 8-tool sample.
replay takes a scenario name (spec-five-turns, quarterly-report, bug-triage, workflow-setup) or a
transcript file, replays it on the demo catalog by default, and counts o200k_base tokens. The
file is toollens transcript JSON or an agent's log: Anthropic Messages, OpenAI Chat Completions
or OpenAI Responses, JSON or JSON Lines; the format is detected (--log-format auto|toollens|
anthropic|openai-chat|openai-responses forces it). Calls of --search-tool (search_tools) and
--activate-tool (activate_tool) become searches and activations; other calls are direct calls.
replay --simulate turns a query set into a transcript first: each query a turn that searches
with the query, activates the top hit (top1), the top k hits (top<k>) or the query's relevant
tools (relevant), and calls the first; it adds the mean standing surface per turn. Tags are
derived as in the app. --limit-queries N keeps N queries evenly spread over the set.
A catalog file may be native toollens JSON, an MCP tools/list result, a bare array of MCP,
OpenAI or Anthropic tools, or [{name, description, parameters}]. The format is detected.
search --explain adds, for every hit, why it scored what it did: each term's idf and w(t),
per field its count, length normalisation, weight and part; the name match; the rank keys;
and the first key that put it below the hit above (JSON: "explanations", in the order of "hits").
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
    simulate?: string;
    'limit-queries'?: string;
    'log-format'?: string;
    'search-tool'?: string;
    'activate-tool'?: string;
    'catalog-b'?: string;
    'ranker-b'?: string;
    weights?: string;
    'weights-b'?: string;
    'excerpt-cap-b'?: string;
    'page-budget-b'?: string;
    mcp?: string;
    'mcp-url'?: string;
    header?: string[];
    output?: string;
    'derive-tags'?: boolean;
    unsorted?: boolean;
    'varying-first'?: boolean;
    json?: boolean;
    explain?: boolean;
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
        simulate: { type: 'string' },
        'limit-queries': { type: 'string' },
        'log-format': { type: 'string' },
        'search-tool': { type: 'string' },
        'activate-tool': { type: 'string' },
        'catalog-b': { type: 'string' },
        'ranker-b': { type: 'string' },
        weights: { type: 'string' },
        'weights-b': { type: 'string' },
        'excerpt-cap-b': { type: 'string' },
        'page-budget-b': { type: 'string' },
        mcp: { type: 'string' },
        'mcp-url': { type: 'string' },
        header: { type: 'string', multiple: true },
        output: { type: 'string', short: 'o' },
        'derive-tags': { type: 'boolean' },
        unsorted: { type: 'boolean' },
        'varying-first': { type: 'boolean' },
        json: { type: 'boolean' },
        explain: { type: 'boolean' },
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

/** `--weights name=3,description=0`: per-field weights, each a number ≥ 0. */
export const parseWeights = (name: string, value: string | undefined): FieldWeights | undefined => {
  if (value === undefined) return undefined;
  const weights: FieldWeights = {};
  for (const pair of list(value) ?? []) {
    const [field = '', text = ''] = pair.split('=').map((part) => part.trim());
    if (!isTextField(field)) {
      throw new UsageError(
        `--${name}: unknown field "${field}" in "${pair}"; the fields are ${TEXT_FIELDS.join(', ')}`,
      );
    }
    const weight = Number(text);
    if (text === '' || !isWeight(weight)) {
      throw new UsageError(`--${name}: the weight of ${field} must be a number ≥ 0, got "${text}"`);
    }
    weights[field] = weight;
  }
  return weights;
};
