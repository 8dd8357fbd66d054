import type { InformativeQuery } from '../text';
import { formatCoverage } from './rankKeys';
import type { ToollensParams, ToollensQuery, ToollensScore } from './types';

/** The toollens ranker's notes, in words: what a query was read as, and what took effect for a hit. */

const list = (words: readonly string[]) => words.map((word) => `"${word}"`).join(', ');

const REASONS: Record<string, string> = {
  filler: 'filler',
  fragment: 'contraction fragments',
  'single-character': 'single letters',
  number: 'bare numbers',
};

export const queryNotes = (
  read: InformativeQuery,
  informative: number,
  mode: ToollensQuery['mode'],
  params: ToollensParams,
): string[] => {
  const notes: string[] = [];
  if (read.keptAll) notes.push('every word is filler, so every word was kept');
  for (const reason of Object.keys(REASONS)) {
    const words = read.dropped.filter((term) => term.reason === reason).map((term) => term.word);
    if (words.length > 0) notes.push(`dropped as ${REASONS[reason]}: ${list(words)}`);
  }
  const score =
    params.coverageBonus > 0 ? `BM25F × (1 + ${params.coverageBonus} × coverage share)` : 'BM25F';
  notes.push(
    mode === 'keyword'
      ? `keyword query (${informative} informative term${informative === 1 ? '' : 's'} ≤ ${params.keywordTerms}): coverage, then name match, then Σw, then ${score}`
      : `prose query (${informative} informative terms > ${params.keywordTerms}): name match, then ${score}`,
  );
  return notes;
};

/** What took effect for one hit, in words. */
export const hitNotes = (
  score: ToollensScore,
  rawCoverage: number,
  params: Pick<ToollensParams, 'coverageBonus' | 'argumentCoverage'>,
): string[] => {
  const matched = score.matchedTerms.length;
  const notes = [
    score.argumentOnly > 0
      ? `matches ${matched} of ${score.of} informative terms, ${score.argumentOnly} only in its arguments, which count ${formatCoverage(params.argumentCoverage)} each: coverage ${formatCoverage(score.coverage)} (the spec's ranker counts ${rawCoverage})`
      : `covers ${score.coverage} of ${score.of} informative terms (the spec's ranker counts ${rawCoverage})`,
    params.coverageBonus > 0
      ? `BM25F ${score.bm25f.toFixed(2)} × (1 + ${params.coverageBonus} × share ${score.share.toFixed(2)}) = ${score.score.toFixed(2)}`
      : `BM25F ${score.bm25f.toFixed(2)} over the five fields (Σw share ${score.share.toFixed(2)})`,
  ];
  if (score.argumentTerms.length > 0) {
    const only = score.argumentTerms.filter((stem) => score.fields[stem]?.length === 1);
    notes.push(
      `matched in its arguments: ${list(score.argumentTerms)}${only.length > 0 ? ` (only there: ${list(only)})` : ''}`,
    );
  }
  if (score.droppedMatches.length > 0) {
    notes.push(
      `contains dropped words, not counted: ${list(score.droppedMatches.map((term) => term.word))}`,
    );
  }
  return notes;
};
