import { ToollensError } from '../errors';
import { formatCount } from '../text/core';

/**
 * A text cut into its tokens, for the token view (as tiktokenizer draws it). The tokenizer is
 * byte-level: a token may hold only part of a character's UTF-8 bytes (an emoji is often two or
 * three tokens), and such a token alone decodes to no text at all. Those tokens are kept
 * together in one piece, with every id, so the pieces always join back to the text exactly and
 * their token ids always add up to the count; a piece with more than one token says why.
 */

/** One piece of the text: the tokens that decode to it, in order. */
export type TokenPiece = {
  text: string;
  /** Token ids. More than one: a character's bytes are split across these tokens. */
  ids: number[];
};

export type TokenPieces = {
  tokenizer: string;
  /** Tokens in the whole text (equal to the counter's count). */
  tokens: number;
  /** Characters in the whole text. */
  chars: number;
  /** The first pieces, up to the limit (a piece is never cut). */
  pieces: TokenPiece[];
  /** Tokens past the shown pieces, and their characters: "… M more". */
  moreTokens: number;
  moreChars: number;
};

/** What the pieces need of a tokenizer: its ids, and a streaming decoder of them. */
export type PieceTokenizer = {
  name: string;
  encode(text: string): number[];
  /**
   * Decodes ids lazily, yielding text as soon as whole characters are decoded (gpt-tokenizer's
   * `decodeGenerator`): a token that ends inside a character yields nothing until the rest.
   */
  decodeGenerator(ids: Iterable<number>): Iterable<string>;
};

/** Tokens drawn by default, and the most a caller may ask for: enough for any one declaration. */
const DEFAULT_PIECE_LIMIT = 2_000;
export const MAX_PIECE_LIMIT = 20_000;

const checkPieceLimit = (limit: number): number => {
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PIECE_LIMIT) {
    throw new ToollensError(
      `toollens: the token view shows 1 to ${formatCount(MAX_PIECE_LIMIT)} tokens, got ${limit}`,
    );
  }
  return limit;
};

/**
 * The first `limit` tokens of `text` as pieces (a piece that straddles the limit is completed),
 * with how much is left. Each yield of the decoder closes a piece: the ids it consumed since the
 * last yield are the piece's. Every piece is checked against the text it should be, so a
 * tokenizer that does not round-trip (a lone surrogate, which UTF-8 cannot carry) is an error
 * that says so rather than a view that silently differs from the prompt.
 */
export const tokenPieces = (
  text: string,
  tokenizer: PieceTokenizer,
  limit = DEFAULT_PIECE_LIMIT,
): TokenPieces => {
  checkPieceLimit(limit);
  const ids = tokenizer.encode(text);
  const pieces: TokenPiece[] = [];
  let pending: number[] = [];
  let consumed = 0;
  let offset = 0;
  // The decoder pulls ids one at a time from this generator, so the ids read before each of
  // its yields are exactly the ones that decoded to that text. It stops at the limit unless a
  // piece is open (its character is not complete yet).
  function* feed(): Generator<number> {
    while (consumed < ids.length && (consumed < limit || pending.length > 0)) {
      const id = ids[consumed] as number;
      consumed += 1;
      pending.push(id);
      yield id;
    }
  }
  for (const decoded of tokenizer.decodeGenerator(feed())) {
    if (text.slice(offset, offset + decoded.length) !== decoded) {
      throw new ToollensError(
        `toollens: the ${tokenizer.name} tokens of this text do not decode back to it at character ${offset} (it may hold a lone surrogate, which UTF-8 cannot encode)`,
      );
    }
    pieces.push({ text: decoded, ids: pending });
    pending = [];
    offset += decoded.length;
  }
  if (pending.length > 0) {
    throw new ToollensError(
      `toollens: the last ${pending.length} ${tokenizer.name} token(s) of this text decode to no whole character`,
    );
  }
  return {
    tokenizer: tokenizer.name,
    tokens: ids.length,
    chars: text.length,
    pieces,
    moreTokens: ids.length - consumed,
    moreChars: text.length - offset,
  };
};
