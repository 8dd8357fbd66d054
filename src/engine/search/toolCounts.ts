import { TEXT_FIELDS } from './fields';
import { BITS, countIn, JOINED, MAX_COUNT } from './packedCounts';
import type { TextField } from './types';

/**
 * One tool's counts, as the postings hold them (postings.ts): each distinct stem's count in each
 * of the five fields, packed (packedCounts.ts). `wholes` (a field's mixed-case words kept whole)
 * count in their field every time; `joined` (the name's joined forms) count once in the name
 * field, flagged JOINED, where the stem is not a word of the name already. Counts past the
 * packed cap are kept exact in `over` ("<field> <stem>" → count) for Orama's BM25
 * (specStats.ts), and `forms` says how many joined forms were counted.
 */
export type ToolCounts = {
  packed: Map<string, number>;
  over: Map<string, number>;
  forms: number;
};

export const countTool = (
  stems: Record<TextField, readonly string[]>,
  joined: readonly string[],
  wholes: Partial<Record<TextField, readonly string[]>>,
): ToolCounts => {
  const packed = new Map<string, number>();
  const over = new Map<string, number>();
  const count = (stem: string, f: number) => {
    const counts = packed.get(stem) ?? 0;
    if (countIn(counts, f) < MAX_COUNT) packed.set(stem, counts + (1 << (BITS * f)));
    else over.set(`${f} ${stem}`, (over.get(`${f} ${stem}`) ?? MAX_COUNT) + 1);
  };
  TEXT_FIELDS.forEach((field, f) => {
    for (const stem of stems[field]) count(stem, f);
    for (const stem of wholes[field] ?? []) count(stem, f);
  });
  const nameField = TEXT_FIELDS.indexOf('name');
  let forms = 0;
  for (const stem of joined) {
    const counts = packed.get(stem) ?? 0;
    if (countIn(counts, nameField) !== 0) continue;
    packed.set(stem, counts + (1 << (BITS * nameField)) + JOINED);
    forms++;
  }
  return { packed, over, forms };
};
