import { isRecord } from '../../../engine/core';
import type { EditHistory, ImportedCatalog, QuerySet } from '../../authoring';
import { MAX_SHARE_HASH_CHARS, MAX_SHARE_INFLATED_BYTES, megabytes } from '../../shared/limits';
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
  /**
   * The linked catalog's settings (scaffolding, capability line), by its key like `edits`. Read
   * by the worker before they are applied (workspaceSettings.ts), so unchecked here.
   */
  settings?: { key: string; settings: unknown };
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
  // The settings' content is the worker's to read, off this thread (a link may list 200,000).
  if (
    value.settings !== undefined &&
    (!isRecord(value.settings) || typeof value.settings.key !== 'string')
  ) {
    errors.push('share link /settings: expected {key, settings}');
  }
  if (value.catalog !== undefined) checkCatalog(value.catalog, 'share link /catalog', errors);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: value as SharePayload };
};

/** Thrown inside `inflate` when the output passes its limit. */
class TooLarge extends Error {}

/**
 * Inflates `bytes`, reading the output as it streams and stopping (cancelling the stream)
 * once it passes `limit` bytes: a 1 MB link that would inflate to 1 GB stops at the limit.
 */
const inflate = async (bytes: Uint8Array, limit: number): Promise<Uint8Array> => {
  const reader = new Blob([bytes as BlobPart])
    .stream()
    .pipeThrough(new DecompressionStream('deflate-raw'))
    .getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw new TooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
};

const DAMAGED = 'share link: the link is damaged or cut short';

/**
 * The payload of a `#share=…` hash (the prefix is optional), or why it cannot be read. The
 * hash's length is checked before it is decoded and the inflated size while it inflates.
 */
export const decodeShare = async (
  hash: string,
  limits: { chars?: number; inflated?: number } = {},
): Promise<Read<SharePayload>> => {
  const text = hash.startsWith(SHARE_PREFIX) ? hash.slice(SHARE_PREFIX.length) : hash;
  const maxChars = limits.chars ?? MAX_SHARE_HASH_CHARS;
  const maxInflated = limits.inflated ?? MAX_SHARE_INFLATED_BYTES;
  if (text.length > maxChars) {
    return {
      ok: false,
      errors: [
        `share link: the link is too long (${text.length} characters, over the ${maxChars} limit); it was not opened`,
      ],
    };
  }
  let json: string;
  try {
    json = new TextDecoder().decode(await inflate(fromBase64Url(text), maxInflated));
  } catch (error) {
    if (!(error instanceof TooLarge)) return { ok: false, errors: [DAMAGED] };
    return {
      ok: false,
      errors: [
        `share link: the link unpacks to more than the ${megabytes(maxInflated)} limit; it was not opened`,
      ],
    };
  }
  try {
    return readSharePayload(JSON.parse(json));
  } catch {
    return { ok: false, errors: [DAMAGED] };
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
