import { describe, expect, it } from 'vitest';
import { BRIDGE_PATH } from '../../mcp/launch';
import { tempFiles } from '../../test/cliRunner';
import { readLaunch } from './launchDoc';

/** What `open` reads for the page: each file checked as the other commands check it. */

const file = tempFiles('toollens-launch-');
const transcript = new URL(
  '../../test/fixtures/transcripts/claude-code-session.jsonl',
  import.meta.url,
).pathname;

describe('readLaunch', () => {
  it('sends each file as the text read, named by its file name', () => {
    const catalog = file('tools.json', '[{"name": "make_invoice", "description": "Create one."}]');
    const queries = file('set.csv', 'create an invoice,make_invoice\n');
    const launch = readLaunch({
      values: { catalog, queries, sessions: [transcript], mcp: undefined },
    });
    expect(launch.catalog).toEqual({
      name: 'tools.json',
      text: expect.stringContaining('make_invoice'),
    });
    expect(launch.querySet).toEqual({ name: 'set.csv', text: 'create an invoice,make_invoice\n' });
    expect(launch.sessions?.map((each) => each.name)).toEqual([transcript.split('/').pop()]);
    expect(launch.server).toBeUndefined();
  });

  it('names built-ins and the demo set, and the bridge for --mcp', () => {
    const launch = readLaunch({ values: { queries: 'demo', mcp: 'node server.js' } });
    expect(launch.querySet?.name).toBe('demo.json');
    expect(JSON.parse(launch.querySet?.text ?? '').length).toBeGreaterThan(50);
    // The page names the connection by the server behind the bridge, not by the bridge's HTTP.
    expect(launch.server).toEqual({
      url: BRIDGE_PATH,
      headers: {},
      timeoutMs: 20_000,
      bridged: { transport: 'stdio', command: 'node server.js' },
    });
    expect(readLaunch({ values: { catalog: 'demo' } }).catalog).toEqual({ builtIn: 'demo' });
  });

  it('refuses what the other commands refuse, naming the file, and a bad --mcp-url', () => {
    const broken = file('broken.json', '{"tools": 3}');
    expect(() => readLaunch({ values: { catalog: broken } })).toThrow(broken);
    const malformed = new URL(
      '../../test/fixtures/transcripts/anthropic-malformed.json',
      import.meta.url,
    ).pathname;
    expect(() => readLaunch({ values: { sessions: [malformed] } })).toThrow(
      `toollens: ${malformed}: messages[4].role`,
    );
    expect(() => readLaunch({ values: { queries: file('q.json', '[{"id": 1}]') } })).toThrow(
      'q.json',
    );
    expect(() => readLaunch({ values: { mcp: 'node "server.js' } })).toThrow(
      'toollens: --mcp: unclosed " quote in: node "server.js',
    );
    expect(() => readLaunch({ values: { mcp: '  ' } })).toThrow('--mcp needs a command to run');
    expect(() => readLaunch({ values: { 'mcp-url': 'ftp://host/mcp' } })).toThrow(
      'toollens open: --mcp-url must be http: or https:, got "ftp://host/mcp"',
    );
    expect(() => readLaunch({ values: { 'mcp-url': 'http://me:pw@host/mcp' } })).toThrow(
      /--mcp-url http:\/\/\*\*\*@host\/mcp has a user name or password in it/,
    );
    expect(
      readLaunch({ values: { 'mcp-url': 'http://127.0.0.1:3001/mcp', header: ['X-Key: k'] } })
        .server,
    ).toEqual({ url: 'http://127.0.0.1:3001/mcp', headers: { 'X-Key': 'k' }, timeoutMs: 20_000 });
  });

  it('hands the page --timeout, for its handshake and first list', () => {
    expect(readLaunch({ values: { mcp: 'npx -y x', timeout: '2m' } }).server).toEqual({
      url: BRIDGE_PATH,
      headers: {},
      timeoutMs: 120_000,
      bridged: { transport: 'stdio', command: 'npx -y x' },
    });
    expect(
      readLaunch({ values: { 'mcp-url': 'http://127.0.0.1:3001/mcp', timeout: '45s' } }).server,
    ).toEqual({ url: 'http://127.0.0.1:3001/mcp', headers: {}, timeoutMs: 45_000 });
    expect(() => readLaunch({ values: { mcp: 'x', timeout: '45' } })).toThrow(
      '--timeout must be from 1s to 60m, got "45"',
    );
  });

  it('reads --app-url as the base of share links that outlive the command', () => {
    const appUrl = (value: string) => readLaunch({ values: { 'app-url': value } }).appUrl;
    expect(appUrl('https://tools.example.com/toollens')).toBe(
      'https://tools.example.com/toollens/',
    );
    expect(appUrl(' https://tools.example.com/t/?panel=catalog#q=x ')).toBe(
      'https://tools.example.com/t/',
    );
    expect(appUrl('https://tools.example.com/t/index.html')).toBe(
      'https://tools.example.com/t/index.html',
    );
    expect(appUrl('')).toBeUndefined();
    expect(() => appUrl('tools.example.com')).toThrow(
      'toollens open: --app-url "tools.example.com" is not a URL (expected https://… where toollens is served)',
    );
    expect(() => appUrl('file:///srv/toollens/')).toThrow(
      'toollens open: --app-url "file:///srv/toollens/" is not an http(s) address',
    );
    expect(() => appUrl('https://me:pw@tools.example.com/')).toThrow(
      /--app-url https:\/\/\*\*\*@tools\.example\.com\/ has a user name or password in it/,
    );
  });
});
