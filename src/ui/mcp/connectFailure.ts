/**
 * A failed connection in the page's words. The shared module (`src/mcp/errors.ts`) classifies
 * every failure and names the URL; this only swaps its CLI hints for the dialog's and says what
 * the page kept. It reads the error's `kind` and `message` without importing the module, so it
 * stays out of the lazily loaded connection code.
 */

const KEPT = 'Nothing was changed: the catalog loaded before stays.';

export const connectFailure = (url: string, error: unknown): string => {
  const kind = (error as { kind?: unknown } | null)?.kind;
  const message = error instanceof Error ? error.message : String(error);
  switch (kind) {
    case 'auth': {
      const status = /HTTP (\d{3})/.exec(message)?.[1] ?? '401';
      return `${url} requires authorization (HTTP ${status}): add a header such as "Authorization: Bearer …" under Headers, or check the one given. ${KEPT}`;
    }
    case 'cors':
      return `${url} answered, but the browser blocked the answer (CORS): the server must allow this page's origin (${globalThis.location?.origin ?? 'this page'}) and the headers Content-Type, Mcp-Session-Id and Mcp-Protocol-Version (and Authorization when one is sent). ${KEPT}`;
    case 'refused':
      return `Could not reach ${url}: nothing answered (is the server running, and is the address right?). ${KEPT}`;
    case 'not-mcp':
    case 'timeout':
    case 'protocol':
    case 'closed':
    case 'invalid':
      // Already names the URL and the reason.
      return `${message}. ${KEPT}`.replace(/\.\. /, '. ');
    default:
      return `Could not connect to ${url}: ${message}. ${KEPT}`.replace(/\.\. /, '. ');
  }
};
