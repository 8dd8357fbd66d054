/**
 * The key never leaves the auth header: an error an SDK throws may quote a request (its headers,
 * its URL), so every message the run keeps or shows goes through `scrub`, which cuts the key and
 * anything shaped like one out of it.
 */

/** Shapes of provider keys, cut wherever they appear (`sk-…`, `sk-ant-…`, bearer tokens). */
const KEY_SHAPES = [/sk-[A-Za-z0-9_-]{8,}/g, /Bearer\s+[A-Za-z0-9._~+/=-]{8,}/gi];

export const scrub = (text: string, key: string | undefined): string => {
  let out = text;
  if (key && key.length >= 4) out = out.split(key).join('[key]');
  for (const shape of KEY_SHAPES) out = out.replace(shape, '[key]');
  return out;
};

/** An error's message, scrubbed, with its HTTP status when the SDK gives one. */
export const errorText = (error: unknown, key: string | undefined): string => {
  const status =
    typeof error === 'object' && error !== null && 'status' in error
      ? (error as { status?: unknown }).status
      : undefined;
  const message = error instanceof Error ? error.message : String(error);
  return scrub(typeof status === 'number' ? `${status}: ${message}` : message, key);
};
