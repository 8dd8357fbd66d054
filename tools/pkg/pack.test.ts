import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { cleanEnv, npxToollens, runIn } from './installed';
import { filesUnder, ROOT } from './library';

/**
 * The packed package, installed into an empty folder (install.setup.ts), run as a server's
 * author runs it: `npx toollens …` with no tsx and no TypeScript anywhere in the install.
 */
const dir = inject('installed');
const FIXTURE = join(import.meta.dirname, 'fixture');
const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const installedPackage = join(dir, 'node_modules/toollens');

/** The first row of a search's hit table: `1  <name>  …`. */
const firstHit = (stdout: string) => /^1 +(\S+)/m.exec(stdout)?.[1];

beforeAll(() => {
  // The server's repository: its built server in dist/, which the CLI is pointed at.
  mkdirSync(join(dir, 'dist'), { recursive: true });
  cpSync(join(FIXTURE, 'server.mjs'), join(dir, 'dist/index.js'));
  cpSync(join(FIXTURE, 'tools.source.json'), join(dir, 'dist/tools.source.json'));
});

describe('npx toollens from the installed tarball', () => {
  it('--version prints the package version', () => {
    const result = npxToollens(dir, '--version');
    expect([result.code, result.stdout, result.stderr]).toEqual([0, `${version}\n`, '']);
  });

  it('search ranks a catalog file and the built-in demo catalog', () => {
    const file = npxToollens(
      dir,
      'search',
      '--catalog',
      'dist/tools.source.json',
      '-q',
      'email a note to a colleague',
    );
    expect(file.stderr).toBe('');
    expect(firstHit(file.stdout)).toBe('share_note');
    const demo = npxToollens(dir, 'search', '--catalog', 'demo', '-q', 'list work items');
    expect(firstHit(demo.stdout)).toBe('list_work_items');
  });

  it('pull --mcp spawns a stdio server and writes its tools', () => {
    const result = npxToollens(dir, 'pull', '--mcp', 'node dist/index.js', '-o', 'out.json');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const pulled = JSON.parse(readFileSync(join(dir, 'out.json'), 'utf8'));
    const served = JSON.parse(readFileSync(join(FIXTURE, 'tools.source.json'), 'utf8'));
    expect(pulled.server.source).toBe('mcp:notes@1.0.0');
    expect(pulled.tools.map((tool: { name: string }) => tool.name)).toEqual(
      served.map((tool: { name: string }) => tool.name),
    );
  });
  it('open --mcp serves the built app on loopback, and its bridge answers only with the token', async () => {
    const open = spawn(
      'npx',
      ['toollens', 'open', '--mcp', 'node dist/index.js', '--no-browser', '--port', '0'],
      { cwd: dir, env: cleanEnv(), detached: true },
    );
    try {
      let out = '';
      open.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        out += chunk;
      });
      const deadline = Date.now() + 30_000;
      while (!/\n/.test(out) && open.exitCode === null && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const url = new URL(/^toollens open: (\S+)$/m.exec(out)?.[1] ?? 'http://missing.invalid/');
      expect(url.hostname).toBe('127.0.0.1');
      const token = url.hash.replace('#toollens-open=', '');
      expect(token).toMatch(/^[\w-]{32,}$/);
      const page = await fetch(url.origin);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>toollens');
      const initialize = (headers: Record<string, string>) =>
        fetch(`${url.origin}/toollens-open/mcp`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
            origin: url.origin,
            ...headers,
          },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'initialize',
            params: {
              protocolVersion: '2025-06-18',
              capabilities: {},
              clientInfo: { name: 'pack-test', version: '1' },
            },
          }),
        });
      expect((await initialize({})).status).toBe(401);
      const answered = await initialize({ authorization: `Bearer ${token}` });
      expect(answered.status).toBe(200);
      expect(await answered.text()).toContain('"name":"notes"');
    } finally {
      if (open.pid !== undefined && open.exitCode === null) process.kill(-open.pid, 'SIGTERM');
      if (open.exitCode === null) await once(open, 'exit');
    }
  }, 60_000);
});

describe('the installed package', () => {
  it('has no bench command: the benchmark runs from a clone (npm run bench)', () => {
    const result = npxToollens(dir, 'bench');
    expect([result.code, result.stdout]).toEqual([2, '']);
    expect(result.stderr).toMatch(/^toollens: unknown command "bench"/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(npxToollens(dir, '--help').stdout).not.toMatch(/^\s+bench\b/m);
  });

  it('holds no tsx and no TypeScript source, and none of the app’s packages', () => {
    const sources = filesUnder(installedPackage).filter(
      (path) => /\.(tsx?|mts|cts)$/.test(path) && !path.endsWith('.d.ts'),
    );
    expect(sources).toEqual([]);
    for (const absent of ['tsx', 'typescript', 'react', 'recharts', 'esbuild', 'vite']) {
      expect(existsSync(join(dir, 'node_modules', absent)), absent).toBe(false);
    }
    expect(existsSync(join(installedPackage, 'dist/index.html'))).toBe(true);
    expect(
      filesUnder(installedPackage).filter((path) => /\.map$|^dist\/(api|site)\//.test(path)),
    ).toEqual([]);
  });

  it('is importable as a library, its types checked under nodenext', () => {
    const script = [
      "import { readFileSync } from 'node:fs';",
      "import { openCatalog, searchTools, ToolIndex } from 'toollens';",
      "const opened = openCatalog(readFileSync('dist/tools.source.json', 'utf8'));",
      'if (!opened.ok) throw new Error(JSON.stringify(opened.errors));',
      "const page = searchTools(new ToolIndex(opened.catalog), { query: 'email a note' });",
      'console.log(page.hits[0]?.name);',
    ].join('\n');
    writeFileSync(join(dir, 'use.mjs'), script);
    expect(runIn(dir, process.execPath, ['use.mjs']).stdout).toBe('share_note\n');
    // The same use in TypeScript, as a consumer's compiler resolves the package's declarations.
    writeFileSync(
      join(dir, 'use.mts'),
      `${script}\n// @ts-expect-error: a catalog is text\nopenCatalog(42);\n`,
    );
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'nodenext',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          lib: ['es2022'],
          types: [],
        },
        files: ['use.mts', 'node.d.ts'],
      }),
    );
    // Node's own types are not installed there: what the script uses of Node is declared.
    writeFileSync(
      join(dir, 'node.d.ts'),
      [
        "declare module 'node:fs' { export const readFileSync: (path: string, encoding: 'utf8') => string; }",
        'declare const console: { log: (...values: unknown[]) => void };',
      ].join('\n'),
    );
    const tsc = runIn(dir, join(ROOT, 'node_modules/.bin/tsc'), ['-p', '.', '--pretty', 'false']);
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.code).toBe(0);
  });
});
