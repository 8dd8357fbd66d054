import {
  boundDiff,
  type CatalogDiff,
  type ChangedTool,
  type EvalRanker,
  type FindabilityChange,
  plural,
  type SchemaChange,
  type WordPart,
} from '../../engine';
import { fixed, table } from '../table';

/**
 * The human report of `diff`: the counts, the tools removed, renamed and added, each changed
 * tool with its description's word diff and its schema changes, then the findability table.
 * Added and removed words are marked `{+new+}` and `[-old-]`, readable without colour (and in
 * a CI log); long unchanged runs are cut as the page cuts them (boundDiff).
 */

/** The whole result, as `--json` prints it and the report reads it. */
export type DiffResult = {
  old: { label: string; tools: number };
  new: { label: string; tools: number };
  diff: CatalogDiff;
  /** Present with --queries: every query under every ranker, worst fall first. */
  findability?: { rankers: EvalRanker[]; k: number; rows: FindabilityChange[] };
};

/** A word diff as one marked text: `[-old-]{+new+}`, unchanged runs as they are. */
export const markedDiff = (parts: readonly WordPart[]): string =>
  boundDiff(parts)
    .map((part) => {
      if (part.kind === 'elided') return `…(${plural(part.chars, 'char')})…`;
      if (part.kind === 'removed') return `[-${part.text}-]`;
      if (part.kind === 'added') return `{+${part.text}+}`;
      return part.text;
    })
    .join('');

const changeLine = (change: SchemaChange): string[] => [
  change.path === '' ? '(root)' : change.path,
  change.kind,
  change.class,
  change.before === undefined ? '' : `${change.before} → ${change.after}`,
];

/** Every line of `text` moved right by `by` spaces. */
const indent = (text: string, by: number) => text.replace(/^/gm, ' '.repeat(by));

const toolBlock = (tool: ChangedTool): string => {
  const lines = [
    `  ${tool.renamedFrom ? `${tool.renamedFrom} → ${tool.name}` : tool.name} (${tool.class})`,
  ];
  if (tool.title) lines.push(indent(`title: ${markedDiff(tool.title)}`, 4));
  if (tool.annotationTitle) {
    lines.push(indent(`annotations.title: ${markedDiff(tool.annotationTitle)}`, 4));
  }
  if (tool.description) {
    lines.push(indent(`description: ${markedDiff(tool.description)}`, 4));
  }
  if (tool.schema.length > 0) {
    lines.push(
      indent(table(['property', 'change', 'class', 'type'], tool.schema.map(changeLine)), 4),
    );
  }
  return lines.join('\n');
};

const rank = (value: number | null) => (value === null ? '—' : String(value));

const findabilityBlock = (findability: NonNullable<DiffResult['findability']>): string[] => {
  const { rows, k, rankers } = findability;
  const fell = rows.filter((row) => row.fall > 0).length;
  const rose = rows.filter((row) => row.fall < 0).length;
  const moved = rows.filter((row) => row.fall !== 0);
  return [
    '',
    `findability (${rankers.join(', ')}; first relevant tool's rank in the top ${k}, — past it): ${fell} fell, ${rose} rose, ${rows.length - moved.length} unchanged`,
    ...(moved.length === 0
      ? ['no query moved']
      : [
          table(
            ['ranker', 'id', 'query', 'before', 'after', 'fall'],
            moved.map((row) => [
              row.ranker,
              row.queryId,
              row.query.slice(0, 60),
              rank(row.before),
              rank(row.after),
              row.fall > 0 ? `↓${row.fall}` : `↑${-row.fall}`,
            ]),
          ),
        ]),
  ];
};

export const renderDiff = (result: DiffResult): string => {
  const { diff } = result;
  const breakingTools = diff.changed.filter((tool) => tool.class === 'breaking').length;
  const lines = [
    `old = ${result.old.label} (${plural(result.old.tools, 'tool')}), new = ${result.new.label} (${plural(result.new.tools, 'tool')})`,
    `${diff.added.length} added, ${diff.removed.length} removed, ${diff.renamed.length} renamed, ${diff.changed.length} changed (${breakingTools} breaking), ${diff.unchanged} unchanged; ${plural(diff.breaking, 'breaking change')}`,
  ];
  if (diff.renameSearch === 'same-words') {
    lines.push(
      'note: too many tools left and arrived to compare every pair; renames were looked for only between names with the same words',
    );
  }
  if (diff.removed.length > 0) {
    lines.push('', 'removed (breaking: a call by the name fails):');
    lines.push(...diff.removed.map((name) => `  - ${name}`));
  }
  if (diff.renamed.length > 0) {
    lines.push(
      '',
      'renamed, proposed from alike names and schemas (breaking: a call by the old name fails):',
    );
    lines.push(
      indent(
        table(
          ['old', 'new', 'names alike', 'schemas alike'],
          diff.renamed.map((rename) => [
            rename.from,
            rename.to,
            fixed(rename.nameSimilarity),
            fixed(rename.schemaSimilarity),
          ]),
        ),
        2,
      ),
    );
  }
  if (diff.added.length > 0) {
    lines.push('', 'added:', ...diff.added.map((name) => `  + ${name}`));
  }
  if (diff.changed.length > 0) {
    lines.push('', 'changed:', ...diff.changed.map(toolBlock));
  }
  if (result.findability) lines.push(...findabilityBlock(result.findability));
  return lines.join('\n');
};
