import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFiles, toollens, toollensWith } from '../test/cliRunner';

const file = tempFiles('toollens-cli-hard-');
const folder = mkdtempSync(join(tmpdir(), 'toollens-cli-dir-'));

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const RAW = /[\u0000\u001b\u202a-\u202e\u2066-\u2069]/;

describe('toollens: files that are not files', () => {
  it.each([
    ['search', '--catalog', folder, '--query', 'x'],
    ['eval', '--catalog', 'demo', '--queries', folder],
    ['replay', '--scenario', folder],
  ])('refuses a directory with a clear message, exit 1: %s %s %s', async (...args) => {
    const { code, stderr } = await toollens(...args);
    expect(stderr).toBe(`toollens: cannot read "${folder}": is a directory\n`);
    expect(code).toBe(1);
  });

  it('stops reading a device past the 50 MB limit instead of hanging (/dev/zero has size 0)', () => {
    // A process of its own: a hang must be killed from outside, which no run in this one can be.
    const { code, stderr } = toollensWith(
      { timeoutMs: 30_000 },
      'search',
      '--catalog',
      '/dev/zero',
      '--query',
      'x',
    );
    expect(stderr).toMatch(/"\/dev\/zero" is over 50\.0 MB, the limit; stopped reading it there/);
    expect(code).toBe(1);
  });
});

describe('toollens: catalog text reaches the terminal escaped', () => {
  const tricky = file(
    'tricky.json',
    JSON.stringify([
      {
        name: 'evil_reader',
        description: 'Reads a file \u202Eexe.fdp\u202C and a NUL \u0000 and ESC \u001b[2J here.',
        parameters: { type: 'object' },
      },
    ]),
  );

  it('prints bidi overrides and control characters as \\u escapes in human output', async () => {
    const { code, stdout } = await toollens('search', '--catalog', tricky, '--query', 'file');
    expect(code).toBe(0);
    expect(stdout).not.toMatch(RAW);
    expect(stdout).toContain('\\u202e');
    expect(stdout).toContain('\\u0000');
  });

  it('keeps JSON output valid JSON with the same values, bidi characters escaped', async () => {
    const { code, stdout } = await toollens(
      'search',
      '--catalog',
      tricky,
      '--query',
      'file',
      '--json',
    );
    expect(code).toBe(0);
    expect(stdout).not.toMatch(RAW);
    const result = JSON.parse(stdout);
    expect(result.hits[0].excerpt.text).toContain('\u202Eexe.fdp\u202C');
  });
});

describe('toollens search: a query with no searchable word', () => {
  it('says it shows the whole scope instead of browsing in silence', async () => {
    const { code, stdout } = await toollens('search', '--catalog', 'demo', '--query', 'the of 🚀');
    expect(code).toBe(0);
    expect(stdout).toContain('no searchable word in the query: showing the whole scope');
    const json = JSON.parse(
      (await toollens('search', '--catalog', 'demo', '--query', 'the of', '--json')).stdout,
    );
    expect(json).toMatchObject({ mode: 'browse', noSearchableWord: true });
  });
});
