/**
 * The size caps on what arrives from outside (a file, a paste, a share link, a workspace file),
 * checked before anything is read, decoded, inflated or parsed, so a wrong file or a crafted
 * link is refused with a message instead of freezing the page or filling its memory.
 */

/**
 * The engine's 50 MB limit on catalog text (`DEFAULT_MAX_BYTES` in
 * `engine/catalog/importCatalog.ts`, which `engine/core` does not export); `limits.test.ts`
 * holds the two equal, and this message to the engine's wording.
 */
export const MAX_CATALOG_BYTES = 50 * 1024 * 1024;

/** A workspace file carries a catalog's text (escaped once more) beside the rest. */
export const MAX_WORKSPACE_FILE_BYTES = 2 * MAX_CATALOG_BYTES;

/**
 * The longest `#share=` hash read: ten times the longest link toollens makes (MAX_LINK_CHARS),
 * so a hand-made megabyte link is refused before it is decoded.
 */
export const MAX_SHARE_HASH_CHARS = 1_000_000;

/** The most a share link may inflate to: the catalog limit (a link's JSON is mostly its catalog). */
export const MAX_SHARE_INFLATED_BYTES = MAX_CATALOG_BYTES;

const MEGABYTE = 1024 * 1024;

/** Megabytes for a message, as the engine writes them: one decimal, or two significant digits. */
export const megabytes = (size: number): string => {
  const mb = size / MEGABYTE;
  const text = mb >= 0.1 ? mb.toFixed(1).replace(/\.0$/, '') : mb.toPrecision(2);
  return `${text} MB`;
};

/** The engine's message for oversize catalog text, here for a file's bytes (before reading it). */
export const tooLarge = (
  size: number,
  limit: number = MAX_CATALOG_BYTES,
  unit: 'characters' | 'bytes' = 'characters',
  verb = 'parsed',
): string =>
  `catalog is too large: ${megabytes(size)} is over the ${megabytes(limit)} limit (${size} > ${limit} ${unit}); it was not ${verb}`;

export type FileRead = { ok: true; text: string } | { ok: false; message: string };

/** A file's text, or the engine's oversize message when it is over `limit` (then it is not read). */
export const readLimited = async (
  file: Pick<File, 'size' | 'text'>,
  limit: number = MAX_CATALOG_BYTES,
): Promise<FileRead> => {
  if (file.size > limit) return { ok: false, message: tooLarge(file.size, limit, 'bytes', 'read') };
  try {
    return { ok: true, text: await file.text() };
  } catch (error) {
    return { ok: false, message: `the file could not be read: ${String(error)}` };
  }
};
