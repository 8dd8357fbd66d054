import { type Catalog, DEFAULT_PAGE_SIZE, diffCatalogs, diffFindability } from '../../engine';
import { type CliArgs, deriveTagsOf, positiveInt } from '../args';
import { breakingGate, type CommandOutput, gated } from '../gate';
import { loadCatalog } from '../loadCatalog';
import { loadQuerySet } from '../loadQuerySet';
import { pullCatalog } from '../mcpSource';
import { UsageError } from '../usageError';
import { type DiffResult, renderDiff } from './diffReport';
import { parseRankers, serverOption } from './targets';

/**
 * `diff <old> <new>`: what changed between two versions of a catalog. Each side is a catalog
 * file, an http(s) URL of a live server, or a stdio server (`--mcp-old` for the old side,
 * `--mcp` for the new: the CI case, the committed catalog against the server as built).
 */

/** Where one side comes from: a file, a URL, or a stdio command. */
type Side = { file: string } | { url: string } | { command: string };

const isUrl = (spec: string) => /^https?:\/\//i.test(spec);

/** The two sides: the flags name theirs, the words after `diff` fill the others, old first. */
const diffSides = ({ values, rest = [] }: CliArgs): [Side, Side] => {
  const given = [...rest];
  const side = (flag: string | undefined, which: string): Side => {
    if (flag !== undefined) {
      if (flag.trim() === '') throw new UsageError(`diff: the ${which} side's command is empty`);
      return { command: flag };
    }
    const spec = given.shift();
    if (spec === undefined || spec === '') {
      throw new UsageError(
        `diff compares two catalogs: give <old> and <new> (a file or an http(s) URL each, or --mcp-old "<command>" and --mcp "<command>" for stdio servers); the ${which} side is missing`,
      );
    }
    return isUrl(spec) ? { url: spec } : { file: spec };
  };
  const sides: [Side, Side] = [side(values['mcp-old'], 'old'), side(values.mcp, 'new')];
  if (given.length > 0) {
    throw new UsageError(`diff compares two catalogs, got a third: "${given[0]}"`);
  }
  if (values.header?.length && !sides.some((each) => 'url' in each)) {
    throw new UsageError('diff: --header goes with a side that is an http(s) URL');
  }
  if (values.timeout !== undefined && sides.every((each) => 'file' in each)) {
    throw new UsageError(
      'diff: --timeout goes with a live side (an http(s) URL, --mcp or --mcp-old)',
    );
  }
  return sides;
};

const readSide = async (
  side: Side,
  values: CliArgs['values'],
): Promise<{ catalog: Catalog; label: string }> => {
  const deriveTags = deriveTagsOf(values);
  if ('file' in side) return { catalog: loadCatalog(side.file, deriveTags), label: side.file };
  const { timeout } = values;
  const flags =
    'url' in side
      ? { 'mcp-url': side.url, header: values.header, timeout }
      : { mcp: side.command, timeout };
  const { catalog } = await pullCatalog(flags, deriveTags);
  return { catalog, label: 'url' in side ? side.url : (catalog.source ?? side.command) };
};

export const diffCommand = async (args: CliArgs): Promise<CommandOutput> => {
  const { values } = args;
  const sides = diffSides(args);
  const findabilityOnly = [values.rankers, values.k, values.server];
  if (values.queries === undefined && findabilityOnly.some((value) => value !== undefined)) {
    throw new UsageError('diff: --rankers, --k and --server go with --queries');
  }
  // The query set and the rankers first: a bad one fails before a server is started.
  const queries = values.queries === undefined ? undefined : loadQuerySet(values.queries);
  const rankers = parseRankers(values.rankers ?? 'toollens');
  const k = positiveInt('k', values.k, DEFAULT_PAGE_SIZE);
  const server = serverOption(values.server);
  const before = await readSide(sides[0], values);
  const after = await readSide(sides[1], values);
  const diff = diffCatalogs(before.catalog, after.catalog);
  const result: DiffResult = {
    old: { label: before.label, tools: before.catalog.tools.length },
    new: { label: after.label, tools: after.catalog.tools.length },
    diff,
    ...(queries
      ? {
          findability: {
            rankers,
            k,
            rows: diffFindability(before.catalog, after.catalog, queries, rankers, k, {
              renamed: diff.renamed,
              ...(server === undefined ? {} : { server }),
            }),
          },
        }
      : {}),
  };
  const gate = values['fail-on-breaking'] ? breakingGate(diff) : undefined;
  const text = values.json
    ? JSON.stringify({ ...result, ...(gate ? { gate } : {}) }, null, 2)
    : `${renderDiff(result)}${gate ? `\n${gate.summary}` : ''}`;
  return gate ? gated(text, gate) : text;
};
