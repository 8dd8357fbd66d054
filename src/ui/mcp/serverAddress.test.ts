import { describe, expect, it } from 'vitest';
import { checkServerUrl, parseHeaders } from './serverAddress';

describe('checkServerUrl', () => {
  it('takes https anywhere and http on this machine', () => {
    for (const url of [
      'https://mcp.example.com/mcp',
      'http://localhost:3001/mcp',
      'http://127.0.0.1:9/sse',
      ' http://localhost/ ',
    ]) {
      expect(checkServerUrl(url).ok).toBe(true);
    }
  });

  it.each([
    ['', 'enter the address'],
    ['localhost:3001', 'is not a URL'],
    ['ftp://example.com/', 'ftp: is not served over HTTP'],
    ['http://example.com/mcp', 'http://example.com is plain http on another machine'],
    ['http://[::1]:3001/mcp', 'http://[::1]:3001 is plain http on another machine'],
  ])('refuses %j, saying why', (text, message) => {
    const checked = checkServerUrl(text);
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.message).toContain(message);
      expect(checked.message).toMatch(/^Server URL: /);
    }
  });
});

describe('checkServerUrl and credentials', () => {
  it.each([
    ['https://reader:s3cret@mcp.example.com/mcp', 'https://***@mcp.example.com/mcp'],
    ['http://s3cret@localhost:3001/mcp', 'http://***@localhost:3001/mcp'],
    ['https://:s3cret@mcp.example.com/', 'https://***@mcp.example.com/'],
  ])('refuses %j, showing it as %j', (text, shown) => {
    const checked = checkServerUrl(text);
    expect(checked).toEqual({
      ok: false,
      message: `Server URL: ${shown} has a user name or password in it: credentials in a URL would show wherever the URL is named, so toollens refuses them; put a token in Headers instead (e.g. "Authorization: Bearer …").`,
    });
  });

  it('never echoes credentials, even in a URL it cannot read', () => {
    const checked = checkServerUrl('https://reader:s3cret@mcp.exa mple.com/mcp');
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.message).not.toMatch(/s3cret|reader/);
  });
});

describe('parseHeaders', () => {
  it('reads Name: value lines, keeping colons in the value and skipping blank lines', () => {
    expect(parseHeaders('Authorization: Bearer abc:def\n\n  X-Api-Key:  k1  \n')).toEqual({
      ok: true,
      value: { Authorization: 'Bearer abc:def', 'X-Api-Key': 'k1' },
    });
    expect(parseHeaders('')).toEqual({ ok: true, value: {} });
  });

  it.each([
    ['Bearer abc', 'Headers, line 1: expected "Name: value"'],
    ['X-A: 1\nBad Name: 2', 'Headers, line 2: "Bad Name" is not a header name'],
    ['Content-Type: text/plain', 'Headers, line 1: Content-Type is set by the page or the browser'],
    ['\nMcp-Session-Id: x', 'Headers, line 2: Mcp-Session-Id is set by the page'],
    ['X-A: 1\nx-a: 2', 'Headers, line 2: x-a is given twice'],
    ['Authorization:', 'Headers, line 1: Authorization has no value'],
  ])('refuses %j with the line named', (text, message) => {
    const parsed = parseHeaders(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toContain(message);
  });
});
