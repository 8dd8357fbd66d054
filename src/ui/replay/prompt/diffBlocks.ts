import type { DiffPart, SectionId } from '../../../engine/core';

/**
 * A prompt diff prepared for reading: long unchanged runs folded to their first and last lines
 * (a declarations block is thousands of characters that did not change), and the changed
 * characters counted per section so the panel can say where the prompt changed.
 */
export type DiffBlock =
  | { kind: 'added' | 'removed'; text: string; section: SectionId | undefined }
  | { kind: 'same'; text: string }
  /** Unchanged lines left out; `text` is what unfolding shows. */
  | { kind: 'fold'; lines: number; text: string };

/** Unchanged lines kept on each side of a change. */
const CONTEXT_LINES = 2;

const foldSame = (text: string, first: boolean, last: boolean): DiffBlock[] => {
  const lines = text.split(/(?<=\n)/);
  const head = first ? 0 : CONTEXT_LINES;
  const tail = last ? 0 : CONTEXT_LINES;
  if (lines.length <= head + tail + 1) return [{ kind: 'same', text }];
  const blocks: DiffBlock[] = [];
  if (head > 0) blocks.push({ kind: 'same', text: lines.slice(0, head).join('') });
  const hidden = lines.slice(head, lines.length - tail);
  blocks.push({ kind: 'fold', lines: hidden.length, text: hidden.join('') });
  if (tail > 0) blocks.push({ kind: 'same', text: lines.slice(lines.length - tail).join('') });
  return blocks;
};

export const diffBlocks = (parts: readonly DiffPart[]): DiffBlock[] =>
  parts.flatMap((part, index): DiffBlock[] =>
    part.kind === 'same'
      ? foldSame(part.text, index === 0, index === parts.length - 1)
      : [{ kind: part.kind, text: part.text, section: part.section }],
  );

export type SectionChange = { section: SectionId; added: number; removed: number };

/** Changed characters per section, in the order the sections first change. */
export const changesBySection = (parts: readonly DiffPart[]): SectionChange[] => {
  const bySection = new Map<SectionId, SectionChange>();
  for (const part of parts) {
    if (part.kind === 'same' || part.section === undefined) continue;
    const change = bySection.get(part.section) ?? { section: part.section, added: 0, removed: 0 };
    change[part.kind] += part.text.length;
    bySection.set(part.section, change);
  }
  return [...bySection.values()];
};
