import { ToollensError } from '../errors';
import type { JsonSchema } from './types';
import { isRecord, quote } from './values';

/**
 * The arguments of a tool's JSON Schema, walked once for everything that reads them: the
 * toollens ranker's `arguments` text (search/argumentText.ts), the Catalog's argument table and
 * the editor's argument descriptions. One walk, so the arguments an author can edit are exactly
 * the ones the ranker reads.
 *
 * Bounded in depth and in count, so a hostile 10k-deep or 100k-wide schema costs nothing.
 */

/** Nesting levels read below the top-level properties. Default 3. */
export const ARGUMENT_DEPTH = 3;
/** The most properties read from one schema. Default 200. */
export const ARGUMENT_LIMIT = 200;

export type SchemaArgument = {
  /** The property's own name, e.g. `encoding`. */
  name: string;
  /** Its place for a reader: `options.encoding`, `files[].path`. */
  label: string;
  /** Its JSON Pointer (RFC 6901) from the schema's root: `/properties/options/properties/encoding`. */
  pointer: string;
  /** 0 for a top-level property, 1 for a property of one of those, … */
  depth: number;
  /** Its schema: a record, or whatever the catalog put there. */
  schema: unknown;
  /** Listed in the `required` array of the object that holds it. */
  required: boolean;
  /** The schema's description, when it is a string. */
  description?: string;
};

/** RFC 6901: `~` and `/` in a key are written `~0` and `~1`. */
const escapeKey = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');
const unescapeKey = (key: string) => key.replaceAll('~1', '/').replaceAll('~0', '~');

/**
 * The arguments of `schema`, in schema order: each top-level property, then (depth first) those
 * of its nested objects and array items, within ARGUMENT_DEPTH and ARGUMENT_LIMIT.
 */
export const schemaArguments = (schema: JsonSchema): SchemaArgument[] => {
  const found: SchemaArgument[] = [];
  let count = 0;
  const visit = (node: unknown, depth: number, pointer: string, label: string): void => {
    if (!isRecord(node) || depth > ARGUMENT_DEPTH) return;
    const properties = node.properties;
    if (isRecord(properties)) {
      const required = Array.isArray(node.required) ? node.required : [];
      for (const [name, property] of Object.entries(properties)) {
        if (count++ >= ARGUMENT_LIMIT) return;
        const at = `${pointer}/properties/${escapeKey(name)}`;
        const named = label === '' ? name : `${label}.${name}`;
        const description = isRecord(property) ? property.description : undefined;
        found.push({
          name,
          label: named,
          pointer: at,
          depth,
          schema: property,
          required: required.includes(name),
          ...(typeof description === 'string' ? { description } : {}),
        });
        visit(property, depth + 1, at, named);
      }
    }
    if (isRecord(node.items)) visit(node.items, depth + 1, `${pointer}/items`, `${label}[]`);
  };
  visit(schema, 0, '', '');
  return found;
};

/** A new description for the argument at `pointer` (a SchemaArgument's); '' removes it. */
export type ArgumentDescription = { pointer: string; description: string };

/**
 * `schema` with the given argument descriptions written in. Only the objects on each pointer's
 * path are copied, so the schema passed in (the catalog's, possibly shared) is never changed.
 * A pointer that names no argument is an error: an edit must not land somewhere else.
 */
export const withArgumentDescriptions = (
  schema: JsonSchema,
  descriptions: readonly ArgumentDescription[],
): JsonSchema => {
  const known = new Set(schemaArguments(schema).map((argument) => argument.pointer));
  let root: Record<string, unknown> = schema;
  for (const { pointer, description } of descriptions) {
    if (!known.has(pointer)) {
      throw new ToollensError(`toollens: the schema has no argument at ${quote(pointer)}`);
    }
    const keys = pointer.split('/').slice(1).map(unescapeKey);
    const write = (node: unknown, at: number): Record<string, unknown> => {
      // A boolean schema (`true`: anything) holding a description becomes `{description}`.
      const record = isRecord(node) ? node : {};
      if (at === keys.length) {
        // Rewritten in place, so the key keeps its position in the declaration's text.
        const entries = Object.entries(record).filter(([key]) => key !== 'description');
        if (description === '') return Object.fromEntries(entries);
        return Object.hasOwn(record, 'description')
          ? Object.fromEntries(
              Object.entries(record).map(([key, value]) => [
                key,
                key === 'description' ? description : value,
              ]),
            )
          : { ...record, description };
      }
      const key = keys[at] as string;
      return { ...record, [key]: write(record[key], at + 1) };
    };
    root = write(root, 0);
  }
  return root;
};
