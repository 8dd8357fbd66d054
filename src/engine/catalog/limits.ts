import { nestingDepth } from './values';

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

/** `size` in megabytes: `digits` decimals (trailing zeros dropped), or significant digits below 0.1 MB. */
const megabyteFigure = (size: number, digits: number): string => {
  const mb = size / MEGABYTE;
  return mb >= 0.1 ? mb.toFixed(digits).replace(/\.?0+$/, '') : mb.toPrecision(digits + 1);
};

/** Megabytes for a message: one decimal, or two significant digits below 0.1 MB. */
export const megabytes = (size: number): string => `${megabyteFigure(size, 1)} MB`;

/** Decimals tried before a size too close to its limit is given in its own unit. */
const MAX_DIGITS = 3;

/**
 * "52.1 MB is over the 50 MB limit (…)": with as many decimals as it takes for the size to read
 * larger than the limit (rounded to one decimal, 50.00001 MB would read "50 MB is over the 50 MB
 * limit"), or in bytes or characters when even three decimals cannot tell them apart.
 */
export const overLimit = (size: number, limit: number, unit: 'characters' | 'bytes'): string => {
  for (let digits = 1; digits <= MAX_DIGITS; digits++) {
    const [shown, most] = [megabyteFigure(size, digits), megabyteFigure(limit, digits)];
    if (Number(shown) > Number(most)) {
      return `${shown} MB is over the ${most} MB limit (${size} > ${limit} ${unit})`;
    }
  }
  return `${size} ${unit} is over the limit of ${limit} ${unit} (${megabytes(limit)})`;
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
): string => `${what} is too large: ${overLimit(size, limit, unit)}; it was not ${verb}`;

/** Deeper schemas are refused: JSON.stringify, which every declaration needs, would overflow. */
export const MAX_SCHEMA_DEPTH = 64;

/** Why `schema` (the tool's field `key`) is refused for its depth, or undefined when it is not. */
export const schemaTooDeep = (schema: unknown, key: string): string | undefined =>
  nestingDepth(schema, MAX_SCHEMA_DEPTH) <= MAX_SCHEMA_DEPTH
    ? undefined
    : `${key} nests more than ${MAX_SCHEMA_DEPTH} levels deep; real schemas stay far below that, and deeper ones cannot be declared or measured`;
