import { describe, expect, it } from 'vitest';
import { charsPerFourCounter } from '../../engine';
import { catalogApi } from './catalogApi';

/**
 * The menu's count on a first visit: without `exact`, the worker answers the chars/4
 * estimate until something has asked for the tokenizer, and exact counts from then on. Vitest
 * runs each file in its own module graph, so the tokenizer starts unloaded here.
 */
describe('catalogApi.countTokens', () => {
  const text = 'Found 3 tools for "merge pdf" among 169 in scope (showing 3).';

  it('estimates without loading, then counts exactly once anything loaded the tokenizer', async () => {
    expect(await catalogApi.countTokens(text, false)).toEqual({
      tokenizer: 'chars/4',
      tokens: charsPerFourCounter.count(text),
      estimated: true,
    });
    const exact = await catalogApi.countTokens(text);
    expect(exact.estimated).toBe(false);
    expect(exact.tokenizer).toBe('o200k_base (gpt-tokenizer)');
    // The real count differs from the estimate on this text, so the test can tell them apart.
    expect(exact.tokens).not.toBe(charsPerFourCounter.count(text));
    expect(await catalogApi.countTokens(text, false)).toEqual(exact);
  });
});
