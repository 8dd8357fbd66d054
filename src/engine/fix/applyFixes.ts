import type { Catalog, Tool } from '../catalog/core';
import { renameProblem } from '../edit';
import { ToollensError } from '../errors';
import { hasWords, leverText, withFix } from './placement';
import { appendSentence, parseUse, sentenceOfUses, type Use } from './sentence';
import type { Proposal, ToolFix } from './types';

/**
 * applyFixes: proposals applied in order as ordinary edits (placement.ts `withFix`, through the
 * tool-edit model). Proposals made apart may touch one tool: an edit whose words the tool's text
 * already has is skipped; the description fixes of one tool become one appended sentence naming
 * every use (sentence.ts), a hint edit adds its words after what is there now;
 * a title is set only on a tool without one. A name changes only for a rename proposal, and only
 * to a name no other tool has.
 */

/** The lever's text after `fix`, applied over the tool as it is now; undefined to skip it. */
const textAfter = (tool: Tool, fix: ToolFix): string | undefined => {
  const now = leverText(tool, fix.lever, fix.pointer);
  if (fix.lever === 'always-load') return now === fix.after ? undefined : fix.after;
  if (fix.lever === 'name') return fix.after;
  if (now === fix.before) return fix.after;
  if (fix.words.length > 0 && hasWords(now, fix.words)) return undefined;
  if (fix.lever === 'title') return now === '' ? fix.after : undefined;
  // The edit added text after what was there: add the same after what is there now (a
  // sentence as a sentence, with one full stop before it).
  if (!fix.after.startsWith(fix.before)) return undefined;
  const added = fix.after.slice(fix.before.length);
  return fix.lever === 'search-hint' ? now + added : appendSentence(now, added);
};

/**
 * The use a description fix adds to the catalog's own description, when it adds one sentence
 * made by placement.ts (so the tool's uses can be merged into one sentence); undefined otherwise.
 */
const addedUse = (original: Tool, fix: ToolFix): Use | undefined =>
  fix.lever === 'description' &&
  fix.before === leverText(original, 'description') &&
  fix.after.startsWith(fix.before)
    ? parseUse(fix.after.slice(fix.before.length).replace(/^[.\s]+/, ''))
    : undefined;

/**
 * The catalog with `proposals` applied in order, each edit an ordinary edit of the tool-edit
 * model; the catalog given is not changed. A tool is renamed only by a proposal marked breaking.
 */
export const applyFixes = (catalog: Catalog, proposals: readonly Proposal[]): Catalog => {
  const tools = [...catalog.tools];
  const at = new Map(tools.map((tool, i) => [tool.name, i]));
  // A tool's fixes name it as it was; a rename keeps the old name's place. A tool is renamed once.
  const renamed = new Set<number>();
  const uses = new Map<number, Use[]>();
  for (const proposal of proposals) {
    for (const fix of proposal.edits) {
      const i = at.get(fix.tool);
      const tool = i === undefined ? undefined : tools[i];
      if (i === undefined || tool === undefined)
        throw new ToollensError(`toollens: a fix edits ${fix.tool}, which the catalog lacks`);
      if (fix.lever === 'name' && !proposal.breaking)
        throw new ToollensError(
          `toollens: proposal ${proposal.id} renames ${fix.tool} but is not marked breaking`,
        );
      const original = catalog.tools[i] as Tool;
      const use = addedUse(original, fix);
      // A tool's description fixes become one appended sentence naming every use.
      const merged =
        use && !hasWords(leverText(tool, 'description'), fix.words)
          ? [...(uses.get(i) ?? []), use]
          : undefined;
      if (merged) uses.set(i, merged);
      const after = merged
        ? appendSentence(leverText(original, 'description'), sentenceOfUses(merged))
        : use
          ? undefined
          : textAfter(tool, fix);
      if (after === undefined || (fix.lever === 'name' && renamed.has(i))) continue;
      if (fix.lever === 'name') {
        const problem = renameProblem(
          after,
          tool.name,
          tools.map((other) => other.name),
        );
        if (problem) throw new ToollensError(`toollens: ${proposal.id}: ${problem}`);
      }
      const edited = withFix(tool, { ...fix, after });
      tools[i] = edited;
      if (edited.name !== tool.name) {
        renamed.add(i);
        at.set(edited.name, i);
      }
    }
  }
  return { ...catalog, tools };
};
