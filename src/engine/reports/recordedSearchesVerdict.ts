import type { TargetAnswer } from '../agents/core';

/**
 * One recorded search held against its emulator's answer: the tools the agent returned, as the
 * log recorded them (catalog names; names the catalog lacks as the log gave them), and the tools
 * the agent target returns for the same query on the catalog given, cut where the call asked.
 *
 * The emulator's order is compared where it is defined: tools a target leaves in no defined
 * order (Codex's equal BM25 scores) share a rank, and any order among them is the emulator's;
 * when the cut at k falls inside such a group, any of its tools fill the places left.
 */

export type RecordedVerdict =
  /** The same tools in the same order (up to the emulator's ties). */
  | 'same'
  /** The same tools in another order. */
  | 'reordered'
  /** Other tools: some only the log has, or some only the emulator returns. */
  | 'different';

export type RecordedComparison = {
  verdict: RecordedVerdict;
  /** Tools the log recorded that the emulator does not return. */
  onlyRecorded: string[];
  /** Tools the emulator returns that the log did not record. */
  onlyEmulated: string[];
};

/** The emulator's answer as places to fill: the tools sure to be returned and the cut group. */
const places = (answer: TargetAnswer) => {
  const k = Math.min(answer.k, answer.ranked.length);
  const sure = new Set<string>();
  const cut = new Set<string>();
  // The rank (group) each returned place holds, in order.
  const groupAt: number[] = [];
  const rankOf = new Map<string, number>();
  for (const [index, hit] of answer.ranked.entries()) {
    rankOf.set(hit.name, hit.rank);
    if (index < k) groupAt.push(hit.rank);
    const groupEnd = hit.rank - 1 + hit.tied;
    if (hit.rank - 1 >= k) continue;
    if (groupEnd <= k) sure.add(hit.name);
    else cut.add(hit.name);
  }
  return { k, sure, cut, cutPlaces: k - sure.size, groupAt, rankOf };
};

export const compareRecorded = (
  recorded: readonly string[],
  answer: TargetAnswer,
): RecordedComparison => {
  const { k, sure, cut, cutPlaces, groupAt, rankOf } = places(answer);
  const seen = new Set(recorded);
  const inCut = recorded.filter((name) => cut.has(name));
  const onlyRecorded = recorded.filter((name) => !sure.has(name) && !cut.has(name));
  // Past the cut group's places, a recorded tool of the group is one the emulator returns not.
  onlyRecorded.push(...inCut.slice(cutPlaces));
  const onlyEmulated = [...sure].filter((name) => !seen.has(name));
  const missingInCut = cutPlaces - Math.min(inCut.length, cutPlaces);
  if (missingInCut > 0) {
    onlyEmulated.push(...answer.returned.filter((name) => cut.has(name) && !seen.has(name)));
  }
  const sameSet =
    onlyRecorded.length === 0 &&
    onlyEmulated.length === 0 &&
    recorded.length === k &&
    seen.size === recorded.length;
  if (!sameSet) return { verdict: 'different', onlyRecorded, onlyEmulated };
  const inOrder = recorded.every((name, index) => rankOf.get(name) === groupAt[index]);
  return { verdict: inOrder ? 'same' : 'reordered', onlyRecorded: [], onlyEmulated: [] };
};
