import { describe, expect, it } from 'vitest';
import { isToollensError } from '../errors';
import { MAX_PIECE_LIMIT, type PieceTokenizer, tokenPieces } from './tokenPieces';
import { loadTokenizer } from './tokens';

const joined = (pieces: { text: string }[]) => pieces.map((piece) => piece.text).join('');
const idCount = (pieces: { ids: number[] }[]) =>
  pieces.reduce((sum, piece) => sum + piece.ids.length, 0);

describe('tokenPieces (o200k_base)', () => {
  const texts = [
    '',
    'hello world',
    '{"name":"merge_pdfs","description":"Merge PDF files.","input_schema":{"type":"object"}}',
    'Line one\n\n  indented\tand tabbed\r\nlast',
    'Ünïcödé, 日本語のテキスト, emoji 🤖🧪👩‍👩‍👧 and flags 🇫🇷 mixed in',
    'say <|endoftext|> here',
  ];

  it('joins back to the text, and its ids are exactly the count', async () => {
    const tokenizer = await loadTokenizer();
    for (const text of texts) {
      const result = tokenPieces(text, tokenizer);
      expect(joined(result.pieces)).toBe(text);
      expect(idCount(result.pieces)).toBe(tokenizer.count(text));
      expect(result.tokens).toBe(tokenizer.count(text));
      expect(result.pieces.flatMap((piece) => piece.ids)).toEqual(tokenizer.encode(text));
      expect(result).toMatchObject({ chars: text.length, moreTokens: 0, moreChars: 0 });
    }
  });

  it('keeps the tokens of one split character together in one piece', async () => {
    const tokenizer = await loadTokenizer();
    const text = 'robot 🤖🧪 done';
    const result = tokenPieces(text, tokenizer);
    const grouped = result.pieces.filter((piece) => piece.ids.length > 1);
    expect(grouped.length).toBeGreaterThan(0);
    for (const piece of grouped) expect(piece.text).toMatch(/\p{Extended_Pictographic}/u);
    // No piece is a lone half: every piece is whole text, with no replacement marker.
    for (const piece of result.pieces) expect(piece.text).not.toContain('\uFFFD');
  });

  it('shows the first tokens of a huge text and counts the rest', async () => {
    const tokenizer = await loadTokenizer();
    const text = 'alpha beta gamma delta '.repeat(2_000);
    const result = tokenPieces(text, tokenizer, 100);
    expect(idCount(result.pieces)).toBe(100);
    expect(result.tokens).toBe(tokenizer.count(text));
    expect(result.moreTokens).toBe(result.tokens - 100);
    expect(text.startsWith(joined(result.pieces))).toBe(true);
    expect(result.moreChars).toBe(text.length - joined(result.pieces).length);
  });

  it('completes a split character that straddles the limit', async () => {
    const tokenizer = await loadTokenizer();
    const text = '🤖'.repeat(10);
    const ids = tokenizer.encode(text);
    expect(ids.length).toBeGreaterThan(10);
    const result = tokenPieces(text, tokenizer, 1);
    expect(result.pieces).toHaveLength(1);
    expect(result.pieces[0]?.text).toBe('🤖');
    expect(result.moreTokens).toBe(ids.length - idCount(result.pieces));
  });

  it('refuses a limit out of range with a clear error', async () => {
    const tokenizer = await loadTokenizer();
    for (const limit of [0, -1, 1.5, MAX_PIECE_LIMIT + 1]) {
      expect(() => tokenPieces('x', tokenizer, limit)).toThrow(/token view shows 1 to 20,000/);
    }
  });
});

describe('tokenPieces with a text or tokenizer that does not round-trip', () => {
  it('names a lone surrogate, which UTF-8 cannot carry', async () => {
    const tokenizer = await loadTokenizer();
    expect(() => tokenPieces('ok \uD800 then', tokenizer)).toThrow(/lone surrogate/);
  });

  // One id per character, decoding every id to "?": the text it yields is not the text given.
  const lossy: PieceTokenizer = {
    name: 'lossy',
    encode: (text) => [...text].map((_, at) => at),
    decodeGenerator: function* (ids) {
      for (const _ of ids) yield '?';
    },
  };

  it('says where the pieces stop matching the text instead of drawing other text', () => {
    let error: unknown;
    try {
      tokenPieces('ab', lossy);
    } catch (caught) {
      error = caught;
    }
    expect(isToollensError(error)).toBe(true);
    expect(String(error)).toMatch(/do not decode back to it at character 0/);
  });
});
