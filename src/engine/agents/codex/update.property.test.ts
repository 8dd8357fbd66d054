import fc from 'fast-check';
import { describe, it } from 'vitest';
import { editsArb, expectKeptAsBuilt, wordQueries } from '../updates.testkit';

/**
 * A kept codex target, updated after random adds, removes, updates and renames, answers as one
 * built afresh: the same BM25 scores to the last bit (N, the document frequencies and the
 * average length updated in place), the same tie groups in catalog order, the same why-lines.
 */
describe('the codex target, updated in place', () => {
  it('answers every query as the target built afresh on the tools as they are', () => {
    fc.assert(
      fc.property(editsArb, (edits) => {
        expectKeptAsBuilt('codex', edits, (tools) => [
          ...wordQueries(),
          'create the issue issue',
          ...tools.map((tool) => tool.name),
        ]);
      }),
      { numRuns: 150 },
    );
    // 150 catalogs built twice each: about 2 s alone, more on a busy machine.
  }, 30_000);
});
