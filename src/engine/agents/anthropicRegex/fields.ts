import {
  ARGUMENT_DEPTH,
  ARGUMENT_LIMIT,
  descriptionAt,
  isRecord,
  schemaArguments,
} from '../../catalog/core';
import type { TargetTool } from '../target';

/**
 * The fields of a tool the regex tool search runs over, as the documentation lists them (see
 * target.ts): its name, its description, and each argument's name and description, the
 * arguments as toollens reads them (schemaArguments: 3 levels, 200 properties).
 */

export type Field = { label: string; text: string };

/** The fields, labelled as `why` names them. */
export const anthropicRegexFields = ({ tool, mcpName }: TargetTool): Field[] => [
  { label: 'name', text: mcpName },
  { label: 'description', text: descriptionAt(tool) },
  ...schemaArguments(tool.parameters).flatMap((argument) => [
    { label: `argument name ${argument.label}`, text: argument.name },
    ...(argument.description === undefined
      ? []
      : [{ label: `argument ${argument.label} description`, text: argument.description }]),
  ]),
];

/** A record as isRecord says, without its call for the values most often met (absent, a string). */
const record = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && isRecord(value);

/**
 * The fields' texts alone, in the same order: what the target keeps of a tool. The same walk as
 * schemaArguments (fields.property.test.ts checks the two agree), without the labels and JSON
 * Pointers it builds for every argument, which the first search of 50,000 tools would make and
 * drop.
 */
export const anthropicRegexTexts = ({ tool, mcpName }: TargetTool): string[] => {
  const texts = [mcpName, descriptionAt(tool)];
  let count = 0;
  // `node` is a record within ARGUMENT_DEPTH (schemaArguments checks both on entering a node;
  // here before, so each value is checked once).
  const visit = (node: Record<string, unknown>, depth: number): void => {
    const properties = node.properties;
    if (record(properties)) {
      for (const name of Object.keys(properties)) {
        if (count++ >= ARGUMENT_LIMIT) return;
        const property = properties[name];
        texts.push(name);
        if (!record(property)) continue;
        const description = property.description;
        if (typeof description === 'string') texts.push(description);
        if (depth < ARGUMENT_DEPTH) visit(property, depth + 1);
      }
    }
    const items = node.items;
    if (depth < ARGUMENT_DEPTH && record(items)) visit(items, depth + 1);
  };
  if (record(tool.parameters)) visit(tool.parameters, 0);
  // A copy its own length: an array grown by push keeps room to grow, a third more again.
  return texts.slice();
};
