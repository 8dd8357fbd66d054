/**
 * The `bm25` crate's token ids: `fxhash::hash32(token)` (fxhash 0.2.1, the crate's default
 * `u32` token embedder; Michael-JB/bm25 `src/embedder.rs` @ 149e2b59d0442a9c96c983fc543e0b0de48a691c).
 * Two tokens with one id are one term to the crate, so the emulation keys terms by this id too.
 *
 * Exact for the crate's own vectors ("space" 866767497, "station" 666609503, "Cup" 3568447556,
 * "of" 3221979461, "tea" 415655421; embedder.test.ts). The reading that produces all five: the
 * UTF-8 bytes in 4-byte little-endian words, then each byte left over alone, then the 0xff byte
 * Rust's `Hash for str` appends; each step `hash = (rotl(hash, 5) ^ word) * 0x27220a95` (mod 2³²).
 *
 * Tokens are ASCII (the tokenizer transliterates first), and an ASCII string's UTF-8 bytes are
 * its char codes: those are read straight from the string, with no byte array a token (a build
 * of 50,000 tools hashes millions of them). Other text is encoded first (fxhash.property.test.ts
 * checks the two readings agree).
 */

const SEED = 0x27220a95;
const UTF8 = new TextEncoder();

const add = (hash: number, word: number): number =>
  Math.imul(((hash << 5) | (hash >>> 27)) ^ word, SEED) >>> 0;

/** The id of a string's UTF-8 bytes. */
export const fxhash32Bytes = (bytes: Uint8Array): number => {
  let hash = 0;
  let at = 0;
  for (; at + 4 <= bytes.length; at += 4) {
    const word =
      (bytes[at] ?? 0) |
      ((bytes[at + 1] ?? 0) << 8) |
      ((bytes[at + 2] ?? 0) << 16) |
      ((bytes[at + 3] ?? 0) << 24);
    hash = add(hash, word >>> 0);
  }
  for (; at < bytes.length; at++) hash = add(hash, bytes[at] ?? 0);
  return add(hash, 0xff);
};

/** The crate's u32 id of a token. */
export const fxhash32 = (token: string): number => {
  const length = token.length;
  let hash = 0;
  let at = 0;
  for (; at + 4 <= length; at += 4) {
    const a = token.charCodeAt(at);
    const b = token.charCodeAt(at + 1);
    const c = token.charCodeAt(at + 2);
    const d = token.charCodeAt(at + 3);
    if ((a | b | c | d) > 0x7f) return fxhash32Bytes(UTF8.encode(token));
    hash = add(hash, (a | (b << 8) | (c << 16) | (d << 24)) >>> 0);
  }
  for (; at < length; at++) {
    const code = token.charCodeAt(at);
    if (code > 0x7f) return fxhash32Bytes(UTF8.encode(token));
    hash = add(hash, code);
  }
  return add(hash, 0xff);
};
