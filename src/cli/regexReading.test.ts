import { describe, expect, it } from 'vitest';
import { tempFiles, toollens } from '../test/cliRunner';

/**
 * The regex target's one reading of a query through the real CLI: `search` reads a sentence as
 * `eval` does, runs a query that is a regex as typed, says which it did, and names an invalid
 * pattern's place.
 */
const catalog = 'src/test/fixtures/servers/playwright-mcp-0.0.86.tools.json';
const SENTENCE = 'click the submit button';
const write = tempFiles('toollens-regex-reading-');

const search = async (...args: string[]) =>
  await toollens('search', '--catalog', catalog, '--ranker', 'anthropic-regex', ...args);

describe('search --ranker anthropic-regex reads a query as eval does', () => {
  it('ranks a sentence by its words, in the order eval ranks it, and says so', async () => {
    const json = await search('-q', SENTENCE, '--json');
    expect(json.code).toBe(0);
    const answer = JSON.parse(json.stdout);
    expect(answer.asked).toEqual({ pattern: '(?i)click|submit|button', as: 'words' });
    expect(answer.returned).toContain('browser_click');
    const queries = write(
      'one.json',
      JSON.stringify([{ id: 'q', query: SENTENCE, relevant: ['browser_click'] }]),
    );
    const evaluated = await toollens(
      'eval',
      '--catalog',
      catalog,
      '--queries',
      queries,
      '--ranker',
      'anthropic-regex',
      '--json',
    );
    expect(evaluated.code).toBe(0);
    // eval ranks browser_click where search puts it: its reciprocal rank is search's place.
    const report = JSON.parse(evaluated.stdout);
    expect(report.mrr).toBeCloseTo(1 / (answer.returned.indexOf('browser_click') + 1), 10);

    const text = await search('-q', SENTENCE);
    expect(text.stdout).toContain(
      "pattern run: (?i)click|submit|button · toollens's reading of the query: its words as case-insensitive alternatives, since it has no regex syntax",
    );
    expect(text.stdout).not.toContain('no results');
  });

  it('runs a query that is a regex as typed, and a --pattern as given', async () => {
    const typed = JSON.parse((await search('-q', '^browser_(click|hover)$', '--json')).stdout);
    expect(typed.asked).toEqual({
      pattern: '^browser_(click|hover)$',
      as: 'typed',
      syntax: { text: '^', at: 0, what: 'an anchor at the start' },
    });
    expect(typed.returned).toEqual(['browser_click', 'browser_hover']);
    expect((await search('-q', 'browser_.*tab')).stdout).toContain(
      'pattern run: browser_.*tab · the query as typed: it is a regex (a wildcard, ".*" at position 8)',
    );
    // Given as a pattern, a name is Python's literal; as a query, it is two words.
    const given = JSON.parse((await search('--pattern', 'browser_click', '--json')).stdout);
    expect(given.asked).toEqual({ pattern: 'browser_click', as: 'typed' });
    expect(given.returned).toEqual(['browser_click']);
    const asWords = JSON.parse((await search('-q', 'browser_click', '--json')).stdout);
    expect(asWords.asked).toEqual({ pattern: '(?i)browser|click', as: 'words' });
  });

  it('refuses an invalid regex with its pattern and place, never "no results"', async () => {
    const { code, stdout } = await search('-q', '(?i)browser_(click');
    expect(code).toBe(0);
    expect(stdout).toContain(
      'refused: invalid_tool_input: anthropic-regex: Python\'s re rejects "(?i)browser_(click": missing ), unterminated subpattern at position 12',
    );
    expect(stdout).not.toContain('no results');
    const words = await search('-q', 'what is it?');
    expect(words.stdout).toContain(
      'refused: no_words: anthropic-regex: "what is it?" has no regex syntax and no word to search for',
    );
  });
});
