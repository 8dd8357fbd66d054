import type { WordPart } from './wordDiff';

/**
 * A word diff bounded for showing (the page's before/after view, the CLI's release diff): a
 * 2 MB description's diff is one unchanged run of 2 MB beside the edit, and laying that out
 * blocks the page for seconds (and floods a terminal). Unchanged runs keep
 * `context` characters next to each change; a removal or insertion keeps its first and last
 * `changed / 2`; what is left out becomes an `elided` part that says how many characters.
 * A diff under the bounds comes back as it was. Linear in the number of parts.
 */

export type BoundedDiffPart = WordPart | { kind: 'elided'; chars: number };

const DIFF_CONTEXT = 300;
const DIFF_CHANGED = 4_000;

export const boundDiff = (
  parts: readonly WordPart[],
  context = DIFF_CONTEXT,
  changed = DIFF_CHANGED,
): BoundedDiffPart[] => {
  const out: BoundedDiffPart[] = [];
  parts.forEach((part, i) => {
    const { text } = part;
    if (part.kind !== 'same') {
      if (text.length <= changed) out.push(part);
      else {
        const half = Math.floor(changed / 2);
        out.push({ kind: part.kind, text: text.slice(0, half) });
        out.push({ kind: 'elided', chars: text.length - 2 * half });
        out.push({ kind: part.kind, text: text.slice(text.length - half) });
      }
      return;
    }
    // Context is kept next to a change: after the one before, before the one after.
    const keepHead = i > 0 ? context : 0;
    const keepTail = i < parts.length - 1 ? context : 0;
    if (text.length <= keepHead + keepTail + context) {
      out.push(part);
      return;
    }
    if (keepHead > 0) out.push({ kind: 'same', text: text.slice(0, keepHead) });
    out.push({ kind: 'elided', chars: text.length - keepHead - keepTail });
    if (keepTail > 0) out.push({ kind: 'same', text: text.slice(text.length - keepTail) });
  });
  return out;
};
