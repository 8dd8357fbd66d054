/**
 * The size limit on catalog text, and how an oversize input is refused: one definition for the
 * engine's import, the CLI's reads and the page's checks before it reads a file or a link.
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
