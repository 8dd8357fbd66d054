import { config } from 'zod/v4/core';

/**
 * Imported for its effect, before any module of the SDK (first in index.ts and connectHttp.ts).
 *
 * The SDK checks every message with zod. Each zod object schema, as the SDK builds its schemas
 * at load, asks whether it may compile a parser, and zod finds out once by trying
 * `new Function('')`. Under the page's Content-Security-Policy (no 'unsafe-eval') the try is
 * refused and the browser reports a violation, though zod catches the error. With `jitless`
 * set first, zod never tries. Node has no CSP and keeps the compiled parsers.
 */
if ('document' in globalThis) config({ jitless: true });
