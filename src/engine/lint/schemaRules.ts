import { isRecord, type JsonSchema } from '../catalog/core';
import type { LintRule, Severity } from './types';

export type SchemaProblem = { rule: LintRule; severity: Severity; message: string; fix: string };

/** Keys that give a property a type without saying `type`. */
const TYPED_BY = ['type', '$ref', 'anyOf', 'oneOf', 'allOf', 'enum', 'const'];

/** How deep a wrapper's fields are followed: a schema nested deeper is taken as it says. */
const WRAPPER_DEPTH = 8;

/**
 * A property says what it is for: it has a description, or it is a wrapper object (`params`)
 * whose every field does, at any depth. An object without fields documents nothing.
 */
const documented = (property: Record<string, unknown>, depth = 0): boolean => {
  if (typeof property.description === 'string') return true;
  const fields = property.properties;
  if (depth >= WRAPPER_DEPTH || !isRecord(fields)) return false;
  const nested = Object.values(fields);
  return (
    nested.length > 0 && nested.every((field) => isRecord(field) && documented(field, depth + 1))
  );
};

/**
 * The checks a provider makes before it accepts a tool, plus the ones that make a tool hard to
 * call well: parameters must be an object schema, `required` must name real properties, and
 * every property should say its type and what it is for.
 */
export const checkSchema = (schema: JsonSchema): SchemaProblem[] => {
  const problems: SchemaProblem[] = [];
  if (schema.type !== 'object') {
    problems.push({
      rule: 'invalid-schema',
      severity: 'error',
      message: `The parameter schema's type is ${JSON.stringify(schema.type)}, not "object".`,
      fix: 'Make the top level {"type": "object", "properties": {…}}; providers require it.',
    });
  }
  const properties = schema.properties;
  if (properties !== undefined && !isRecord(properties)) {
    problems.push({
      rule: 'invalid-schema',
      severity: 'error',
      message: '"properties" is not an object.',
      fix: 'Map each parameter name to its schema: {"properties": {"id": {"type": "string"}}}.',
    });
    return problems;
  }
  const names = Object.keys(properties ?? {});
  const required = schema.required;
  if (required !== undefined) {
    const list = Array.isArray(required) ? required : undefined;
    const unknown = list?.filter((name) => typeof name !== 'string' || !names.includes(name)) ?? [];
    if (!list || unknown.length > 0) {
      problems.push({
        rule: 'invalid-schema',
        severity: 'error',
        message: list
          ? `"required" names ${unknown.map((name) => JSON.stringify(name)).join(', ')}, not in "properties".`
          : '"required" is not an array of property names.',
        fix: 'List in "required" only names defined in "properties".',
      });
    }
  }
  const untyped = names.filter((name) => {
    const property = properties?.[name];
    return !isRecord(property) || !TYPED_BY.some((key) => key in property);
  });
  if (untyped.length > 0) {
    problems.push({
      rule: 'untyped-parameter',
      severity: 'warning',
      message: `Parameters without a type: ${untyped.join(', ')}.`,
      fix: 'Give each parameter a "type" (or enum, anyOf…) so the model sends the right kind of value.',
    });
  }
  const undocumented = names.filter((name) => {
    const property = properties?.[name];
    return isRecord(property) && !documented(property);
  });
  if (undocumented.length > 0) {
    problems.push({
      rule: 'undocumented-parameter',
      severity: 'info',
      message: `Parameters without a description: ${undocumented.join(', ')}.`,
      fix: 'Describe what each parameter means, its format and its default.',
    });
  }
  return problems;
};
