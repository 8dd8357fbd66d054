import { type JsonSchema, schemaArguments } from '../catalog/core';

/**
 * The text of a tool's arguments, for the toollens ranker's `arguments` field: each property's
 * name and description from the JSON Schema, including the properties of nested objects and of
 * array items. Argument names are often the words a request uses ("base", "height", "zip code",
 * "file path") when the description is a single generic line.
 *
 * Only names and descriptions are read: types, enums and defaults are values, not vocabulary.
 * The walk and its bounds are schemaArguments' (catalog/schemaArguments.ts).
 */

export { ARGUMENT_LIMIT } from '../catalog/core';

/** One argument: its property name and, when the schema gives one, its description. */
export type ArgumentEntry = { name: string; description?: string };

/** The arguments of `schema`, in schema order, within the walk's bounds. */
export const argumentEntries = (schema: JsonSchema): ArgumentEntry[] =>
  schemaArguments(schema).map(({ name, description }) =>
    description === undefined ? { name } : { name, description },
  );

/**
 * The argument names and descriptions of `schema`, in schema order, as one text: each name, then
 * its description when it has one, a line each. Written as it walks (no entries, no parts to
 * join): a load reads every tool's.
 */
export const argumentText = (schema: JsonSchema): string => {
  let text = '';
  let first = true;
  for (const { name, description } of schemaArguments(schema)) {
    text += first ? name : `\n${name}`;
    first = false;
    if (description !== undefined) text += `\n${description}`;
  }
  return text;
};
