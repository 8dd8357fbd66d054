import { quote } from '../catalog/core';
import { editDistance, noun } from '../text/core';

/**
 * activate_tool only validates names: holding a tool is the working-set projection's business,
 * so an activation is either accepted whole or rejected whole. A rejected call changes nothing,
 * and its error lists the nearest catalog names so the model can correct itself in one step.
 */

export type UnknownName = { name: string; suggestions: string[] };

export type ActivationResult =
  | { ok: true; names: string[] }
  | { ok: false; error: string; unknown: UnknownName[] };

/** How many nearest names an error suggests for each unknown name. */
const SUGGESTIONS = 3;

/** `readPDF`, `read-pdf` and `Read PDF` all become `read_pdf`. */
export const snakeCase = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

/**
 * Distance between two tool names, aware of their words: both are put in snake_case, and word
 * order is forgiven (the smaller of the distances with and without sorting the words), since
 * models often swap verb and noun (`pdf_read` for `read_pdf`).
 */
export const nameDistance = (a: string, b: string): number => {
  const [left, right] = [snakeCase(a), snakeCase(b)];
  const sorted = (name: string) => name.split('_').sort().join('_');
  return Math.min(editDistance(left, right), editDistance(sorted(left), sorted(right)));
};

/**
 * The `count` catalog names nearest to `name`, by edit distance relative to the longer name
 * (so a long, related name beats a short, unrelated one); ties go to more shared words, then
 * the name.
 */
export const nearestNames = (
  name: string,
  catalogNames: readonly string[],
  count = SUGGESTIONS,
): string[] => {
  const snake = snakeCase(name);
  const words = new Set(snake.split('_'));
  const shared = (other: string) =>
    snakeCase(other)
      .split('_')
      .filter((word) => words.has(word)).length;
  const relative = (other: string) =>
    nameDistance(name, other) / Math.max(1, snake.length, snakeCase(other).length);
  return catalogNames
    .map((other) => ({ other, distance: relative(other), shared: shared(other) }))
    .sort(
      (x, y) =>
        x.distance - y.distance ||
        y.shared - x.shared ||
        (x.other < y.other ? -1 : x.other > y.other ? 1 : 0),
    )
    .slice(0, count)
    .map((entry) => entry.other);
};

/** Validates the names of one activate_tool call against the catalog. */
export const validateActivation = (
  names: readonly string[],
  catalogNames: readonly string[] | ReadonlySet<string>,
): ActivationResult => {
  const known = catalogNames instanceof Set ? catalogNames : new Set(catalogNames);
  if (names.length === 0) {
    return { ok: false, error: 'toollens: activate_tool needs at least one name', unknown: [] };
  }
  const missing = [...new Set(names.filter((name) => !known.has(name)))];
  if (missing.length === 0) return { ok: true, names: [...names] };
  const all = [...known];
  const unknown = missing.map((name) => ({ name, suggestions: nearestNames(name, all) }));
  const listed = unknown.map(
    ({ name, suggestions }) =>
      `${quote(name)} (nearest: ${suggestions.length > 0 ? suggestions.join(', ') : 'none'})`,
  );
  return {
    ok: false,
    error: `toollens: activate_tool: unknown ${noun(unknown.length, 'tool')} ${listed.join('; ')}; nothing was activated`,
    unknown,
  };
};
