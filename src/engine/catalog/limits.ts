/**
 * The size limit on catalog text, and how an oversize input is refused: one definition for the
 * engine's import, the CLI's reads and the page's checks before it reads a file or a link. The
 * depth limit on a tool's schema, checked by the import and by the MCP listing before it writes
 * a server's tools as catalog text.
 */

/**
 * 50 MB: about 65 times the largest real catalog we test with (bfcl, 0.75 MB), yet small enough
 * that a wrongly chosen file (a log, a database dump) is refused instead of freezing the page.
 */
export const DEFAULT_MAX_BYTES = 50 * 1024 * 1024;

const MEGABYTE = 1024 * 1024;

/** Megabytes for a message: one decimal, or two significant digits below 0.1 MB. */
export const megabytes = (size: number): string => {
  const mb = size / MEGABYTE;
  const text = mb >= 0.1 ? mb.toFixed(1).replace(/\.0$/, '') : mb.toPrecision(2);
  return `${text} MB`;
};

/**
 * The refusal of oversize catalog text: by characters once read (the import), or by bytes before
 * reading (a file the page or the CLI has not opened yet). `what` names other text held to the
 * same limit (an embed's transcript or query set, fetched from a URL).
 */
export const tooLarge = (
  size: number,
  limit: number = DEFAULT_MAX_BYTES,
  unit: 'characters' | 'bytes' = 'characters',
  verb = 'parsed',
  what = 'catalog',
): string =>
  `${what} is too large: ${megabytes(size)} is over the ${megabytes(limit)} limit (${size} > ${limit} ${unit}); it was not ${verb}`;

/** Deeper schemas are refused: JSON.stringify, which every declaration needs, would overflow. */
export const MAX_SCHEMA_DEPTH = 64;

/** Nesting depth of a JSON value, counted without recursion and stopping past `limit`. */
const nestingDepth = (value: unknown, limit: number): number => {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() ?? [undefined, 0];
    if (typeof node !== 'object' || node === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > limit) return deepest;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return deepest;
};

/** Why `schema` (the tool's field `key`) is refused for its depth, or undefined when it is not. */
export const schemaTooDeep = (schema: unknown, key: string): string | undefined =>
  nestingDepth(schema, MAX_SCHEMA_DEPTH) <= MAX_SCHEMA_DEPTH
    ? undefined
    : `${key} nests more than ${MAX_SCHEMA_DEPTH} levels deep; real schemas stay far below that, and deeper ones cannot be declared or measured`;
