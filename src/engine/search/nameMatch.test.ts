import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commonInOrder, nameMatcher, nameMatchParts, wordsOf } from './nameMatch';

/** A plain LCS, recursive over the whole table: the model the one-row version is held to. */
const modelLcs = (a: readonly string[], b: readonly string[]): number => {
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      table[i]![j] =
        a[i - 1] === b[j - 1]
          ? table[i - 1]![j - 1]! + 1
          : Math.max(table[i - 1]![j]!, table[i]![j - 1]!);
    }
  }
  return table[a.length]![b.length]!;
};

const word = fc.constantFrom('get', 'list', 'lists', 'work', 'item', 'items', 'create', 'stock');
const phrase = fc.array(word, { maxLength: 7 }).map((words) => words.join(' '));

describe('name match', () => {
  it('computes the longest common subsequence as the full table does, buffer reused', () => {
    fc.assert(
      fc.property(fc.array(word, { maxLength: 12 }), fc.array(word, { maxLength: 70 }), (a, b) => {
        expect(commonInOrder(a, b)).toBe(modelLcs(a, b));
      }),
    );
  });

  it("skips only names whose match is below the minimum: the matcher's bounds change no value", () => {
    fc.assert(
      fc.property(phrase, fc.array(phrase, { minLength: 1, maxLength: 6 }), (query, names) => {
        const said = wordsOf(query);
        const match = nameMatcher(said);
        for (const name of names) {
          expect(match(wordsOf(name), name)).toBe(nameMatchParts(said, wordsOf(name), name).value);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('scores the examples of its rule', () => {
    const match = (query: string, name: string) => nameMatcher(wordsOf(query))(wordsOf(name), name);
    expect(match('list work items', 'list_work_items')).toBe(1);
    expect(match('list work items', 'list_work_types')).toBeCloseTo(2 / 3, 10);
    expect(match('get stock prices', 'get_stock_prices')).toBeGreaterThan(
      match('get stock prices', 'get_stock_price'),
    );
    expect(match('please find every open work item assigned to me today', 'list_work_items')).toBe(
      0,
    );
  });

  it('reads a mixed-case query word whole where the name has it whole', () => {
    const match = (query: string, name: string) => nameMatcher(wordsOf(query))(wordsOf(name), name);
    // "GitHub" says the name's `github`, not `git` and `hub`.
    expect(match('GitHub issue', 'create_github_issue')).toBeCloseTo(2 / 3, 10);
    expect(match('github issue', 'create_github_issue')).toBeCloseTo(2 / 3, 10);
    // A name written in mixed case has the parts as its words.
    expect(match('GitHub issue', 'createGitHubIssue')).toBeCloseTo(3 / 4, 10);
    expect(wordsOf('GitHub issue')).toEqual({
      stems: ['git', 'hub', 'issu'],
      words: ['git', 'hub', 'issue'],
      wholes: [{ stem: 'github', word: 'github', from: 0, to: 2 }],
    });
  });
});
