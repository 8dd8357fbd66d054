import fc from 'fast-check';
import { describe, it } from 'vitest';
import { editsArb, expectKeptAsBuilt } from '../updates.testkit';

/**
 * A kept anthropic-regex target, updated after random adds, removes, updates and renames,
 * answers every pattern as one built afresh: the same matches in catalog order, the same fields
 * named.
 */
const PATTERNS = ['issue', '(?i)repo', '^create', 'files?$', 'create|list', 'étude', '', 'path'];

describe('the anthropic-regex target, updated in place', () => {
  it('answers every pattern as the target built afresh on the tools as they are', () => {
    fc.assert(
      fc.property(editsArb, (edits) => {
        expectKeptAsBuilt('anthropic-regex', edits, () => PATTERNS);
      }),
      { numRuns: 150 },
    );
  });
});
