/**
 * The palette's recent queries: newest first, without repeats, at most `MAX_RECENT`. Saved in the
 * workspace (key `recentQueries`) like the view, as a setting: two tabs do not conflict over it,
 * the last to write wins.
 */

export const MAX_RECENT = 8;

/** How long a query must stay unchanged to count as one the user ran, not a word half-typed. */
export const RECENT_SETTLE_MS = 1500;

/**
 * The list after `query` was run. Refining the newest entry ("excel" then "excel file") replaces
 * it, so a query typed in two pauses is one entry; the same query again moves to the top.
 */
export const rememberQuery = (list: readonly string[], query: string): string[] => {
  const text = query.trim();
  if (!text) return [...list];
  const key = text.toLowerCase();
  const newest = list[0]?.toLowerCase();
  const rest = list.filter(
    (each, i) => each.toLowerCase() !== key && !(i === 0 && newest && key.startsWith(newest)),
  );
  return [text, ...rest].slice(0, MAX_RECENT);
};

/** A stored list, or [] when what is stored is not one (an old or damaged value is dropped). */
export const readRecentQueries = (value: unknown): string[] =>
  Array.isArray(value)
    ? value
        .filter((each): each is string => typeof each === 'string' && each.trim() !== '')
        .slice(0, MAX_RECENT)
    : [];
