import { describe, expect, it } from 'vitest';
import { keywordPattern } from './keywordPattern';
import { ANTHROPIC_REGEX_MAX_PATTERN } from './target';

describe('a keyword query as a pattern', () => {
  it('keeps the telling words as case-insensitive alternatives', () => {
    expect(keywordPattern('Create an issue in the repo')).toBe('(?i)create|issue|repo');
    expect(keywordPattern('create_issue')).toBe('(?i)create|issue');
  });

  it('keeps each word once, and letters of any script', () => {
    expect(keywordPattern('Weather weather, Météo!')).toBe('(?i)weather|météo');
  });

  it('fits the API’s pattern limit by dropping words from the end', () => {
    const long = Array.from({ length: 100 }, (_, at) => `word${at}`).join(' ');
    const pattern = keywordPattern(long);
    expect(pattern.length).toBeLessThanOrEqual(ANTHROPIC_REGEX_MAX_PATTERN);
    expect(pattern.startsWith('(?i)word0|word1|')).toBe(true);
  });

  it('gives the empty pattern for a query of stop words only', () => {
    expect(keywordPattern('what is it, and how?')).toBe('');
  });
});
