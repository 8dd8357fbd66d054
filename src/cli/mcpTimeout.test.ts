import { beforeAll, describe, expect, it } from 'vitest';
import { toollens } from '../test/cliRunner';
import { slowStdioCommand } from '../test/mcp/fileStdioBundle';
import { startHttp } from '../test/mcp/servers';
import { COMMAND_OPTIONS } from './options';
import { parseTimeout } from './timeoutOption';

/**
 * `--timeout`, the wait for a live server's handshake and first tools/list, against real
 * servers on loopback that are slow to answer (src/test/mcp/slowStdio.ts, started as `npx`
 * starts a package it is still installing, and an HTTP server that never answers).
 */

/** The CLI run in this process, alongside the test's own HTTP server. */
const run = toollens;

/**
 * Past the default wait (20 s): a failure that names a shorter one came from --timeout, not
 * from the server, which had not answered yet, nor from the default.
 */
const LATE_MS = 60_000;

describe('--timeout', () => {
  let npx: string;
  beforeAll(() => {
    // Reads nothing for a minute, as `npx -y <package>` does while it installs.
    npx = slowStdioCommand(LATE_MS, 0, 'npx');
  });

  it('ends the wait for a stdio handshake, and says that npx may still be installing', async () => {
    const result = await run('pull', '--mcp', npx, '--timeout', '1s');
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `toollens: ${npx} did not answer in time (no MCP handshake within 1 s); npx may still be installing the package (a first run downloads it before the server starts): run ${npx} once in a terminal first (Ctrl-C once it waits for input), or pass --timeout 2m; its stderr:\nnpm warn exec The following package was not found and will be installed\n`,
    );
  });

  it('waits for a server that answers within it', async () => {
    const slow = slowStdioCommand(1_500, 0, 'npx');
    const result = await run('pull', '--mcp', slow, '--timeout', '30s');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).tools.map((tool: { name: string }) => tool.name)).toEqual([
      'apply_manifest',
    ]);
  });

  it('holds the first tools/list too, and names no installing for a plain command', async () => {
    const slowList = slowStdioCommand(0, LATE_MS);
    // Long enough for the handshake on a loaded machine; the list's answer is a minute away.
    const result = await run('search', '--mcp', slowList, '--timeout', '8000', '-q', 'manifest');
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `toollens: ${slowList} did not answer in time (Request timed out)\n`,
    );
  });

  it('holds the handshake of --mcp-url', async () => {
    // Takes the request and never answers it.
    const silent = await startHttp(() => {});
    try {
      const result = await run('stats', '--mcp-url', silent.url, '--timeout', '1s');
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        `toollens: ${silent.url} did not answer in time (no MCP handshake within 1 s)\n`,
      );
    } finally {
      await silent.close();
    }
  });

  it('is taken by every command that takes --mcp or --mcp-url', () => {
    const live = Object.entries(COMMAND_OPTIONS).filter(([, options]) =>
      options.some((option: string) => option === 'mcp' || option === 'mcp-url'),
    );
    expect(live.map(([command]) => command)).toContain('open');
    for (const [command, options] of live) {
      expect(options as readonly string[], command).toContain('timeout');
    }
  });

  it('reads milliseconds, seconds and minutes', () => {
    expect(parseTimeout(undefined)).toBeUndefined();
    expect(parseTimeout('20000')).toBe(20_000);
    expect(parseTimeout('1500ms')).toBe(1_500);
    expect(parseTimeout('30s')).toBe(30_000);
    expect(parseTimeout('1.5s')).toBe(1_500);
    expect(parseTimeout('2m')).toBe(120_000);
    expect(parseTimeout('60m')).toBe(3_600_000);
  });

  it.each([
    [
      ['pull', '--mcp', 'x', '--timeout', '30'],
      '--timeout must be from 1s to 60m, got "30" (a bare number is milliseconds: did you mean 30s?)',
    ],
    [
      ['pull', '--mcp', 'x', '--timeout', 'soon'],
      '--timeout must be a duration: milliseconds (20000), seconds (30s) or minutes (2m); the default is 20s; got "soon"',
    ],
    [
      ['pull', '--mcp', 'x', '--timeout', '2h'],
      '--timeout must be a duration: milliseconds (20000), seconds (30s) or minutes (2m); the default is 20s; got "2h"',
    ],
    [['pull', '--mcp', 'x', '--timeout', '90m'], '--timeout must be from 1s to 60m, got "90m"'],
    [
      ['stats', '--catalog', 'demo', '--timeout', '1m'],
      '--timeout goes with --mcp or --mcp-url (it is the wait for a live server)',
    ],
    [
      ['open', '--catalog', 'demo', '--timeout', '1m'],
      '--timeout goes with --mcp or --mcp-url (it is the wait for a live server)',
    ],
    [
      ['diff', 'demo', 'sample', '--timeout', '1m'],
      'diff: --timeout goes with a live side (an http(s) URL, --mcp or --mcp-old)',
    ],
  ])('usage: %j', async (args, message) => {
    const result = await toollens(...args);
    expect(result.code).toBe(2);
    expect(result.stderr.split('\n')[0]).toBe(`toollens: ${message}`);
  });
});
