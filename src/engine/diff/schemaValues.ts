import { isRecord, own } from '../catalog/core';

/**
 * What one JSON Schema accepts, read the way a release diff compares two of them: the set of
 * JSON types it allows and the values its enum (or const) allows. Anything the schema does not
 * restrict is "any", so removing a `type` widens and adding one narrows.
 */

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

const JSON_TYPES: readonly JsonType[] = [
  'string',
  'number',
  'integer',
  'boolean',
  'object',
  'array',
  'null',
];

const isJsonType = (value: unknown): value is JsonType =>
  typeof value === 'string' && (JSON_TYPES as readonly string[]).includes(value);

/** The types a schema allows, or undefined when it allows any (no `type`, or none readable). */
export const typesOf = (schema: Record<string, unknown>): Set<JsonType> | undefined => {
  const type = own(schema, 'type');
  const listed = Array.isArray(type) ? type : type === undefined ? [] : [type];
  const types = listed.filter(isJsonType);
  return types.length === 0 ? undefined : new Set(types);
};

/** Does a schema of `types` accept every value of `type`? An integer is a number. */
const accepts = (types: ReadonlySet<JsonType> | undefined, type: JsonType): boolean =>
  types === undefined || types.has(type) || (type === 'integer' && types.has('number'));

/** Every type of `inner` is accepted by `outer` (undefined: any). */
export const typesWithin = (
  inner: ReadonlySet<JsonType> | undefined,
  outer: ReadonlySet<JsonType> | undefined,
): boolean =>
  inner === undefined ? outer === undefined : [...inner].every((type) => accepts(outer, type));

/** `string`, `string | null`, or `any`: the words a report shows for a type set. */
export const typeWords = (types: ReadonlySet<JsonType> | undefined): string =>
  types === undefined ? 'any' : [...types].join(' | ');

/**
 * The values a schema's `enum` or `const` allows, each as its JSON text so `1` and `"1"` stay
 * apart, or undefined when it lists none.
 */
export const enumOf = (schema: Record<string, unknown>): string[] | undefined => {
  const values = own(schema, 'enum');
  if (Array.isArray(values)) return [...new Set(values.map((value) => JSON.stringify(value)))];
  return Object.hasOwn(schema, 'const') ? [JSON.stringify(own(schema, 'const'))] : undefined;
};

/** `"a" | "b"`: the words a report shows for an enum. */
export const enumWords = (values: readonly string[]): string => values.join(' | ');

/** An object schema's properties by name (own keys only, each a schema object). */
export const propertiesOf = (
  schema: Record<string, unknown>,
): Map<string, Record<string, unknown>> => {
  const properties = own(schema, 'properties');
  if (!isRecord(properties)) return new Map();
  return new Map(
    Object.keys(properties).flatMap((name) => {
      const property = own(properties, name);
      return [[name, isRecord(property) ? property : {}] as const];
    }),
  );
};

/** The names an object schema requires. */
export const requiredOf = (schema: Record<string, unknown>): Set<string> => {
  const required = own(schema, 'required');
  return new Set(
    Array.isArray(required) ? required.filter((name) => typeof name === 'string') : [],
  );
};

/** Closed when `additionalProperties` is `false`; absent, `true` or a schema leave it open. */
export const closedTo = (schema: Record<string, unknown>): boolean =>
  own(schema, 'additionalProperties') === false;

/** An array schema's one items schema, or undefined (no items, or a tuple's list). */
export const itemsOf = (schema: Record<string, unknown>): Record<string, unknown> | undefined => {
  const items = own(schema, 'items');
  return isRecord(items) ? items : undefined;
};
