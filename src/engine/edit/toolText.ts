import {
  descriptionAt,
  schemaArguments,
  type Tool,
  withArgumentDescriptions,
} from '../catalog/core';
import { plural } from '../text/core';

/**
 * One argument's description as the editor shows it: where it is (its JSON Pointer, stable
 * across edits, and a label for people) and its text ('' when the schema gives none).
 */
export type ArgumentText = { pointer: string; label: string; description: string };

/**
 * The tool-edit model. The part of a tool an author edits in place: its name, title, description,
 * tags and the descriptions of its arguments. Everything else (the rest of the schema, concepts,
 * scaffolding, `annotations.title`) is carried over from the tool as the engine holds it, so an edit never touches
 * what the editor does not show. A live description is edited as the text it shows now.
 */
export type ToolText = {
  name: string;
  /**
   * MCP's `title`, the one clients show first and Codex searches; '' when it has none. Absent in
   * edits saved before it could be edited: such an edit leaves the title as it is.
   */
  title?: string;
  description: string;
  capabilities: string[];
  domains: string[];
  entities: string[];
  /** Which tag lists toollens derived from the name or server rather than read from the file. */
  derived: { capabilities?: boolean; domains?: boolean };
  /**
   * The argument descriptions the ranker reads (schemaArguments), in schema order. Absent in
   * edits saved before they could be edited: such an edit leaves the arguments as they are.
   */
  arguments?: ArgumentText[];
  /**
   * The search hint an MCP tool carries for Claude Code (`_meta["anthropic/searchHint"]`), ''
   * when it has none. Absent in edits saved before it could be edited: such an edit leaves the
   * hint as it is.
   */
  searchHint?: string;
};

/** The fields the editor shows, in its order. */
export const TAG_FIELDS = ['capabilities', 'domains', 'entities'] as const;
export type TagField = (typeof TAG_FIELDS)[number];

/** The text an author edits of `tool`. */
export const textOf = (tool: Tool): ToolText => ({
  name: tool.name,
  title: tool.title ?? '',
  description: descriptionAt(tool),
  capabilities: [...tool.capabilities],
  domains: [...tool.domains],
  entities: [...tool.entities],
  derived: { ...tool.derived },
  arguments: argumentsOf(tool.parameters),
  searchHint: tool.agentHints?.searchHint ?? '',
});

const argumentsOf = (parameters: Tool['parameters']): ArgumentText[] =>
  schemaArguments(parameters).map(({ pointer, label, description }) => ({
    pointer,
    label,
    description: description ?? '',
  }));

/** Tags typed as a comma-separated list: trimmed, empties and repeats dropped, order kept. */
export const parseTags = (text: string): string[] => [
  ...new Set(
    text
      .split(',')
      .map((tag) => tag.trim())
      .filter((tag) => tag !== ''),
  ),
];

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/** One argument whose description differs between two versions of a tool's text. */
export type ArgumentChange = { pointer: string; label: string; before: string; after: string };

/**
 * The argument descriptions that differ, in `after`'s order. None when either side does not
 * carry its arguments (an edit saved before they were editable says nothing about them).
 */
export const changedArguments = (before: ToolText, after: ToolText): ArgumentChange[] => {
  if (!before.arguments || !after.arguments) return [];
  const was = new Map(before.arguments.map((argument) => [argument.pointer, argument]));
  return after.arguments.flatMap(({ pointer, label, description }) => {
    const old = was.get(pointer)?.description ?? '';
    return old === description ? [] : [{ pointer, label, before: old, after: description }];
  });
};

/** The fields that differ between two versions of a tool's text. */
export const changedFields = (before: ToolText, after: ToolText): (keyof ToolText)[] => {
  const fields: (keyof ToolText)[] = [];
  if (before.name !== after.name) fields.push('name');
  if (before.title !== undefined && after.title !== undefined && before.title !== after.title) {
    fields.push('title');
  }
  if (before.description !== after.description) fields.push('description');
  for (const field of TAG_FIELDS) {
    if (!sameList(before[field], after[field])) fields.push(field);
  }
  if (changedArguments(before, after).length > 0) fields.push('arguments');
  if (
    before.searchHint !== undefined &&
    after.searchHint !== undefined &&
    before.searchHint !== after.searchHint
  ) {
    fields.push('searchHint');
  }
  return fields;
};

/** "a, b and c" */
const listed = (parts: string[]) =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

/**
 * What an edit changed, in words: "the description and 2 argument descriptions". Empty when
 * nothing changed.
 */
export const describeChanges = (before: ToolText, after: ToolText): string => {
  const fields = changedFields(before, after);
  const parts: string[] = [];
  if (fields.includes('name')) parts.push(`the name (was ${before.name})`);
  if (fields.includes('title')) parts.push('the title');
  if (fields.includes('description')) parts.push('the description');
  for (const field of TAG_FIELDS) if (fields.includes(field)) parts.push(`the ${field}`);
  const args = changedArguments(before, after).length;
  if (args > 0) parts.push(plural(args, 'argument description'));
  if (fields.includes('searchHint')) parts.push('the search hint');
  return listed(parts);
};

/**
 * The new text with its derived marks settled: a derived tag list the author changed is the
 * author's own from then on, one left alone stays marked as derived.
 */
export const settleDerived = (before: ToolText, after: ToolText): ToolText => {
  const changed = new Set(changedFields(before, after));
  const derived: ToolText['derived'] = {};
  if (before.derived.capabilities && !changed.has('capabilities')) derived.capabilities = true;
  if (before.derived.domains && !changed.has('domains')) derived.domains = true;
  return { ...after, derived };
};

/**
 * The whole tool the engine re-indexes: the edited text over the tool as it stands. A live
 * description becomes plain text once edited, the text the author saw.
 */
export const toolFrom = (tool: Tool, text: ToolText): Tool => ({
  name: text.name,
  ...titleFrom(tool, text),
  ...(tool.annotationTitle === undefined ? {} : { annotationTitle: tool.annotationTitle }),
  description: text.description,
  // Only the descriptions that changed are written: one the editor shows as '' because it is
  // not a string in the file stays as the file has it.
  parameters:
    text.arguments === undefined
      ? tool.parameters
      : withArgumentDescriptions(
          tool.parameters,
          changedArguments(textOf(tool), text).map(({ pointer, after }) => ({
            pointer,
            description: after,
          })),
        ),
  capabilities: text.capabilities,
  domains: text.domains,
  entities: text.entities,
  relationships: tool.relationships,
  concepts: tool.concepts,
  ...(tool.scaffolding ? { scaffolding: true } : {}),
  ...(text.derived.capabilities || text.derived.domains ? { derived: text.derived } : {}),
  ...(tool.origin ? { origin: tool.origin } : {}),
  ...hintsFrom(tool, text),
});

/** The edited title; an emptied one is removed (the tool then shows `annotations.title` or its name). */
const titleFrom = (tool: Tool, text: ToolText): Pick<Tool, 'title'> => {
  const title = text.title === undefined ? tool.title : text.title;
  return title === undefined || title === '' ? {} : { title };
};

/** The tool's agent hints with the edited search hint (an empty one removed), or none. */
const hintsFrom = (tool: Tool, text: ToolText): Pick<Tool, 'agentHints'> => {
  const { searchHint: _old, ...others } = tool.agentHints ?? {};
  const hint = text.searchHint === undefined ? tool.agentHints?.searchHint : text.searchHint.trim();
  const hints = { ...others, ...(hint ? { searchHint: hint } : {}) };
  return Object.keys(hints).length > 0 ? { agentHints: hints } : {};
};

/** True when the tool as the engine holds it is exactly `text` (for re-applying saved edits). */
export const matchesText = (tool: Tool, text: ToolText): boolean =>
  changedFields(textOf(tool), text).length === 0;
