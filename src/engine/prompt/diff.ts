import { diffLines, diffWordsWithSpace } from 'diff';
import type { AssembledPrompt, SectionId } from './assemble';

/**
 * The difference between two assembled prompts, for the prompt panel: jsdiff does the diff
 * (line by line, then word by word inside changed lines would be its job too); each part is
 * tagged with the section of the newer prompt it falls in, so the UI can say where it changed.
 * This is the only module that imports `diff`.
 */
export type DiffPart = {
  kind: 'same' | 'added' | 'removed';
  text: string;
  /** The section of the newer prompt this part is in (for removed text: where it was). */
  section: SectionId | undefined;
};

export type PromptDiff = {
  parts: DiffPart[];
  added: number;
  removed: number;
};

const sectionAtOffset = (prompt: AssembledPrompt, offset: number): SectionId | undefined =>
  prompt.sections.find((section) => offset >= section.start && offset < section.end)?.id ??
  prompt.sections.at(-1)?.id;

/** Line diff, or word diff for short texts; `granularity` chooses. */
export const diffPrompts = (
  before: AssembledPrompt,
  after: AssembledPrompt,
  granularity: 'lines' | 'words' = 'lines',
): PromptDiff => {
  const changes =
    granularity === 'lines'
      ? diffLines(before.text, after.text)
      : diffWordsWithSpace(before.text, after.text);
  const parts: DiffPart[] = [];
  let oldOffset = 0;
  let newOffset = 0;
  let added = 0;
  let removed = 0;
  for (const change of changes) {
    const kind = change.added ? 'added' : change.removed ? 'removed' : 'same';
    const section =
      kind === 'removed' ? sectionAtOffset(before, oldOffset) : sectionAtOffset(after, newOffset);
    parts.push({ kind, text: change.value, section });
    if (kind !== 'added') oldOffset += change.value.length;
    if (kind !== 'removed') newOffset += change.value.length;
    if (kind === 'added') added += change.value.length;
    if (kind === 'removed') removed += change.value.length;
  }
  return { parts, added, removed };
};
