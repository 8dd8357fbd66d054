import { describe, expect, it } from 'vitest';
import { formatWait, installingHint, longerWait, packageRunnerOf } from './handshakeWait';

describe('the handshake wait, as messages say it', () => {
  it('reads a wait in the unit it was most likely given', () => {
    expect(formatWait(20_000)).toBe('20 s');
    expect(formatWait(120_000)).toBe('2 min');
    expect(formatWait(90_000)).toBe('90 s');
    expect(formatWait(1_500)).toBe('1500 ms');
    expect(longerWait(20_000)).toBe('2m');
    expect(longerWait(180_000)).toBe('6m');
  });

  it.each([
    ['npx -y mcp-server-kubernetes', 'npx'],
    ['/usr/local/bin/npx @playwright/mcp', 'npx'],
    ['"C:\\Program Files\\nodejs\\npx.cmd" -y x', 'npx'],
    ['pnpm dlx mcp-server-kubernetes', 'pnpm dlx'],
    ['bunx mcp-server-kubernetes', 'bunx'],
    ['uvx mcp-server-fetch', 'uvx'],
    ['npm exec -y -- x', 'npm exec'],
  ])('%s runs the package runner %s', (line, runner) => {
    expect(packageRunnerOf(line)).toBe(runner);
  });

  it.each([
    'node dist/index.js',
    'pnpm install',
    'python -m server',
    'npxx run',
    'node "unclosed',
    '',
  ])('%j is no package runner', (line) => {
    expect(packageRunnerOf(line)).toBeUndefined();
    expect(installingHint(line, 'pass --timeout 2m')).toBe('');
  });

  it('says how to proceed, with the retry the caller gives', () => {
    expect(installingHint('uvx mcp-server-fetch', 'pass --timeout 2m')).toBe(
      '; uvx may still be installing the package (a first run downloads it before the server starts): run uvx mcp-server-fetch once in a terminal first (Ctrl-C once it waits for input), or pass --timeout 2m',
    );
  });
});
