import { describe, expect, it } from 'vitest';
import { connectFailure } from './connectFailure';

/** An error shaped as the shared module's McpConnectionError (kind, message naming the URL). */
const classified = (kind: string, message: string) => Object.assign(new Error(message), { kind });

const URL = 'http://localhost:3001/mcp';

describe('connectFailure', () => {
  it.each([
    [
      'refused',
      'cannot reach http://localhost:3001/mcp: fetch failed',
      'Could not reach http://localhost:3001/mcp: nothing answered',
    ],
    ['cors', 'x', 'http://localhost:3001/mcp answered, but the browser blocked the answer (CORS)'],
    [
      'auth',
      'http://localhost:3001/mcp requires authorization (HTTP 403): pass a token, e.g. --header "Authorization: Bearer …"',
      'http://localhost:3001/mcp requires authorization (HTTP 403): add a header such as "Authorization: Bearer …" under Headers',
    ],
    [
      'not-mcp',
      'http://localhost:3001/mcp is not an MCP server: it answered HTTP 404 to the MCP handshake',
      'http://localhost:3001/mcp is not an MCP server: it answered HTTP 404 to the MCP handshake. Nothing was changed',
    ],
    [
      'timeout',
      'http://localhost:3001/mcp did not answer in time (no MCP handshake within 15000 ms)',
      'http://localhost:3001/mcp did not answer in time (no MCP handshake within 15000 ms). Nothing',
    ],
  ])(
    '%s: names the URL, in the page’s words, and says the catalog stays',
    (kind, message, said) => {
      const text = connectFailure(URL, classified(kind, message));
      expect(text).toContain(said);
      expect(text).toContain(URL);
      expect(text).toMatch(/the catalog loaded before stays\.$/);
      expect(text).not.toContain('--header');
    },
  );

  it('names the URL for an error the module did not classify', () => {
    expect(connectFailure(URL, new Error('boom.'))).toBe(
      `Could not connect to ${URL}: boom. Nothing was changed: the catalog loaded before stays.`,
    );
    expect(connectFailure(URL, 'odd')).toContain(`Could not connect to ${URL}: odd.`);
  });

  describe('a stdio server behind toollens open', () => {
    const BRIDGE = 'http://127.0.0.1:4100/toollens-open/mcp';
    const bridged = { transport: 'stdio', command: 'npx -y mcp-server-kubernetes' } as const;

    it('is named by its command and transport, not by the bridge’s address', () => {
      const error = classified(
        'timeout',
        `${BRIDGE} did not answer in time (no MCP handshake within 20 s); npx may still be installing…`,
      );
      expect(connectFailure(BRIDGE, error, { bridged })).toBe(
        'npx -y mcp-server-kubernetes (stdio, through toollens open) did not answer in time (no MCP handshake within 20 s); npx may still be installing…. Nothing was changed: the catalog loaded before stays.',
      );
    });

    it('says a refused token is this tab’s, not a header to add', () => {
      const error = classified('auth', `${BRIDGE} requires authorization (HTTP 401): pass a token`);
      const said = connectFailure(BRIDGE, error, { bridged });
      expect(said).toContain('the tab may be from an earlier run of the command');
      expect(said).not.toContain('under Headers');
    });

    it('says the command has ended when the bridge does not answer', () => {
      const error = classified('refused', `cannot reach ${BRIDGE}: Failed to fetch`);
      expect(connectFailure(BRIDGE, error, { bridged })).toBe(
        `Could not reach toollens open at ${BRIDGE}: the command that runs npx -y mcp-server-kubernetes has ended; run it again. Nothing was changed: the catalog loaded before stays.`,
      );
    });
  });
});
