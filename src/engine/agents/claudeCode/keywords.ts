import { descriptionAt } from '../../catalog/core';
import { MCP_PREFIX } from './names';
import type { SearchedTool } from './searchedTool';
import { listHas, regexWords, type Vocabulary } from './wordLists';

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
 * A distinct term of a query, worked out once for every tool it is checked against.
 *
 * `\b<term>\b` runs over a text only where the words cannot answer. A term of word characters
 * alone matches exactly where it is a whole maximal run of word characters, so it is looked up
 * in the tool's word list. Any other term runs its pattern, and only over a text holding each of
 * the term's own word runs as a word: every such run sits between the term's edges (held by
 * `\b`) and its other characters (not word characters), so a match makes each a maximal run.
 */
type Term = {
  /** `\b<term>\b`, for a text held lower-cased; and with the `i` flag, for the catalog's ASCII text. */
  pattern: RegExp;
  folded: RegExp;
  wordOnly: boolean;
  /** The term's word number (-1 when no tool has the word), for a term of word characters only. */
  word: number;
  /** Otherwise its word runs' numbers; undefined when a run is no tool's word. */
  runs: number[] | undefined;
};

export type TermPatterns = ReadonlyMap<string, Term>;

const ALL_WORD = /^\w+$/;

export const compileTermPatterns = (
  terms: readonly string[],
  vocabulary: Vocabulary,
): TermPatterns => {
  const patterns = new Map<string, Term>();
  for (const term of terms) {
    if (patterns.has(term)) continue;
    const source = `\\b${escapeRegExp(term)}\\b`;
    const runs = regexWords(term).map((run) => vocabulary.get(run));
    patterns.set(term, {
      pattern: new RegExp(source),
      folded: new RegExp(source, 'i'),
      wordOnly: ALL_WORD.test(term),
      word: vocabulary.get(term),
      runs: runs.includes(-1) ? undefined : runs,
    });
  }
  return patterns;
};

const compiled = (term: string, patterns: TermPatterns): Term => {
  const found = patterns.get(term);
  if (found === undefined) throw new Error(`claude-code keywords: no pattern for "${term}"`);
  return found;
};

/** Whether a tool's words answer a word-only term, or leave another possible (see Term). */
const wordsAllow = (words: string, term: Term): boolean => {
  if (term.wordOnly) return term.word !== -1 && listHas(words, term.word);
  if (term.runs === undefined) return false;
  for (const run of term.runs) if (!listHas(words, run)) return false;
  return true;
};

const inDescription = (tool: SearchedTool, term: Term): boolean => {
  if (!wordsAllow(tool.descriptionWords, term)) return false;
  if (term.wordOnly) return true;
  return tool.description === undefined
    ? term.folded.test(descriptionAt(tool.held.tool))
    : term.pattern.test(tool.description);
};

const inHint = (tool: SearchedTool, term: Term): boolean =>
  tool.hint !== '' &&
  wordsAllow(tool.hintWords, term) &&
  (term.wordOnly || term.pattern.test(tool.hint));

const UNDERSCORE = 0x5f;

/**
 * Whether `term` is a name part (`exact`), inside one (`inside`) or neither, for a lower-cased
 * MCP name: the parts are the runs between the `_` after the `mcp__` prefix, so a term holding
 * `_` is in none, and any other is inside a part wherever it occurs past the prefix, and is a
 * part where `_` or an end is on both sides.
 */
export const namePart = (lower: string, term: string): 'exact' | 'inside' | undefined => {
  if (term.includes('_')) return undefined;
  let at = lower.indexOf(term, MCP_PREFIX.length);
  if (at === -1) return undefined;
  for (; at !== -1; at = lower.indexOf(term, at + 1)) {
    const end = at + term.length;
    const after = end === lower.length || lower.charCodeAt(end) === UNDERSCORE;
    if (after && lower.charCodeAt(at - 1) === UNDERSCORE) return 'exact';
  }
  return 'inside';
};

/** The pre-filter: every required term in a name part, the description or the hint. */
export const meetsRequired = (
  tool: SearchedTool,
  required: readonly string[],
  patterns: TermPatterns,
): boolean =>
  required.every((term) => {
    const compiledTerm = compiled(term, patterns);
    return (
      namePart(tool.lower, term) !== undefined ||
      inDescription(tool, compiledTerm) ||
      inHint(tool, compiledTerm)
    );
  });

export type KeywordScore = { score: number; why: string[] };

/** A name part's points for an MCP tool (the +10 and +5 of other tools never apply: every name here starts `mcp__`). */
const EXACT_PART = 12;
const INSIDE_PART = 6;

type TermMatch = {
  part: 'exact' | 'inside' | undefined;
  full: boolean;
  hint: boolean;
  description: boolean;
};

/**
 * What one term matches in a tool, before the order-dependent full-name rule. The full name is
 * the parts joined by spaces and a term holds no white space, so the full name contains the term
 * exactly when a part does (names.test.ts checks this against parseToolName).
 */
const matchTerm = (tool: SearchedTool, term: string, patterns: TermPatterns): TermMatch => {
  const compiledTerm = compiled(term, patterns);
  const part = namePart(tool.lower, term);
  return {
    part,
    full: part !== undefined,
    hint: inHint(tool, compiledTerm),
    description: inDescription(tool, compiledTerm),
  };
};

/** The tool's points; `why` says each, in Claude Code's terms, when `explain` asks for it. */
export const scoreTool = (
  tool: SearchedTool,
  terms: readonly string[],
  patterns: TermPatterns,
  explain = true,
): KeywordScore => {
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
    const part = match.part === 'exact' ? EXACT_PART : match.part === 'inside' ? INSIDE_PART : 0;
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
