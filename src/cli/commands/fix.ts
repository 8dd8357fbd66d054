import { accessSync, constants, existsSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { type Catalog, exportCatalog, type LabelledQuery, plural } from '../../engine';
import {
  applyFixes,
  type FixOptions,
  fixSnippet,
  heldOutFixes,
  proposeFixes,
  type SnippetSdk,
} from '../../engine/library';
import { type CliArgs, positiveInt, required } from '../args';
import { InputError } from '../loadCatalog';
import { loadQuerySet } from '../loadQuerySet';
import { readCatalog } from '../mcpSource';
import { UsageError } from '../usageError';
import { type FixReport, renderFixReport } from './fixReport';
import { parseTargets, serverOption } from './targets';

/**
 * `fix`: the smallest edits of each tool's text that bring it into each agent's top k for the
 * queries it misses (the engine's proposeFixes, docs/fixes.md), led by the figures measured on
 * queries the proposals were not made from (heldOutFixes), with the same figures on the queries
 * they were made from beside them. `-o` writes the catalog, in the format it was read in, with
 * the safe proposals applied: a file `toollens diff` reads against the original.
 */

/** Every relevant tool of the set names a tool of the catalog, or the set is for another one. */
const checkNames = (catalog: Catalog, queries: readonly LabelledQuery[], path: string): void => {
  const names = new Set(catalog.tools.map((tool) => tool.name));
  const unknown = [...new Set(queries.flatMap((query) => query.relevant))].filter(
    (name) => !names.has(name),
  );
  if (unknown.length === 0) return;
  const shown = unknown.slice(0, 5).join(', ');
  const more = unknown.length > 5 ? ` and ${unknown.length - 5} more` : '';
  throw new InputError(
    `toollens: the queries of ${path} name ${plural(unknown.length, 'tool')} the catalog does not have: ${shown}${more}`,
  );
};

/** Fails before any work when `-o` cannot be written: its folder is missing or read-only. */
const checkWritable = (output: string): void => {
  const path = resolve(output);
  const target = existsSync(path) ? path : dirname(path);
  try {
    accessSync(target, constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new InputError(`toollens: cannot write "${output}": ${code}`);
  }
};

/**
 * The catalog as a file of the format it was read in. A pulled MCP catalog keeps its
 * `{"server": {"name"}}`, which the agents' tool names (mcp__<server>__…) are made from.
 */
const catalogText = (catalog: Catalog): string => {
  const text = exportCatalog(catalog);
  if (catalog.format !== 'mcp' || catalog.server === undefined) return text;
  const { tools } = JSON.parse(text) as { tools: unknown[] };
  return `${JSON.stringify({ server: { name: catalog.server }, tools }, null, 2)}\n`;
};

const SDKS: readonly SnippetSdk[] = ['typescript', 'python'];

/** `--snippets`: the SDK whose registration call is printed under the proposals. */
const snippetSdk = (value: string | undefined): SnippetSdk | undefined => {
  if (value === undefined) return undefined;
  const sdk = SDKS.find((each) => each === value);
  if (sdk === undefined)
    throw new UsageError(`--snippets takes ${SDKS.join(' or ')}, got "${value}"`);
  return sdk;
};

const write = (output: string, text: string): void => {
  try {
    writeFileSync(output, text);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new InputError(`toollens: cannot write "${output}": ${code}`);
  }
};

export const fixCommand = async ({ values }: CliArgs): Promise<string> => {
  const path = required('queries', values.queries);
  const targets = parseTargets(values.targets ?? 'all');
  if (targets.length === 0) {
    throw new UsageError('fix needs an agent target to fix for; --targets none leaves none');
  }
  const k = values.k === undefined ? undefined : positiveInt('k', values.k, 1);
  const server = serverOption(values.server);
  const output = values.output;
  const sdk = snippetSdk(values.snippets);
  if (output !== undefined) checkWritable(output);
  const queries = loadQuerySet(path);
  const { catalog, label } = await readCatalog(values);
  checkNames(catalog, queries, path);
  const options: FixOptions = {
    targets,
    ...(k === undefined ? {} : { k }),
    ...(server === undefined ? {} : { server }),
  };
  const proposals = proposeFixes(catalog, queries, options);
  const report: FixReport = {
    catalog: label,
    queries: queries.length,
    targets,
    heldOut: heldOutFixes(catalog, queries, options),
    proposals,
  };
  if (sdk !== undefined) {
    const tools = new Map(catalog.tools.map((tool) => [tool.name, tool]));
    report.snippets = proposals.proposals.flatMap((proposal) => {
      const tool = tools.get(proposal.tool);
      return tool
        ? [{ proposal: proposal.id, sdk, text: fixSnippet(tool, proposal.edits, sdk) }]
        : [];
    });
  }
  let note = '';
  if (output !== undefined) {
    const safe = proposals.proposals.filter((proposal) => proposal.safe);
    write(output, catalogText(applyFixes(catalog, safe)));
    report.output = { path: output, applied: safe.map((proposal) => proposal.id) };
    note = `\nwrote ${plural(catalog.tools.length, 'tool')} with ${plural(safe.length, 'safe proposal')} applied to ${output}`;
  }
  return values.json ? JSON.stringify(report, null, 2) : `${renderFixReport(report)}${note}`;
};
