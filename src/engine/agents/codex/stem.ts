import { stem } from 'porter2';

/**
 * The Snowball English stemmer the `bm25` crate applies (rust-stemmers 1.2.0,
 * `Algorithm::English`, chosen in Michael-JB/bm25 `src/default_tokenizer.rs` @
 * 149e2b59d0442a9c96c983fc543e0b0de48a691c). `porter2` implements the same algorithm (Porter2,
 * which Snowball calls "english"): small, English only, typed. Measured against
 * `snowball-stemmers` 0.6.0, a port generated from Snowball itself: the two stem alike all 11,164
 * distinct words the tokenizer hands the stemmer from the four catalogs under ../shared/datasets
 * (stem.realData.test.ts checks it per catalog), as both did rust-stemmers' own English test
 * vocabulary when it was measured for the project's notes.
 */
export const stemEnglish = (word: string): string => stem(word);
