import { isRecord } from '../../engine/core';
import type { ImportedCatalog, QuerySet } from '../store/authoringTypes';
import type { EditHistory } from '../store/editHistory';
import { checkCatalog, checkHistory, checkQuerySet, type Read } from './validate';

/**
 * A share link: the view, the active query set, the catalog's edits and, when it is small
 * enough, an imported catalog's text, as deflated JSON in the URL hash (`#share=…`). The
 * browser's own CompressionStream does the deflating: no dependency, and deflate packs JSON
 * tighter than lz-string's LZ variant (about 4–8× on catalogs). The hash never reaches a
 * server, so a link shares nothing with anyone but its reader.
 */
export const SHARE_PREFIX = '#share=';

export type SharePayload = {
  v: 1;
  /** The view as a URL hash. */
  view: string;
  set?: QuerySet;
  /** The edits of the linked catalog, by its key (editHistory.catalogKeyOf). */
  edits?: { key: string; history: EditHistory };
  catalog?: ImportedCatalog;
};

/** Links longer than this leave the imported catalog out (browsers and chat apps cut long URLs). */
export const MAX_LINK_CHARS = 100_000;

const toBase64Url = (bytes: Uint8Array): string => {
  let binary = '';
  // In chunks: String.fromCharCode(...bytes) overflows the stack on large arrays.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64Url = (text: string): Uint8Array => {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

const pipe = async (bytes: Uint8Array, stream: CompressionStream | DecompressionStream) =>
  new Uint8Array(
    await new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(stream)).arrayBuffer(),
  );

export const encodeShare = async (payload: SharePayload): Promise<string> => {
  const json = new TextEncoder().encode(JSON.stringify(payload));
  return toBase64Url(await pipe(json, new CompressionStream('deflate-raw')));
};

export const readSharePayload = (value: unknown): Read<SharePayload> => {
  if (!isRecord(value) || value.v !== 1 || typeof value.view !== 'string') {
    return { ok: false, errors: ['share link: not a toollens share (version 1)'] };
  }
  const errors: string[] = [];
  if (value.set !== undefined) checkQuerySet(value.set, 'share link /set', errors);
  if (value.edits !== undefined) {
    if (!isRecord(value.edits) || typeof value.edits.key !== 'string') {
      errors.push('share link /edits: expected {key, history}');
    } else checkHistory(value.edits.history, 'share link /edits/history', errors);
  }
  if (value.catalog !== undefined) checkCatalog(value.catalog, 'share link /catalog', errors);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: value as SharePayload };
};

/** The payload of a `#share=…` hash (the prefix is optional), or why it cannot be read. */
export const decodeShare = async (hash: string): Promise<Read<SharePayload>> => {
  const text = hash.startsWith(SHARE_PREFIX) ? hash.slice(SHARE_PREFIX.length) : hash;
  let json: string;
  try {
    json = new TextDecoder().decode(
      await pipe(fromBase64Url(text), new DecompressionStream('deflate-raw')),
    );
  } catch {
    return { ok: false, errors: ['share link: the link is damaged or cut short'] };
  }
  try {
    return readSharePayload(JSON.parse(json));
  } catch {
    return { ok: false, errors: ['share link: the link is damaged or cut short'] };
  }
};

/**
 * The link for a payload: with the imported catalog when the link stays under
 * `MAX_LINK_CHARS`, without it otherwise (`catalogLeftOut` says so).
 */
export const shareUrl = async (
  base: string,
  payload: SharePayload,
): Promise<{ url: string; catalogLeftOut: boolean }> => {
  const full = `${base}${SHARE_PREFIX}${await encodeShare(payload)}`;
  if (!payload.catalog || full.length <= MAX_LINK_CHARS)
    return { url: full, catalogLeftOut: false };
  const { catalog: _left, ...rest } = payload;
  return { url: `${base}${SHARE_PREFIX}${await encodeShare(rest)}`, catalogLeftOut: true };
};
