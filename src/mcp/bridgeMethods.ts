/**
 * What `toollens open`'s bridge passes from the page to the stdio server: an allow-list. The app
 * only connects and lists tools, so nothing else may reach a process running as the user; with
 * every method passed, any script in the app's origin (an XSS bug, an extension, a compromised
 * dependency) holding the token could call the author's tools (`tools/call` of a filesystem
 * server's `read_file` on `/etc/passwd`), read resources or fetch prompts. Browser-safe.
 *
 * A feature that needs more (a real model calling the author's tools) must ask the user on each
 * run, in the command that starts the bridge, before adding its methods to what this passes:
 * `refusedByBridge` is the one place that decides, and `createStdioBridge` its only caller.
 * Messages from the server to the page are not filtered: the page reads what it handles.
 */

/**
 * Requests the page sends: the handshake (which opens a session), liveness, the tool list.
 * @definedOnce docs/design.md's "Rules defined once" names it as this module's export.
 */
export const PAGE_REQUESTS: readonly string[] = ['initialize', 'ping', 'tools/list'];

/**
 * Notifications the page sends: the handshake's end, and cancelling or reporting a request.
 * @definedOnce docs/design.md's "Rules defined once" names it as this module's export.
 */
export const PAGE_NOTIFICATIONS: readonly string[] = [
  'notifications/initialized',
  'notifications/cancelled',
  'notifications/progress',
];

/**
 * Why a message from the page is not passed, or undefined when it is. An answer to a request of
 * the server's (no method; a result or an error) is passed: the server asked for it.
 */
export const refusedByBridge = (message: unknown): string | undefined => {
  if (message === null || typeof message !== 'object' || Array.isArray(message)) {
    return 'a message must be one JSON-RPC object';
  }
  const method = (message as { method?: unknown }).method;
  if (method === undefined) return undefined;
  if (typeof method !== 'string') return 'its method is not a string';
  const isRequest = 'id' in message;
  const passed = isRequest ? PAGE_REQUESTS : PAGE_NOTIFICATIONS;
  if (passed.includes(method)) return undefined;
  return `${method} is not passed to the server: the page only connects and lists tools (passed: ${passed.join(', ')})`;
};
