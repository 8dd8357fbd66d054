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
});
