import type { TokenCounter } from '../../engine';
import { charsPerFourCounter, loadTokenCounter, startedTokenCounter } from '../../engine';
import type { TokenCount } from '../boundary';

/**
 * A count in tokens under the worker's one rule: `exact` loads the real tokenizer if needed;
 * without it the count is exact only once something already asked for the tokenizer (a panel
 * that needs it, or a click), else the chars/4 estimate, so a first visit's search does not
 * download the tokenizer's megabyte.
 */
export const countInTokens = async (
  exact: boolean,
  count: (counter: TokenCounter) => number,
): Promise<TokenCount> => {
  const started = exact ? loadTokenCounter() : startedTokenCounter();
  if (!started) {
    return {
      tokenizer: charsPerFourCounter.name,
      tokens: count(charsPerFourCounter),
      estimated: true,
    };
  }
  const counter = await started;
  return { tokenizer: counter.name, tokens: count(counter), estimated: false };
};
