import type { JsonSchema } from '../catalog/types';
import { isRecord } from '../catalog/values';

/**
 * The text of a tool's arguments, for the toollens ranker's `arguments` field: each property's
 * name and description from the JSON Schema, including the properties of nested objects and of
 * array items. Argument names are often the words a request uses ("base", "height", "zip code",
 * "file path") when the description is a single generic line.
 *
 * Only names and descriptions are read: types, enums and defaults are values, not vocabulary.
 * Bounded in depth and in count, so a hostile 10k-deep or 100k-wide schema costs nothing.
 */

/** Nesting levels read below the top-level properties. Default 3. */
export const ARGUMENT_DEPTH = 3;
/** The most properties read from one schema. Default 200. */
export const ARGUMENT_LIMIT = 200;

/** One argument: its property name and, when the schema gives one, its description. */
export type ArgumentEntry = { name: string; description?: string };

/**
 * The arguments of `schema`, in schema order: top-level properties, then (depth first) those of
 * nested objects and array items, within the same bounds as the ranker's text.
 */
export const argumentEntries = (schema: JsonSchema): ArgumentEntry[] => {
  const entries: ArgumentEntry[] = [];
  let count = 0;
  const visit = (node: unknown, depth: number): void => {
    if (!isRecord(node) || depth > ARGUMENT_DEPTH) return;
    const properties = node.properties;
    if (isRecord(properties)) {
      for (const [name, property] of Object.entries(properties)) {
        if (count++ >= ARGUMENT_LIMIT) return;
        if (!isRecord(property)) {
          entries.push({ name });
          continue;
        }
        const description = property.description;
        entries.push(typeof description === 'string' ? { name, description } : { name });
        visit(property, depth + 1);
      }
    }
    if (isRecord(node.items)) visit(node.items, depth + 1);
  };
  visit(schema, 0);
  return entries;
};

/** The argument names and descriptions of `schema`, in schema order, as one text. */
export const argumentText = (schema: JsonSchema): string =>
  argumentEntries(schema)
    .flatMap((entry) =>
      entry.description === undefined ? [entry.name] : [entry.name, entry.description],
    )
    .join('\n');
