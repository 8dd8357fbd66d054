import { isRecord, type JsonSchema, schemaArguments } from '../../../engine/core';
import { formatCount } from '../../shared/format';

/**
 * The rows of the Catalog's argument table: the arguments the ranker reads (schemaArguments,
 * so the table, the editor and the ranker agree), each with its type, whether it is required,
 * its description and the values it takes, in words a reader follows without knowing JSON
 * Schema. Every text is bounded, so a hostile schema draws a bounded table.
 */

export type ArgumentRow = {
  label: string;
  name: string;
  pointer: string;
  depth: number;
  type: string;
  required: boolean;
  description: string;
  /** "one of "a", "b"", "default 5": empty when the schema says neither. */
  values: string;
};

/** Characters of a description or a value list drawn in the table. */
const CELL_CHARS = 600;
/** Enum values listed before "… and N more". */
export const ENUM_SHOWN = 12;

const cut = (text: string, limit: number) =>
  text.length <= limit
    ? text
    : `${text.slice(0, limit)}… (${formatCount(text.length - limit)} more characters)`;

const show = (value: unknown) => cut(JSON.stringify(value) ?? String(value), 80);

/** A schema's type in words: `string`, `array of string`, `integer or null`, `any`. */
export const typeOf = (schema: unknown, depth = 0): string => {
  if (schema === true) return 'any';
  if (schema === false) return 'nothing';
  if (!isRecord(schema) || depth > 3) return 'any';
  const { type, items, format } = schema;
  const variants = Array.isArray(schema.anyOf) ? schema.anyOf : schema.oneOf;
  let named: string;
  if (typeof type === 'string') {
    named = type === 'array' && items !== undefined ? `array of ${typeOf(items, depth + 1)}` : type;
  } else if (Array.isArray(type)) {
    named = type.filter((each) => typeof each === 'string').join(' or ');
  } else if (Array.isArray(variants)) {
    named = variants.map((each) => typeOf(each, depth + 1)).join(' or ');
  } else if (isRecord(schema.properties)) {
    named = 'object';
  } else {
    named = 'any';
  }
  return typeof format === 'string' ? `${named} (${cut(format, 40)})` : named;
};

/** The values an argument takes, when the schema says: its enum, const and default. */
export const valuesOf = (schema: unknown): string => {
  if (!isRecord(schema)) return '';
  const parts: string[] = [];
  if (Array.isArray(schema.enum)) {
    const listed = schema.enum.slice(0, ENUM_SHOWN).map(show).join(', ');
    const more = schema.enum.length - ENUM_SHOWN;
    parts.push(`one of ${listed}${more > 0 ? ` … and ${formatCount(more)} more` : ''}`);
  }
  if (Object.hasOwn(schema, 'const')) parts.push(`always ${show(schema.const)}`);
  if (Object.hasOwn(schema, 'default')) parts.push(`default ${show(schema.default)}`);
  return parts.join('; ');
};

export const argumentRows = (parameters: JsonSchema): ArgumentRow[] =>
  schemaArguments(parameters).map((argument) => ({
    label: argument.label,
    name: argument.name,
    pointer: argument.pointer,
    depth: argument.depth,
    type: typeOf(argument.schema),
    required: argument.required,
    description: cut(argument.description ?? '', CELL_CHARS),
    values: valuesOf(argument.schema),
  }));
