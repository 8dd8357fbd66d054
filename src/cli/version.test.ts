import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toollens } from '../test/cliRunner';

const { version } = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { version: string };

describe('toollens --version', () => {
  it.each([['--version'], ['-V']])('%s prints the package version alone, exit 0', async (flag) => {
    const result = await toollens(flag);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`${version}\n`);
  });

  it('wins over a command, as --help does, and is in the usage', async () => {
    const result = await toollens('search', '--version');
    expect([result.code, result.stdout]).toEqual([0, `${version}\n`]);
    expect((await toollens('--help')).stdout).toMatch(
      /^ {2}toollens --version \| -V +print the version/m,
    );
  });
});
