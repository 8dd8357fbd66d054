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

export type TermPatterns = ReadonlyMap<string, RegExp>;

export const compileTermPatterns = (terms: readonly string[]): TermPatterns => {
  const patterns = new Map<string, RegExp>();
  for (const term of terms)
    if (!patterns.has(term)) patterns.set(term, new RegExp(`\\b${escapeRegExp(term)}\\b`));
  return patterns;
};

const patternOf = (patterns: TermPatterns, term: string): RegExp => {
  const pattern = patterns.get(term);
  if (pattern === undefined) throw new Error(`claude-code keywords: no pattern for "${term}"`);
  return pattern;
};

/** The pre-filter: every required term in a name part, the description or the hint. */
export const meetsRequired = (
  tool: SearchedTool,
  required: readonly string[],
  patterns: TermPatterns,
): boolean =>
  required.every((term) => {
    const pattern = patternOf(patterns, term);
    const { parts } = tool.parsed;
    return (
      parts.includes(term) ||
      parts.some((part) => part.includes(term)) ||
      pattern.test(tool.description) ||
      (tool.hint !== '' && pattern.test(tool.hint))
    );
  });

export type KeywordScore = { score: number; why: string[] };

/** The tool's points; `why` says each, in Claude Code's terms, when `explain` asks for it. */
export const scoreTool = (
  tool: SearchedTool,
  terms: readonly string[],
  patterns: TermPatterns,
  explain = true,
): KeywordScore => {
  const { parts, full, isMcp } = tool.parsed;
  let score = 0;
  const why: string[] = [];
  const add = (term: string, points: number, where: string) => {
    score += points;
    if (explain) why.push(`${JSON.stringify(term)}: ${where} +${points}`);
  };
  for (const term of terms) {
    const pattern = patternOf(patterns, term);
    if (parts.includes(term)) add(term, isMcp ? 12 : 10, 'exact name part');
    else if (parts.some((part) => part.includes(term)))
      add(term, isMcp ? 6 : 5, 'inside a name part');
    if (full.includes(term) && score === 0) add(term, 3, 'full name, while the score is 0');
    if (tool.hint !== '' && pattern.test(tool.hint)) add(term, 4, 'search hint');
    if (pattern.test(tool.description)) add(term, 2, 'description');
  }
  return { score, why };
};
