import type { SearchedTool } from './searchedTool';

/**
 * ToolSearch's keyword scoring, from `searchToolsWithKeywords` in
 * `src/tools/ToolSearchTool/ToolSearchTool.ts` of stephanoskomnenos/claude-code-clean @
 * 1bcfe6b7d3a06ed8248eeb617f049e945b337ba5, a third-party reconstruction of Claude Code's
 * unpublished source. `escapeRegExp` (`src/utils/stringUtils.ts`, not held there) is the usual
 * escape of `.*+?^${}()|[]\`, as other copies give it.
 *
 * As read: the lower-cased, trimmed query splits on white space; a term `+x` (longer than `+`)
 * is required, and when any is, the required terms are scored first, then the others. Each
 * distinct term becomes `\b<term>\b` (JavaScript's ASCII word boundary: `_` is a word character,
 * so "find" is not a word of "find_symbol"). A required term must be a name part, inside one,
 * or a word of the description or the hint. Per term, in this order: an exact name part +12 for
 * an MCP tool (+10 otherwise), else a part containing the term +6 (+5); the full name containing
 * it +3, only while the tool's score so far, over every earlier term, is 0; a word of the hint
 * +4; a word of the description +2. A term said twice counts twice. No stemming, no IDF, no
 * length normalisation.
 */

export type QueryTerms = { required: string[]; scoring: string[] };

export const queryTerms = (queryLower: string): QueryTerms => {
  const terms = queryLower.split(/\s+/).filter((term) => term.length > 0);
  const required: string[] = [];
  const optional: string[] = [];
  for (const term of terms) {
    if (term.startsWith('+') && term.length > 1) required.push(term.slice(1));
    else optional.push(term);
  }
  return { required, scoring: required.length > 0 ? [...required, ...optional] : terms };
};

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Each distinct term's `\b<term>\b`, and whether the term is word characters only. Such a term
 * matches exactly where it is a whole maximal run of word characters, so it is looked up among
 * the text's runs instead (the same answer, without a regex pass over the text per term of a
 * long query); any other term runs its regex.
 */
export type TermPatterns = ReadonlyMap<string, { pattern: RegExp; wordOnly: boolean }>;

const ALL_WORD = /^\w+$/;

export const compileTermPatterns = (terms: readonly string[]): TermPatterns => {
  const patterns = new Map<string, { pattern: RegExp; wordOnly: boolean }>();
  for (const term of terms)
    if (!patterns.has(term))
      patterns.set(term, {
        pattern: new RegExp(`\\b${escapeRegExp(term)}\\b`),
        wordOnly: ALL_WORD.test(term),
      });
  return patterns;
};

const hasWord = (
  text: string,
  words: ReadonlySet<string>,
  term: string,
  patterns: TermPatterns,
) => {
  const compiled = patterns.get(term);
  if (compiled === undefined) throw new Error(`claude-code keywords: no pattern for "${term}"`);
  return compiled.wordOnly ? words.has(term) : compiled.pattern.test(text);
};

/** The pre-filter: every required term in a name part, the description or the hint. */
export const meetsRequired = (
  tool: SearchedTool,
  required: readonly string[],
  patterns: TermPatterns,
): boolean =>
  required.every((term) => {
    const { parts } = tool.parsed;
    return (
      parts.includes(term) ||
      parts.some((part) => part.includes(term)) ||
      hasWord(tool.description, tool.descriptionWords, term, patterns) ||
      (tool.hint !== '' && hasWord(tool.hint, tool.hintWords, term, patterns))
    );
  });

export type KeywordScore = { score: number; why: string[] };

type TermMatch = {
  part: 'exact' | 'inside' | undefined;
  full: boolean;
  hint: boolean;
  description: boolean;
};

/** What one term matches in a tool, before the order-dependent full-name rule. */
const matchTerm = (tool: SearchedTool, term: string, patterns: TermPatterns): TermMatch => {
  const { parts, full } = tool.parsed;
  return {
    part: parts.includes(term)
      ? 'exact'
      : parts.some((part) => part.includes(term))
        ? 'inside'
        : undefined,
    full: full.includes(term),
    hint: tool.hint !== '' && hasWord(tool.hint, tool.hintWords, term, patterns),
    description: hasWord(tool.description, tool.descriptionWords, term, patterns),
  };
};

/** The tool's points; `why` says each, in Claude Code's terms, when `explain` asks for it. */
export const scoreTool = (
  tool: SearchedTool,
  terms: readonly string[],
  patterns: TermPatterns,
  explain = true,
): KeywordScore => {
  const [exactPart, insidePart] = tool.parsed.isMcp ? [12, 6] : [10, 5];
  let score = 0;
  const why: string[] = [];
  // A term said twice scores twice; what it matches is worked out once (when there are repeats).
  const matches = patterns.size < terms.length ? new Map<string, TermMatch>() : undefined;
  for (const term of terms) {
    let match = matches?.get(term);
    if (match === undefined) {
      match = matchTerm(tool, term, patterns);
      matches?.set(term, match);
    }
    const before = score;
    const part = match.part === 'exact' ? exactPart : match.part === 'inside' ? insidePart : 0;
    score += part;
    const full = match.full && score === 0 ? 3 : 0;
    score += full + (match.hint ? 4 : 0) + (match.description ? 2 : 0);
    if (explain && score > before) why.push(...whyLines(term, match, part, full));
  }
  return { score, why };
};

/** One term's points as `"term": where +points` lines, in the order they are scored. */
const whyLines = (term: string, match: TermMatch, part: number, full: number): string[] => {
  const quoted = JSON.stringify(term);
  const lines: string[] = [];
  if (part > 0)
    lines.push(
      `${quoted}: ${match.part === 'exact' ? 'exact name part' : 'inside a name part'} +${part}`,
    );
  if (full > 0) lines.push(`${quoted}: full name, while the score is 0 +3`);
  if (match.hint) lines.push(`${quoted}: search hint +4`);
  if (match.description) lines.push(`${quoted}: description +2`);
  return lines;
};
