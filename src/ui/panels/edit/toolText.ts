import type { Tool } from '../../../engine/core';
import type { ToolDetail } from '../../../worker/boundary';

/**
 * The part of a tool an author edits in place: its name, description and tags. Everything
 * else (the schema, concepts, scaffolding) is carried over from the tool as the worker holds
 * it, so an edit never touches what the editor does not show.
 */
export type ToolText = {
  name: string;
  description: string;
  capabilities: string[];
  domains: string[];
  entities: string[];
  /** Which tag lists toollens derived from the name or server rather than read from the file. */
  derived: { capabilities?: boolean; domains?: boolean };
};

/** The fields the editor shows, in its order. */
export const TAG_FIELDS = ['capabilities', 'domains', 'entities'] as const;
export type TagField = (typeof TAG_FIELDS)[number];

export const textOf = (detail: ToolDetail): ToolText => ({
  name: detail.name,
  description: detail.description,
  capabilities: [...detail.capabilities],
  domains: [...detail.domains],
  entities: [...detail.entities],
  derived: { ...detail.derived },
});

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

/** The fields that differ between two versions of a tool's text. */
export const changedFields = (before: ToolText, after: ToolText): (keyof ToolText)[] => {
  const fields: (keyof ToolText)[] = [];
  if (before.name !== after.name) fields.push('name');
  if (before.description !== after.description) fields.push('description');
  for (const field of TAG_FIELDS) {
    if (!sameList(before[field], after[field])) fields.push(field);
  }
  return fields;
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

/** A catalog name check the engine also applies on export (OpenAI and Anthropic's rule). */
export const VALID_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

/**
 * Why `name` cannot be the new name of the tool now named `current`: another tool has it, or
 * has it but for case (`READ_PDF` beside `read_pdf` reads as the same tool to a model and a
 * person). Renaming a tool to a new case of its own name is fine. Undefined when it is free.
 */
export const nameClash = (
  name: string,
  current: string,
  names: readonly string[],
): string | undefined => {
  if (name === current) return undefined;
  const lower = name.toLowerCase();
  const other = names.find((each) => each !== current && each.toLowerCase() === lower);
  if (other === undefined) return undefined;
  return other === name
    ? `Another tool is already named "${name}".`
    : `Another tool is named "${other}", which differs from "${name}" only by case: choose a name that differs by more than case.`;
};

/**
 * The whole tool the worker re-indexes: the edited text over the tool as it stands. A live
 * description becomes plain text once edited, the text the author saw.
 */
export const toolFrom = (detail: ToolDetail, text: ToolText): Tool => ({
  name: text.name,
  description: text.description,
  parameters: detail.parameters,
  capabilities: text.capabilities,
  domains: text.domains,
  entities: text.entities,
  relationships: detail.relationships,
  concepts: detail.concepts.map((concept) => concept.id),
  ...(detail.scaffolding ? { scaffolding: true } : {}),
  ...(text.derived.capabilities || text.derived.domains ? { derived: text.derived } : {}),
});

/** True when the tool as the worker holds it is exactly `text` (for re-applying saved edits). */
export const matchesText = (detail: ToolDetail, text: ToolText): boolean =>
  changedFields(textOf(detail), text).length === 0;
