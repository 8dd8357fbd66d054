/**
 * The fix stage's light part, which the page may import through engine/core: where a fix goes
 * in a server's code (snippet.ts). Proposing and measuring fixes re-rank under every target and
 * run in the worker or the CLI (index.ts).
 */

export { fixSnippet, type SnippetSdk } from './snippet';
