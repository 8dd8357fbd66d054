import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCatalog } from '../catalog/importCatalog';
import { evaluate } from '../eval/evaluate';
import { ToolIndex } from '../search/ToolIndex';
import { keywordPattern } from './anthropicRegex/keywordPattern';
import { askTarget } from './askTarget';
import { buildTarget } from './builders';
import { targetTools } from './targetTools';

/** The one way every command and panel asks a target, on a pulled server's catalog. */
const FILE = join(
  import.meta.dirname,
  '../../test/fixtures/servers/playwright-mcp-0.0.86.tools.json',
);
const imported = importCatalog(readFileSync(FILE, 'utf8'), { source: 'playwright.json' });
if (!imported.ok) throw new Error('the Playwright fixture does not import');
const { catalog } = imported;
const regex = buildTarget('anthropic-regex', targetTools(catalog));
const SENTENCE = 'click the submit button';

describe('a target asked what a person typed', () => {
  it("gives the regex target a sentence's words as one pattern, and says so", () => {
    const answer = askTarget(regex, SENTENCE);
    expect(answer.asked).toEqual({ pattern: keywordPattern(SENTENCE), as: 'words' });
    expect(answer).toEqual({ ...regex.search(keywordPattern(SENTENCE)), asked: answer.asked });
    expect(answer.returned).toContain('browser_click');
  });

  it('ranks as eval ranks the same query: one reading for every surface', () => {
    const index = new ToolIndex(catalog);
    for (const query of [SENTENCE, '^browser_(click|hover)$', 'take a screenshot']) {
      const report = evaluate(index, [{ id: 'q', query, relevant: ['browser_click'] }], {
        ranker: 'anthropic-regex',
      });
      expect(report.perQuery[0]?.top).toEqual(askTarget(regex, query).returned);
    }
  });

  it('runs a query that is a regex as typed', () => {
    const answer = askTarget(regex, '^browser_(click|hover)$');
    expect(answer.asked).toMatchObject({ as: 'typed', pattern: '^browser_(click|hover)$' });
    expect(answer.returned).toEqual(['browser_click', 'browser_hover']);
  });

  it("names an invalid regex's pattern and place in the refusal", () => {
    const answer = askTarget(regex, '(?i)browser_(click');
    expect(answer.refusal).toEqual({
      code: 'invalid_tool_input',
      by: 'agent',
      message:
        'anthropic-regex: Python\'s re rejects "(?i)browser_(click": missing ), unterminated subpattern at position 12',
    });
    expect(answer.ranked).toEqual([]);
  });

  it('refuses a query with no regex syntax and no word, rather than match every tool', () => {
    const answer = askTarget(regex, 'what is it?');
    expect(answer.refusal).toMatchObject({ code: 'no_words', by: 'toollens' });
    expect(answer.refusal?.message).toContain('"what is it?"');
    expect(answer.returned).toEqual([]);
    // Given as a pattern, the empty pattern is Python's, and matches everywhere.
    expect(askTarget(regex, '', { given: 'pattern' }).returned).toHaveLength(5);
  });

  it('asks a target that reads words the query itself, with nothing to say', () => {
    const codex = buildTarget('codex', targetTools(catalog));
    expect(askTarget(codex, '^browser_')).toEqual(codex.search('^browser_'));
    expect(askTarget(codex, SENTENCE, { k: 3 })).toEqual(codex.search(SENTENCE, { k: 3 }));
  });
});
