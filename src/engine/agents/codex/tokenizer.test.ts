import { describe, expect, it } from 'vitest';
import { stemEnglish } from './stem';
import { NLTK_ENGLISH_STOP_WORDS } from './stopWords';
import { codexTokens } from './tokenizer';
import { TOFU, transliterate } from './transliterate';
import { unicodeWords } from './words';

/**
 * The `bm25` crate's own tokenizer tests (Michael-JB/bm25 `src/default_tokenizer.rs` @
 * 149e2b59d0442a9c96c983fc543e0b0de48a691c), English rows, with their inputs and expected tokens
 * as the crate has them; then what the emulation claims beyond them.
 */
const NO_STEM = { normalization: true, stopwords: true, stemming: false };

describe("the bm25 crate's tokenizer tests", () => {
  it('it_can_tokenize_english', () => {
    expect(codexTokens('space station')).toEqual(['space', 'station']);
  });

  it('it_converts_to_lowercase', () => {
    expect(codexTokens('SPACE STATION')).toEqual(['space', 'station']);
  });

  it('it_removes_whitespace', () => {
    expect(codexTokens('\tspace\r\nstation\n space       station')).toEqual([
      'space',
      'station',
      'space',
      'station',
    ]);
  });

  it('it_removes_stopwords', () => {
    const text = "i me my myself we our ours ourselves you you're you've you'll you'd";
    expect(codexTokens(text)).toEqual([]);
  });

  it('it_keeps_numbers', () => {
    expect(codexTokens('42 1337 3.14')).toEqual(['42', '1337', '3.14']);
  });

  it('it_keeps_contracted_words (stemming and stop words off)', () => {
    const steps = { normalization: true, stopwords: false, stemming: false };
    expect(codexTokens("can't you're won't let's couldn't've", steps)).toEqual([
      "can't",
      "you're",
      "won't",
      "let's",
      "couldn't've",
    ]);
  });

  it('it_removes_punctuation', () => {
    expect(codexTokens('space, station!')).toEqual(['space', 'station']);
    expect(codexTokens('space,station')).toEqual(['space', 'station']);
    expect(codexTokens('!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~')).toEqual([]);
  });

  it('it_stems_words', () => {
    const text = 'connection connections connective connected connecting connect';
    expect(codexTokens(text)).toEqual(Array(6).fill('connect'));
  });

  it('it_does_not_remove_stopwords_when_stopwords_disabled', () => {
    const steps = { normalization: true, stopwords: false, stemming: true };
    expect(codexTokens('i my myself we you have', steps)).toEqual([
      'i',
      'my',
      'myself',
      'we',
      'you',
      'have',
    ]);
  });

  it('it_does_not_stem_when_stemming_disabled', () => {
    const text = 'connection connections connective connect';
    expect(codexTokens(text, NO_STEM)).toEqual([
      'connection',
      'connections',
      'connective',
      'connect',
    ]);
  });

  it('it_converts_unicode_to_ascii (the German row, with English stop words and no stemming)', () => {
    // The crate runs this row with German stop words; neither word is a stop word in either list.
    expect(codexTokens('gemüse, Gießen', NO_STEM)).toEqual(['gemuse', 'giessen']);
  });

  it('an empty text has no tokens', () => {
    expect(codexTokens('')).toEqual([]);
  });

  it('it_tokenizes_emojis_as_text: a known difference, deunicode names them and this does not', () => {
    // The crate expects ["pizza", "rocket", "lemon"]; without deunicode's emoji table each
    // emoji is tofu here, which holds no word.
    expect(transliterate('🍕 🚀 🍋')).toBe(`${TOFU} ${TOFU} ${TOFU}`);
    expect(codexTokens('🍕 🚀 🍋')).toEqual([]);
  });
});

describe('UAX #29 words on ASCII', () => {
  it('an underscore joins words: create_issue is one token', () => {
    expect(codexTokens('create_issue')).toEqual([stemEnglish('create_issue')]);
    expect(codexTokens('create_issue')[0]).toMatch(/^create_iss/);
    expect(unicodeWords('mcp__github__create_issue')).toEqual(['mcp__github__create_issue']);
  });

  it('keeps words holding a letter or digit, as unicode_words() does, and no bare underscores', () => {
    expect(unicodeWords('_ __ x_ _1 a:b a.b e.g. 1,000 a,b')).toEqual([
      'x_',
      '_1',
      'a:b',
      'a.b',
      'e.g',
      '1,000',
      'a',
      'b',
    ]);
  });

  it('breaks a letter from a digit across a full stop (UAX #29 joins letters, or digits, only)', () => {
    expect(unicodeWords('a1.b 1.a')).toEqual(['a1', 'b', '1', 'a']);
  });
});

describe('transliteration', () => {
  it('keeps ASCII as it is', () => {
    const ascii = Array.from({ length: 128 }, (_, code) => String.fromCharCode(code)).join('');
    expect(transliterate(ascii)).toBe(ascii);
  });

  it("drops Latin diacritics and spells the letters deunicode's tests spell", () => {
    expect(transliterate('étude')).toBe('etude');
    expect(transliterate('Æneid')).toBe('AEneid');
    expect(transliterate('Gießen')).toBe('Giessen');
    expect(transliterate('city — …')).toBe('city -- ...');
  });

  it("spells ° as deg, as the crate's tokenizer snapshot over its recipes has it", () => {
    // snapshots/bm25__default_tokenizer__tests__it_matches_snapshot_en.snap @ b2d8b869,
    // "Garlic Roasted Potatoes": "preheat your oven to 400°F (200°C)".
    expect(codexTokens('preheat your oven to 400°F (200°C)')).toEqual([
      'preheat',
      'oven',
      '400degf',
      '200degc',
    ]);
  });

  it('turns curly apostrophes into straight ones, so a contraction stays one stop word', () => {
    expect(codexTokens('don’t')).toEqual([]);
  });

  it('makes a character it cannot spell tofu, which adds no token (deunicode gives "Bei Jing")', () => {
    expect(transliterate('北亰')).toBe(`${TOFU}${TOFU}`);
    expect(codexTokens('北亰 city')).toEqual(['citi']);
  });

  it('makes a lone surrogate tofu', () => {
    expect(transliterate('a\ud800b')).toBe(`a${TOFU}b`);
  });
});

describe('the stop words', () => {
  it("are NLTK's 179 English words, each lower-case ASCII", () => {
    expect(NLTK_ENGLISH_STOP_WORDS.size).toBe(179);
    for (const word of NLTK_ENGLISH_STOP_WORDS) expect(word).toMatch(/^[a-z']+$/);
  });
});
