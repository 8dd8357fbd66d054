/**
 * The rule for a tool's name, one for the catalog report (lint) and the editor: the names OpenAI
 * and Anthropic accept for tools, and no two tools whose names differ only by case.
 */

/** What a tool's name may be made of, in words (lint's fix and the editor's refusal). */
export const TOOL_NAME_CHARS = 'letters, digits, "_" and "-", at most 64 characters';

const VALID_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

/** Whether OpenAI and Anthropic accept `name` as a tool's name. */
export const isValidToolName = (name: string): boolean => VALID_NAME.test(name);

/**
 * Why `name` cannot be the new name of the tool now named `current`: it is not a valid name, or
 * another tool has it, or has it but for case (`READ_PDF` beside `read_pdf` reads as the same
 * tool to a model and a person). Renaming a tool to a new case of its own name is fine.
 * Undefined when the name may be taken.
 */
export const renameProblem = (
  name: string,
  current: string,
  names: readonly string[],
): string | undefined => {
  if (!isValidToolName(name)) return `"${name}" is not a valid tool name: use ${TOOL_NAME_CHARS}.`;
  if (name === current) return undefined;
  const lower = name.toLowerCase();
  const other = names.find((each) => each !== current && each.toLowerCase() === lower);
  if (other === undefined) return undefined;
  return other === name
    ? `Another tool is already named "${name}".`
    : `Another tool is named "${other}", which differs from "${name}" only by case: choose a name that differs by more than case.`;
};
