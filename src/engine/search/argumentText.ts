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

/** The argument names and descriptions of `schema`, in schema order, as one text. */
export const argumentText = (schema: JsonSchema): string => {
  const parts: string[] = [];
  let count = 0;
  const visit = (node: unknown, depth: number): void => {
    if (!isRecord(node) || depth > ARGUMENT_DEPTH) return;
    const properties = node.properties;
    if (isRecord(properties)) {
      for (const [name, property] of Object.entries(properties)) {
        if (count++ >= ARGUMENT_LIMIT) return;
        parts.push(name);
        if (!isRecord(property)) continue;
        if (typeof property.description === 'string') parts.push(property.description);
        visit(property, depth + 1);
      }
    }
    if (isRecord(node.items)) visit(node.items, depth + 1);
  };
  visit(schema, 0);
  return parts.join('\n');
};
