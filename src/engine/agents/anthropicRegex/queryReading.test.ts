import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoQuerySet } from '../../../data/querySets/demo';
import { keywordPattern } from './keywordPattern';
import { readRegexQuery, regexSyntaxIn } from './queryReading';

const SERVERS = join(import.meta.dirname, '../../../test/fixtures/servers');
const serverQueries = (name: string): string[] =>
  (JSON.parse(readFileSync(join(SERVERS, name), 'utf8')) as { query: string }[]).map(
    (each) => each.query,
  );

describe('a query read for the regex target', () => {
  it.each([
    ['create_.*issue', { text: '.*', at: 7, what: 'a wildcard' }],
    ['^get_', { text: '^', at: 0, what: 'an anchor at the start' }],
    ['(?i)pull request', { text: '(?', at: 0, what: 'a group or flags' }],
    ['get_.*_data', { text: '.*', at: 4, what: 'a wildcard' }],
    ['(?i)slack', { text: '(?', at: 0, what: 'a group or flags' }],
    ['_issue$', { text: '$', at: 6, what: 'an anchor at the end' }],
    ['create|delete', { text: '|', at: 6, what: 'alternatives' }],
    ['\\bissue\\b', { text: '\\b', at: 0, what: 'an escape' }],
    ['issue_[a-z]+', { text: '[a-z', at: 6, what: 'a character set' }],
    ['[^_]+_id', { text: '[^', at: 0, what: 'a character set' }],
    ['v\\d{2}', { text: '\\d', at: 1, what: 'an escape' }],
    ['page{2,}', { text: '{2,}', at: 4, what: 'a counted repeat' }],
    ['(list)+ files', { text: ')+', at: 5, what: 'a repeated group or set' }],
    // Positions count code points, as Python's errors do.
    ['café 😀 .+x', { text: '.+', at: 7, what: 'a wildcard' }],
  ])('runs %j as typed: it has regex syntax', (query, syntax) => {
    expect(regexSyntaxIn(query)).toEqual(syntax);
    expect(readRegexQuery(query)).toEqual({ pattern: query, as: 'typed', syntax });
  });

  it('runs the first syntax found, and an invalid regex as typed too (its error is shown)', () => {
    expect(regexSyntaxIn('a|b.*c')).toMatchObject({ text: '|', at: 1 });
    expect(readRegexQuery('(?i)browser_(click')).toMatchObject({ as: 'typed' });
    expect(readRegexQuery('[a-z')).toMatchObject({ as: 'typed' });
  });

  it.each([
    'click the submit button',
    'weather',
    'create_issue',
    'what tools list files?',
    'delete (archive) a file',
    'Can you fetch me the latest research paper on [topic]?',
    'Sort the list [5, 3, 4, 1, 2] in ascending order.',
    'a monthly rent of $2500',
    'the derivative of 3x^2 + 2x - 1',
    'a binary search in C++',
    'the stock price for Apple Inc.?',
    'Calculate 4.8173**2.3094',
    'the question.**Logistic regression**',
    'dir D:\\\\ && echo testing.txt',
    'costs 100 $',
  ])('reads %j as its words: prose punctuation is no regex', (query) => {
    expect(regexSyntaxIn(query)).toBeUndefined();
    expect(readRegexQuery(query)).toEqual({ pattern: keywordPattern(query), as: 'words' });
  });

  it('reads every labelled query of the demo and the two servers as words', () => {
    const queries = [
      ...demoQuerySet.map((each) => each.query),
      ...serverQueries('playwright-mcp.queries.json'),
      ...serverQueries('firecrawl-mcp.queries.json'),
    ];
    expect(queries.length).toBeGreaterThan(60);
    expect(queries.filter((query) => regexSyntaxIn(query) !== undefined)).toEqual([]);
  });

  it('runs a pattern given as one as typed, with no syntax to name', () => {
    expect(readRegexQuery('browser_click', 'pattern')).toEqual({
      pattern: 'browser_click',
      as: 'typed',
    });
  });
});
