/**
 * Edit: the tool-edit model. A tool's editable text, its changes and the rule for a tool's name;
 * plain functions over a Tool, light throughout. Other stages and the engine's entries import the
 * stage from here, never a module by path (`src/test/importRules.ts`).
 */

export { isValidToolName, renameProblem, TOOL_NAME_CHARS } from './toolName';
export {
  type ArgumentChange,
  type ArgumentText,
  changedArguments,
  changedFields,
  describeChanges,
  matchesText,
  parseTags,
  settleDerived,
  TAG_FIELDS,
  type TagField,
  type ToolText,
  textOf,
  toolFrom,
} from './toolText';
