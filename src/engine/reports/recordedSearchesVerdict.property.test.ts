import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TargetAnswer, TargetHit } from '../agents/target';
import { compareRecorded } from './recordedSearchesVerdict';

/**
 * The verdict against a brute-force model: every answer the emulator allows is listed (each
 * order of the tools it leaves tied, each choice of the tied group the cut at k falls in), and a
 * recorded list is `same` when it is one of them, `reordered` when it is one of them as a set,
 * `different` otherwise, with the tools each side has alone.
 */

const NAMES = ['a', 'b', 'c', 'd', 'e', 'f'];

/** An answer: tools in groups of equal rank (a group of one has a fixed place), cut at k. */
const answerOf = (groups: string[][], k: number): TargetAnswer => {
  const ranked: TargetHit[] = [];
  for (const group of groups) {
    const rank = ranked.length + 1;
    for (const name of group) {
      ranked.push({ name, agentName: name, rank, tied: group.length, why: [] });
    }
  }
  return {
    target: 'codex',
    query: 'q',
    k,
    form: 'keywords',
    ranked,
    returned: ranked.slice(0, k).map((hit) => hit.name),
    alwaysDeclared: [],
  };
};

const permutations = (items: readonly string[]): string[][] =>
  items.length <= 1
    ? [[...items]]
    : items.flatMap((item, index) =>
        permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [
          item,
          ...rest,
        ]),
      );

/** Every list the emulator may return: its groups' orders, cut at k. */
const allowed = (groups: string[][], k: number): string[][] => {
  let lists: string[][] = [[]];
  for (const group of groups) {
    lists = lists.flatMap((list) => permutations(group).map((order) => [...list, ...order]));
  }
  const cut = lists.map((list) => list.slice(0, k).join(','));
  return [...new Set(cut)].map((list) => (list === '' ? [] : list.split(',')));
};

const setKey = (list: readonly string[]) => [...list].sort().join(',');

const groupsArb = fc
  .shuffledSubarray(NAMES, { minLength: 0, maxLength: NAMES.length })
  .chain((names) =>
    fc
      .array(fc.integer({ min: 1, max: 3 }), { minLength: names.length, maxLength: names.length })
      .map((sizes) => {
        const groups: string[][] = [];
        let at = 0;
        for (const size of sizes) {
          if (at >= names.length) break;
          groups.push(names.slice(at, at + size));
          at += size;
        }
        return groups;
      }),
  );

const verdictOf = (recorded: readonly string[], lists: readonly string[][]) => {
  if (lists.some((list) => list.join(',') === recorded.join(','))) return 'same';
  if (lists.some((list) => setKey(list) === setKey(recorded))) return 'reordered';
  return 'different';
};

describe('the recorded-search verdict', () => {
  it('matches the brute-force model of what the emulator allows', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        groupsArb,
        fc.integer({ min: 1, max: 5 }),
        fc.uniqueArray(fc.constantFrom(...NAMES, 'x', 'y'), { maxLength: 5 }),
        fc.boolean(),
        (groups, k, randomList, fromModel) => {
          const lists = allowed(groups, k);
          // Half the runs record an allowed answer, turned round by a random step.
          const chosen = lists[randomList.length % lists.length] ?? [];
          const turn = randomList.length % Math.max(1, chosen.length);
          const recorded = fromModel
            ? [...chosen.slice(turn), ...chosen.slice(0, turn)]
            : randomList;
          seen.add(verdictOf(recorded, lists));
          const result = compareRecorded(recorded, answerOf(groups, k));
          expect(result.verdict).toBe(verdictOf(recorded, lists));
          if (result.verdict !== 'different') return;
          // What each side has alone: nothing any allowed answer holds is "recorded only".
          const anyAllowed = new Set(lists.flat());
          for (const name of result.onlyRecorded) expect(recorded).toContain(name);
          for (const name of result.onlyEmulated) {
            expect(anyAllowed.has(name)).toBe(true);
            expect(recorded).not.toContain(name);
          }
          for (const name of recorded) {
            if (!anyAllowed.has(name)) expect(result.onlyRecorded).toContain(name);
          }
        },
      ),
      { numRuns: 500 },
    );
    // The runs reach every verdict.
    expect([...seen].sort()).toEqual(['different', 'reordered', 'same']);
  });
});
