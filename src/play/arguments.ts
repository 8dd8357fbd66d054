import { Validator } from '@cfworker/json-schema';
import type { Tool } from '../engine/core';

/**
 * Whether a model's arguments fit the tool's input schema, by @cfworker/json-schema: a
 * validator that needs no `eval` (the page's Content-Security-Policy forbids it, which rules out
 * Ajv's compiled validators in the browser) and reads drafts 4 to 2020-12. The MCP SDK names it
 * as its own browser-safe validator. A schema it cannot read is reported, not thrown.
 */

const validators = new WeakMap<object, Validator>();

const validatorFor = (tool: Tool): Validator => {
  const schema = tool.parameters as object;
  let validator = validators.get(schema);
  if (!validator) {
    // shortCircuit false: every complaint, so the report can say what was wrong.
    validator = new Validator(schema as never, '2020-12', false);
    validators.set(schema, validator);
  }
  return validator;
};

/** The schema's complaints about `args` (the innermost ones first); empty when they fit. */
export const argumentProblems = (tool: Tool, args: unknown): string[] => {
  try {
    const result = validatorFor(tool).validate(args);
    if (result.valid) return [];
    // The validator reports a failing property and then why; the why is the useful line.
    return [...new Set(result.errors.map((error) => `${error.instanceLocation}: ${error.error}`))]
      .filter((line) => !/does not match schema\.$/.test(line))
      .slice(0, 5);
  } catch (error) {
    return [`the tool's schema could not be read: ${(error as Error).message}`];
  }
};
