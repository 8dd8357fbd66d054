/**
 * The size caps on what arrives from outside (a file, a paste, a share link, a workspace file),
 * checked before anything is read, decoded, inflated or parsed, so a wrong file or a crafted
 * link is refused with a message instead of freezing the page or filling its memory.
 */

import { DEFAULT_MAX_BYTES, megabytes, tooLarge } from '../../engine/core';

/** The engine's 50 MB limit on catalog text. */
export const MAX_CATALOG_BYTES = DEFAULT_MAX_BYTES;

/** A workspace file carries a catalog's text (escaped once more) beside the rest. */
export const MAX_WORKSPACE_FILE_BYTES = 2 * MAX_CATALOG_BYTES;

/**
 * The longest `#share=` hash read: ten times the longest link toollens makes (MAX_LINK_CHARS),
 * so a hand-made megabyte link is refused before it is decoded.
 */
export const MAX_SHARE_HASH_CHARS = 1_000_000;

/** The most a share link may inflate to: the catalog limit (a link's JSON is mostly its catalog). */
export const MAX_SHARE_INFLATED_BYTES = MAX_CATALOG_BYTES;

export { megabytes, tooLarge };

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
