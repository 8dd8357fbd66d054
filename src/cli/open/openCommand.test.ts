import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { BRIDGE_PATH, LAUNCH_FRAGMENT } from '../../mcp/launch';
import { CLI_BUNDLE, toollens } from '../../test/cliRunner';
import { bundleFileStdio, fileStdioCommand, writeTools } from '../../test/mcp/fileStdioBundle';
import { alive, root } from '../../test/mcp/servers';
import { PAGE_GRACE_MS } from '../commands/open';

/**
 * The `open` command as a process: what it refuses before any server starts, and that it kills
 * its stdio server when it is stopped. It runs from a package of its own (the CLI bundle, a
 * stand-in dist/, the project's node_modules), so it needs no build of the app.
 */

const pkg = mkdtempSync(join(tmpdir(), 'toollens-open-pkg-'));
const toolsFile = join(pkg, 'tools.json');

beforeAll(() => {
  writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: 'toollens', type: 'module' }));
  mkdirSync(join(pkg, 'dist'));
  writeFileSync(join(pkg, 'dist', 'index.html'), '<!doctype html><title>toollens</title>');
  symlinkSync(join(root, 'node_modules'), join(pkg, 'node_modules'));
  copyFileSync(CLI_BUNDLE, join(pkg, 'cli.mjs'));
  bundleFileStdio();
  writeTools(toolsFile, [{ name: 'make_invoice', inputSchema: { type: 'object' } }]);
});

// A process of its own, from the package: open ends on a signal and must kill its stdio server.
const run = (...args: string[]) => {
  const child: ChildProcess = spawn(process.execPath, [join(pkg, 'cli.mjs'), ...args], {
    cwd: pkg,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = { stdout: '', stderr: '' };
  child.stdout?.on('data', (chunk: Buffer) => {
    out.stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    out.stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, out, exited };
};

describe('toollens open', () => {
  it('refuses a file that does not read before any server starts, as the other commands do', async () => {
    const missing = await toollens('open', '--catalog', join(pkg, 'missing.json'), '--no-browser');
    expect(missing.code).toBe(1);
    expect(missing.stdout).toBe('');
    expect(missing.stderr).toBe(
      `toollens: cannot read "${join(pkg, 'missing.json')}": no such file\n`,
    );
    const port = await toollens('open', '--catalog', 'demo', '--port', '70000', '--no-browser');
    expect(port.code).toBe(2);
    expect(port.stderr).toMatch(
      /^toollens: --port must be a whole number from 0 to 65535, got "70000"/,
    );
    const both = await toollens('open', '--catalog', 'demo', '--mcp', 'x', '--no-browser');
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/^toollens: give --catalog or --mcp, not both/);
  });

  it('prints one line with the address, and on SIGTERM kills its stdio server and says so', async () => {
    // A server that ignores its stdin closing: only toollens's signal ends it.
    const server = fileStdioCommand(toolsFile, true);
    const cli = run('open', '--mcp', server, '--no-browser', '--port', '0');
    try {
      await expect.poll(() => cli.out.stdout, { timeout: 10_000 }).toContain('\n');
      const url = /^toollens open: (http:\/\/127\.0\.0\.1:\d+\/#\S+)\n$/.exec(cli.out.stdout)?.[1];
      expect(url).toBeDefined();
      const token = (url as string).split(LAUNCH_FRAGMENT)[1] as string;
      const client = new Client({ name: 'toollens-test', version: '1.0.0' });
      await client.connect(
        new StreamableHTTPClientTransport(new URL(BRIDGE_PATH, url), {
          requestInit: { headers: { Authorization: `Bearer ${token}` } },
        }),
      );
      expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(['make_invoice']);
      const pid = Number(/started the stdio server \(pid (\d+)\)/.exec(cli.out.stderr)?.[1]);
      expect(alive(pid)).toBe(true);
      const signalled = Date.now();
      cli.child.kill('SIGTERM');
      expect(await cli.exited).toBe(0);
      // Killed by the command's stopping, not by a page's grace running out later.
      expect(Date.now() - signalled).toBeLessThan(PAGE_GRACE_MS);
      expect(cli.out.stdout).toMatch(
        /\ntoollens open: stopped by SIGTERM; stopped the stdio server\n$/,
      );
      expect(alive(pid)).toBe(false);
      expect(cli.out.stderr).not.toContain(token);
    } finally {
      cli.child.kill('SIGKILL');
    }
  });
});
