import { stem } from 'porter2';

/**
 * The Snowball English stemmer the `bm25` crate applies (rust-stemmers 1.2.0,
 * `Algorithm::English`, chosen in Michael-JB/bm25 `src/default_tokenizer.rs` @
 * 149e2b59d0442a9c96c983fc543e0b0de48a691c). `porter2` implements the same algorithm (Porter2,
 * which Snowball calls "english"). MEASURED_AGREEMENT records how it compares with
 * `snowball-stemmers`, a port generated from Snowball itself, on every token of the four
 * catalogs under ../shared/datasets.
 */
export const stemEnglish = (word: string): string => stem(word);
