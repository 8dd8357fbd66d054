import {
  type Decision,
  decisiveKey,
  KEY_LABELS,
  type Keys,
  type ScoreKey,
} from '../../../engine/core';

/**
 * Which rank key put each hit below the one above it. The keys, their order per ranker, the
 * tie tolerance and the labels are the engine's (search/rankKeys.ts), as explain's "why not"
 * reads them; this only applies them to the rows the table shows.
 */

/** The decision for every hit against its predecessor; the first hit has none. */
export const decisions = (
  hits: readonly Keys[],
  compared: readonly ScoreKey[],
): (Decision | undefined)[] =>
  hits.map((hit, i) => {
    const above = hits[i - 1];
    return above ? decisiveKey(above, hit, compared) : undefined;
  });

/** A sentence for a row's tooltip and screen readers, e.g. "below excel_reader on Σw by 0.69". */
export const describeDecision = (decision: Decision, above: string): string => {
  if (decision.key === 'order') return `tied with ${above} on every score; catalog order decides`;
  const gap = decision.key === 'coverage' ? String(decision.gap) : decision.gap.toFixed(2);
  return `below ${above} on ${KEY_LABELS[decision.key]} by ${gap}`;
};
