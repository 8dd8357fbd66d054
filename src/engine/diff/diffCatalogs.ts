import { type Catalog, descriptionAt, type Tool } from '../catalog/core';
import { ToollensError } from '../errors';
import { type CellBudget, type WordPart, wordDiff } from '../text/core';
import { proposeRenames } from './renames';
import { diffSchemas } from './schemaDiff';
import type { CatalogDiff, ChangedTool } from './types';

/**
 * What changed between two versions of a catalog, as callers and searchers feel it: tools
 * added, removed and (proposed) renamed, and for each tool in both, its description and titles
 * as word diffs and its input schema's changes, each classified breaking or compatible. A title
 * change is compatible: callers call the name; the title is what people see and agents search.
 */

const byName = (catalog: Catalog, side: 'old' | 'new'): Map<string, Tool> => {
  const tools = new Map<string, Tool>();
  for (const tool of catalog.tools) {
    if (tools.has(tool.name)) {
      throw new ToollensError(
        `toollens diff: the ${side} catalog${catalog.source ? ` (${catalog.source})` : ''} names two tools "${tool.name}"; a diff pairs tools by name`,
      );
    }
    tools.set(tool.name, tool);
  }
  return tools;
};

/**
 * Word-diff table cells one catalog diff spends in all (about half a second): past it, a
 * rewritten description is shown as its old text removed and its new text added.
 */
export const MAX_DIFF_CELLS = 20_000_000;

/** The word diff of one text field under `key`, or nothing when the texts are equal. */
const textChange = <K extends 'description' | 'title' | 'annotationTitle'>(
  key: K,
  before: string,
  after: string,
  budget: CellBudget,
): Partial<Record<K, WordPart[]>> =>
  before === after ? {} : ({ [key]: wordDiff(before, after, budget) } as Record<K, WordPart[]>);

/** The tool's change, or undefined when its description, titles and schema are the same. */
const changeOf = (
  before: Tool,
  after: Tool,
  renamed: boolean,
  budget: CellBudget,
): ChangedTool | undefined => {
  const [oldText, newText] = [descriptionAt(before), descriptionAt(after)];
  const schema = diffSchemas(before.parameters, after.parameters);
  const titles = {
    ...textChange('title', before.title ?? '', after.title ?? '', budget),
    ...textChange(
      'annotationTitle',
      before.annotationTitle ?? '',
      after.annotationTitle ?? '',
      budget,
    ),
  };
  const same = oldText === newText && schema.length === 0 && Object.keys(titles).length === 0;
  if (!renamed && same) return undefined;
  const breaking = renamed || schema.some((each) => each.class === 'breaking');
  return {
    name: after.name,
    ...(renamed ? { renamedFrom: before.name } : {}),
    ...textChange('description', oldText, newText, budget),
    ...titles,
    schema,
    class: breaking ? 'breaking' : 'compatible',
  };
};

const sorted = (names: Iterable<string>) => [...names].sort((a, b) => a.localeCompare(b));

/** What a release changed between two versions of a catalog: tools added, removed, renamed and changed. */
export const diffCatalogs = (before: Catalog, after: Catalog): CatalogDiff => {
  const [old, next] = [byName(before, 'old'), byName(after, 'new')];
  const gone = [...old.values()].filter((tool) => !next.has(tool.name));
  const arrived = [...next.values()].filter((tool) => !old.has(tool.name));
  const { renames: renamed, complete } = proposeRenames(gone, arrived);
  const renamedFrom = new Set(renamed.map((rename) => rename.from));
  const renamedTo = new Set(renamed.map((rename) => rename.to));
  const pairs: [Tool, Tool, boolean][] = [
    ...[...old.values()].flatMap((tool): [Tool, Tool, boolean][] => {
      const same = next.get(tool.name);
      return same ? [[tool, same, false]] : [];
    }),
    ...renamed.map((rename): [Tool, Tool, boolean] => [
      old.get(rename.from) as Tool,
      next.get(rename.to) as Tool,
      true,
    ]),
  ];
  const budget = { cells: MAX_DIFF_CELLS };
  const changed = pairs
    .flatMap(([a, b, isRename]) => changeOf(a, b, isRename, budget) ?? [])
    .sort((a, b) => a.name.localeCompare(b.name));
  const removed = sorted(gone.map((tool) => tool.name).filter((name) => !renamedFrom.has(name)));
  const breakingSchemas = changed.reduce(
    (sum, tool) => sum + tool.schema.filter((each) => each.class === 'breaking').length,
    0,
  );
  return {
    added: sorted(arrived.map((tool) => tool.name).filter((name) => !renamedTo.has(name))),
    removed,
    renamed,
    changed,
    unchanged: pairs.length - changed.length,
    breaking: removed.length + renamed.length + breakingSchemas,
    ...(complete ? {} : { renameSearch: 'same-words' as const }),
  };
};
