/**
 * One colour scale for term weight, shared by the weight bars, the matched-term chips and the
 * marks, so a heavy (rare) term looks the same heavy everywhere on the page.
 */

/** 0 for the lightest term of the query, 1 for the heaviest; 1 when all weigh the same. */
export const weightLevel = (weight: number, weights: readonly number[]): number => {
  if (weights.length === 0) return 1;
  const max = Math.max(...weights);
  const min = Math.min(...weights, 1);
  if (max - min < 1e-9) return 1;
  return Math.max(0, Math.min(1, (weight - min) / (max - min)));
};

/** A CSS colour for a level: more of the accent for heavier terms, never invisible. */
export const weightColor = (level: number): string =>
  `color-mix(in srgb, var(--heat) ${Math.round(25 + 60 * level)}%, transparent)`;

/** Style props for a marked word or chip of the given stem. */
export const markStyle = (stem: string, weights: Readonly<Record<string, number>>) => {
  const weight = weights[stem];
  if (weight === undefined) return undefined;
  return { backgroundColor: weightColor(weightLevel(weight, Object.values(weights))) };
};
