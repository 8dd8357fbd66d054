import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anthropicMessage, text } from './builders';
import { parseArgs, parseScript, serve } from './serve';

const hello = anthropicMessage({ content: [text('hello')], stop_reason: 'end_turn' });
const post = (url: string) =>
  fetch(`${url}/v1/messages`, {
    method: 'POST',
    body: '{}',
    headers: { 'content-type': 'application/json' },
  });

let dir = '';
let scriptFile = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'toollens-contract-'));
  scriptFile = join(dir, 'replies.json');
  await writeFile(scriptFile, JSON.stringify([{ body: hello }, { rateLimited: 4 }]));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('serve.ts script files', () => {
  it('reads each kind of reply', () => {
    const steps = parseScript(
      JSON.stringify([
        { body: { a: 1 }, status: 201, headers: { 'x-a': 'b' } },
        { cut: 'mid-body', body: { a: 1 } },
        { cut: 'no-answer' },
        { rateLimited: 0 },
        { serverError: true },
      ]),
      'r.json',
    );
    expect(steps.slice(0, 3)).toEqual([
      { body: { a: 1 }, status: 201, headers: { 'x-a': 'b' } },
      { cut: 'mid-body', body: { a: 1 } },
      { cut: 'no-answer' },
    ]);
    expect(steps.slice(3).map((step) => typeof step)).toEqual(['function', 'function']);
  });

  it.each([
    ['{', 'r.json: not JSON'],
    ['{"body": 1}', 'r.json: a script is a JSON array of replies'],
    ['[1]', 'r.json: reply 0: not an object'],
    [
      '[{"body": 1}, {"bodyy": 1}]',
      'r.json: reply 1: no "body", "cut", "rateLimited" or "serverError"',
    ],
    ['[{"body": 1, "stauts": 200}]', 'r.json: reply 0: unexpected key "stauts"'],
    ['[{"body": 1, "status": 99}]', 'r.json: reply 0: "status" must be an integer from 100 to 599'],
    [
      '[{"body": 1, "headers": {"a": 1}}]',
      'r.json: reply 0: "headers" must be an object of strings',
    ],
    ['[{"cut": "half"}]', 'r.json: reply 0: "cut" must be "mid-body" or "no-answer"'],
    ['[{"cut": "no-answer", "body": 1}]', 'r.json: reply 0: unexpected key "body"'],
    [
      '[{"rateLimited": -1}]',
      'r.json: reply 0: "rateLimited" must be a number of seconds, 0 or more',
    ],
    ['[{"serverError": 1}]', 'r.json: reply 0: "serverError" must be true'],
  ])('rejects %s with a clear error', (text, message) => {
    expect(() => parseScript(text, 'r.json')).toThrow(message);
  });
});

describe('serve.ts arguments', () => {
  it('takes --script and an optional --port', () => {
    expect(parseArgs(['--script', 'a.json'])).toEqual({ port: 0, script: 'a.json' });
    expect(parseArgs(['--port', '8123', '--script', 'a.json'])).toEqual({
      port: 8123,
      script: 'a.json',
    });
  });

  it.each([
    [[], '--script is required'],
    [['--script'], '--script needs a value'],
    [['--script', '--port'], '--script needs a value'],
    [['--script', 'a', '--script', 'b'], '--script given twice'],
    [['--script', 'a', '--verbose'], 'unknown argument "--verbose"'],
    [['--script', 'a', '--port', '-1'], '--port must be an integer from 0 to 65535, not "-1"'],
    [['--script', 'a', '--port', '70000'], '--port must be an integer from 0 to 65535'],
  ])('rejects %j', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(message);
  });

  it('names a script file it cannot read', async () => {
    await expect(serve(['--script', join(dir, 'missing.json')])).rejects.toThrow(
      'cannot read the script',
    );
  });
});

describe('serve.ts as a process', () => {
  it('prints its URL first, serves the script in order, and stops on SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/test/contract/serve.ts', '--port', '0', '--script', scriptFile],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      const lines = createInterface({ input: child.stdout });
      const url = await new Promise<string>((resolve, reject) => {
        lines.once('line', resolve);
        child.once('exit', (code) => reject(new Error(`serve.ts exited with ${code}`)));
      });
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(await (await post(url)).json()).toEqual(hello);
      const limited = await post(url);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('4');
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  }, 20_000);

  it('exits 2 with the reason on stderr when the arguments are wrong', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/test/contract/serve.ts', '--port', 'x'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(2);
    expect(stderr).toContain('serve.ts: --script is required');
  }, 20_000);
});
