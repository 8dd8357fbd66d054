import { serverName } from './serverName';
import type { ConnectHow } from './state/mcpTypes';

/**
 * A failed connection in the page's words. The shared module (`src/mcp/errors.ts`) classifies
 * every failure and names the URL; this only swaps its CLI hints for the dialog's and says what
 * the page kept. It reads the error's `kind` and `message` without importing the module, so it
 * stays out of the lazily loaded connection code. A server behind `toollens open`'s bridge is
 * named by its command (the link says when its package runner may still be installing it).
 */

const KEPT = 'Nothing was changed: the catalog loaded before stays.';

export const connectFailure = (url: string, error: unknown, how: ConnectHow = {}): string => {
  const kind = (error as { kind?: unknown } | null)?.kind;
  const { bridged } = how;
  const name = serverName(url, bridged);
  const said = error instanceof Error ? error.message : String(error);
  const message = bridged ? said.replaceAll(url, name) : said;
  switch (kind) {
    case 'auth': {
      if (bridged) {
        return `toollens open refused this page (${message}): the tab may be from an earlier run of the command; open the address it printed. ${KEPT}`;
      }
      const status = /HTTP (\d{3})/.exec(message)?.[1] ?? '401';
      return `${name} requires authorization (HTTP ${status}): add a header such as "Authorization: Bearer …" under Headers, or check the one given. ${KEPT}`;
    }
    case 'cors':
      return `${name} answered, but the browser blocked the answer (CORS): the server must allow this page's origin (${globalThis.location?.origin ?? 'this page'}) and the headers Content-Type, Mcp-Session-Id and Mcp-Protocol-Version (and Authorization when one is sent). ${KEPT}`;
    case 'refused':
      if (bridged) {
        return `Could not reach toollens open at ${url}: the command that runs ${bridged.command} has ended; run it again. ${KEPT}`;
      }
      return `Could not reach ${name}: nothing answered (is the server running, and is the address right?). ${KEPT}`;
    case 'not-mcp':
    case 'timeout':
    case 'protocol':
    case 'closed':
    case 'invalid':
      // Already names the URL and the reason.
      return `${message}. ${KEPT}`.replace(/\.\. /, '. ');
    default:
      return `Could not connect to ${name}: ${message}. ${KEPT}`.replace(/\.\. /, '. ');
  }
};
