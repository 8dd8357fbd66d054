import { describe, expect, it } from 'vitest';
import { nameBreaks } from './nameBreaks';

describe('nameBreaks', () => {
  it('breaks after each separator, never inside a word', () => {
    expect(nameBreaks('firecrawl_check_crawl_status')).toEqual([
      'firecrawl_',
      'check_',
      'crawl_',
      'status',
    ]);
    expect(nameBreaks('mcp__github__create-issue.v2/x:y')).toEqual([
      'mcp__',
      'github__',
      'create-',
      'issue.',
      'v2/',
      'x:',
      'y',
    ]);
  });

  it('breaks where a camelCase word starts, an acronym kept whole', () => {
    expect(nameBreaks('browserConsoleMessages')).toEqual(['browser', 'Console', 'Messages']);
    expect(nameBreaks('parseHTMLDocument')).toEqual(['parse', 'HTML', 'Document']);
    expect(nameBreaks('v2Beta')).toEqual(['v2', 'Beta']);
  });

  it('leaves a plain word, a lone separator and the empty name whole', () => {
    expect(nameBreaks('scrape')).toEqual(['scrape']);
    expect(nameBreaks('_')).toEqual(['_']);
    expect(nameBreaks('')).toEqual(['']);
  });

  it('gives back the name when joined', () => {
    for (const name of ['a_b-c', '__init__', 'ÉtatDuMonde_été', 'x..y']) {
      expect(nameBreaks(name).join('')).toBe(name);
    }
  });
});
