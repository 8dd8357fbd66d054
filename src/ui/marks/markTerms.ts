/**
 * Marks query terms in an excerpt's text for display. The engine's analyzer (a Porter stemmer)
 * stays in the worker, so the page recognises a word by its stem with a short inflection after
 * it ("files", "colored", "queries"): close enough to point at the hits, which is all a mark
 * does. Exact offsets come from the worker wherever it gives them (the lens view). Output is
 * plain segments; React renders them as text, never as markup.
 */

export type Segment = { text: string; stem?: string };

/** Endings a stem may carry in running text. Longer tails ("filename") are other words. */
const INFLECTIONS = new Set([
  '',
  's',
  'es',
  'e',
  'ed',
  'd',
  'ing',
  'er',
  'ers',
  'ly',
  'y',
  'ies',
  'ied',
  'ion',
  'ions',
  'al',
  'ment',
  'ments',
]);

/** Letter-and-digit runs, with camelCase humps split as the analyzer splits them. */
const WORD = /[\p{Lu}]?[\p{Ll}\p{N}]+|[\p{Lu}\p{N}]+(?![\p{Ll}])|[\p{L}\p{N}]+/gu;

/** The stem a word is an inflection of, if any: the longest match wins. */
export const stemOfWord = (word: string, stems: readonly string[]): string | undefined => {
  const lower = word.toLowerCase();
  let best: string | undefined;
  for (const stem of stems) {
    if (!stem || (best && best.length >= stem.length)) continue;
    // Porter turns a final y into i ("query" → "queri"): accept the word's own spelling too.
    const bases = stem.endsWith('i') ? [stem, `${stem.slice(0, -1)}y`] : [stem];
    for (const base of bases) {
      if (lower.startsWith(base) && INFLECTIONS.has(lower.slice(base.length))) {
        best = stem;
        break;
      }
    }
  }
  return best;
};

/** Splits `text` into plain and marked segments; adjacent plain text is kept together. */
export const markTerms = (text: string, stems: readonly string[]): Segment[] => {
  const segments: Segment[] = [];
  const plain = (value: string) => {
    if (!value) return;
    const last = segments.at(-1);
    if (last && last.stem === undefined) last.text += value;
    else segments.push({ text: value });
  };
  let at = 0;
  if (stems.length > 0) {
    for (const match of text.matchAll(WORD)) {
      const stem = stemOfWord(match[0], stems);
      if (!stem) continue;
      plain(text.slice(at, match.index));
      segments.push({ text: match[0], stem });
      at = match.index + match[0].length;
    }
  }
  plain(text.slice(at));
  return segments;
};
