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
    expect(launch.server).toEqual({ url: BRIDGE_PATH, headers: {} });
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
    ).toEqual({ url: 'http://127.0.0.1:3001/mcp', headers: { 'X-Key': 'k' } });
  });
});
