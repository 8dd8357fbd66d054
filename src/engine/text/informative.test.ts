import { describe, expect, it } from 'vitest';
import { analyze, analyzeQuery } from './analyze';
import { analyzeInformative, dropReason, FILLER_WORDS } from './informative';

const kept = (query: string) => analyzeInformative(query).kept.map((term) => term.stem);
const dropped = (query: string) =>
  analyzeInformative(query).dropped.map((term) => [term.word, term.reason]);

/** The known failure cases, each pinned: what the design's ranker counted as coverage. */
describe('analyzeInformative: the failure cases of the spec ranker on long queries', () => {
  it('drops question and filler words ("what", "help", "after", "please")', () => {
    expect(kept('What can you help me with after the upload, please?')).toEqual(['upload']);
    expect(dropped('What can you help me with after the upload, please?')).toEqual([
      ['what', 'filler'],
      ['can', 'filler'],
      ['you', 'filler'],
      ['help', 'filler'],
      ['me', 'filler'],
      ['after', 'filler'],
      ['please', 'filler'],
    ]);
  });

  it('gives "what\'s" no `s` term, and drops the tails of other contractions', () => {
    expect(kept("what's the weather")).toEqual(['weather']);
    expect(dropped("what's new")).toEqual([
      ['what', 'filler'],
      ['s', 'fragment'],
    ]);
    // Typographic apostrophes too; "don't" also loses its negated auxiliary.
    expect(kept('I’ll convert it, don’t resize; we’ve tried, I’d say they’re fine')).toEqual([
      'convert',
      'resiz',
      'tri',
      'sai',
      'fine',
    ]);
  });

  it('drops single letters and bare numbers, but keeps numbers inside words', () => {
    expect(dropped('plot x against y')).toEqual([
      ['x', 'single-character'],
      ['against', 'filler'],
      ['y', 'single-character'],
    ]);
    expect(kept('the factorial of 5, within 1 km, from 2024')).toEqual(['factori', 'km']);
    expect(dropped('within 1 km')).toEqual([
      ['within', 'filler'],
      ['1', 'number'],
    ]);
    expect(kept('upload to s3 as mp4 within 1km')).toEqual(['upload', 's3', 'mp4', '1km']);
  });

  it('keeps every word of a query that is filler only, so it is never emptied', () => {
    const result = analyzeInformative('what can you do?');
    expect(result.keptAll).toBe(true);
    expect(result.kept.map((term) => term.stem)).toEqual(['what', 'can', 'you', 'do']);
    expect(result.dropped).toEqual([]);
    // Only the analyzer's own stopwords: nothing at all, as before (browse mode).
    expect(analyzeInformative('the of and')).toEqual({ kept: [], dropped: [], keptAll: false });
  });

  it('reads a mixed-case word as one term, leaving out the parts that carry nothing', () => {
    expect(analyzeInformative('iPhone GitHub')).toEqual({
      // "i" is a single letter: one part left is no reading, so "iPhone" is its whole alone.
      kept: [
        { stem: 'iphon', word: 'iphone' },
        { stem: 'github', word: 'github', parts: ['git', 'hub'] },
      ],
      dropped: [],
      keptAll: false,
    });
  });

  it('never lists a stem as dropped when another occurrence of it is kept', () => {
    // "s" the fragment and "S" the letter are both dropped; "can" as filler stays dropped.
    expect(kept("it's an S3 bucket's policy")).toEqual(['s3', 'bucket', 'polici']);
    expect(analyzeInformative("it's an S3 bucket's policy").dropped).toEqual([
      { stem: 's', word: 's', reason: 'fragment' },
    ]);
  });

  it('keeps content words whose homograph is a function word', () => {
    for (const word of ['may', 'us', 'one', 'done', 'up', 'down', 'out', 'off']) {
      expect(FILLER_WORDS.has(word), word).toBe(false);
    }
    expect(kept('US holidays in May')).toEqual(['us', 'holidai', 'mai']);
  });

  it('leaves the shared analyzer exactly as the spec ranker uses it', () => {
    // The seed ranker still sees every one of these words: the filter is a separate step.
    expect(analyzeQuery("What's 1 x help").map((term) => term.stem)).toEqual([
      'what',
      's',
      '1',
      'x',
      'help',
    ]);
    const text = "what's";
    const tokens = analyze(text);
    expect(tokens.map((token) => dropReason(text, token))).toEqual(['filler', 'fragment']);
  });
});
