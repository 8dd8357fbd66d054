import type { IncomingHttpHeaders } from 'node:http';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type Running, startHttp } from '../test/mcp/servers';
import { connectHttp, probeCorsWithFetch } from './connectHttp';
import { classifyError, McpConnectionError } from './errors';
import { connectStdio } from './node/connectStdio';

/**
 * Every way a connection fails, against real sockets on loopback: each gives a
 * McpConnectionError of its kind whose message names the URL or the command.
 */
const failure = async (connecting: Promise<unknown>): Promise<McpConnectionError> => {
  try {
    await connecting;
  } catch (error) {
    if (error instanceof McpConnectionError) return error;
    throw error;
  }
  throw new Error('connected, but a failure was expected');
};

let notFound: Running;
let html: Running;
let unauthorized: Running;
let silent: Running;
const seenHeaders: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  notFound = await startHttp((request, response) => {
    seenHeaders.push(request.headers);
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Cannot POST /mcp');
  });
  html = await startHttp((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>a web page</html>');
  });
  unauthorized = await startHttp((_request, response) => {
    response.writeHead(401, { 'WWW-Authenticate': 'Bearer' }).end('no token');
  });
  // Takes the request and never answers.
  silent = await startHttp(() => {});
});
afterAll(async () => {
  await Promise.all([notFound, html, unauthorized, silent].map((server) => server?.close()));
});

describe('connectHttp failures', () => {
  it('refused: nothing listens on the port', async () => {
    const url = `http://127.0.0.1:${await freePort()}/mcp`;
    const error = await failure(connectHttp(url));
    expect(error.kind).toBe('refused');
    expect(error.message).toBe(
      `cannot reach ${url}: connection refused (is the server running, and is the URL right?)`,
    );
  });

  it('not MCP: a plain HTTP server answering 404, after trying both transports', async () => {
    const error = await failure(connectHttp(notFound.url, { headers: { 'X-Probe': 'yes' } }));
    expect(error.kind).toBe('not-mcp');
    expect(error.message).toBe(
      `${notFound.url} is not an MCP server: it answered HTTP 404 to the MCP handshake (tried Streamable HTTP, then the legacy SSE transport)`,
    );
    // Both transports asked: a POST (Streamable HTTP), then a GET (SSE), each with the header.
    expect(seenHeaders.map((headers) => headers['x-probe'])).toEqual(['yes', 'yes']);
    expect(seenHeaders[1]?.accept).toBe('text/event-stream');
  });

  it('not MCP: a web page answering 200 with HTML', async () => {
    const error = await failure(connectHttp(html.url));
    expect(error.kind).toBe('not-mcp');
    expect(error.message).toMatch(
      new RegExp(
        `^${html.url} is not an MCP server: its answer is not MCP's JSON-RPC \\(.*text/html.*\\)$`,
      ),
    );
  });

  it('auth required: a 401, and no fallback to SSE', async () => {
    const error = await failure(connectHttp(unauthorized.url));
    expect(error.kind).toBe('auth');
    expect(error.message).toBe(
      `${unauthorized.url} requires authorization (HTTP 401): pass a token, e.g. --header "Authorization: Bearer …"`,
    );
  });

  it('timeout: a server that never answers', async () => {
    const started = Date.now();
    const error = await failure(connectHttp(silent.url, { timeoutMs: 400 }));
    expect(error.kind).toBe('timeout');
    expect(error.message).toMatch(new RegExp(`^${silent.url} did not answer in time`));
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('cors: the hook tells a blocked answer from a refused connection', async () => {
    const url = `http://127.0.0.1:${await freePort()}/mcp`;
    const error = await failure(connectHttp(url, { probeCors: async () => 'cors' }));
    expect(error.kind).toBe('cors');
    expect(error.message).toBe(
      `${url} answered, but the browser blocked the answer (CORS): the server must allow this page's origin and the MCP headers`,
    );
    // The default probe: an answer of any kind means the server is there.
    expect(await probeCorsWithFetch(notFound.url)).toBe('cors');
    expect(await probeCorsWithFetch(url)).toBe('refused');
  });

  it('invalid: a URL with a user name or password, refused without echoing them', async () => {
    for (const url of [
      'https://reader:s3cret-pass@127.0.0.1:9/mcp',
      'http://s3cret-pass@localhost:9/mcp',
    ]) {
      const error = await failure(connectHttp(url));
      expect(error.kind).toBe('invalid');
      expect(error.message).toBe(
        `${url.replace(/\/\/[^@]*@/, '//***@')} has a user name or password in it: credentials in a URL would show wherever the URL is named, so toollens refuses them; send a token as a header instead (e.g. "Authorization: Bearer …")`,
      );
      expect(`${error.message} ${error.target}`).not.toMatch(/s3cret|reader/);
    }
  });

  it('invalid: not an http(s) URL', async () => {
    expect((await failure(connectHttp('localhost:3000'))).message).toBe(
      '"localhost:3000" is not an http(s) URL',
    );
    expect((await failure(connectHttp('not a url'))).message).toBe(
      '"not a url" is not a URL (expected http://… or https://…)',
    );
  });
});

describe('connectStdio failures', () => {
  it('spawn: the command does not exist', async () => {
    const error = await failure(connectStdio('toollens-no-such-server --port 3'));
    expect(error.kind).toBe('spawn');
    expect(error.message).toBe(
      'cannot start "toollens-no-such-server" (from --mcp "toollens-no-such-server --port 3"): command not found',
    );
  });

  it('closed: the command exits before the handshake, with the end of its stderr', async () => {
    const line = `"${process.execPath}" -e "console.error('boom: no config'); process.exit(3)"`;
    const error = await failure(connectStdio(line));
    expect(error.kind).toBe('closed');
    expect(error.message).toBe(
      `${line} closed the connection before answering (a command: it exited); its stderr:\nboom: no config`,
    );
  });

  it('invalid: an empty command or an unclosed quote', async () => {
    expect((await failure(connectStdio('  '))).message).toBe(
      '--mcp needs a command to run, got nothing',
    );
    expect((await failure(connectStdio('server "--flag'))).message).toBe(
      '--mcp: unclosed " quote in: server "--flag',
    );
  });
});

describe('McpConnectionError', () => {
  it("masks a URL's userinfo in its message and target, wherever it comes from", () => {
    const error = new McpConnectionError(
      'refused',
      'https://me:hunter2@mcp.example.com/mcp',
      'cannot reach https://me:hunter2@mcp.example.com/mcp: fetch failed (see https://x@y.org/)',
    );
    expect(error.target).toBe('https://***@mcp.example.com/mcp');
    expect(error.message).toBe(
      'cannot reach https://***@mcp.example.com/mcp: fetch failed (see https://***@y.org/)',
    );
  });

  it("says a bridged server's exit as an exit, with its stderr's end", () => {
    const exit = { code: 3, signal: null, stderr: 'ready\nboom: half an answer\n' };
    const error = classifyError(
      new McpError(ErrorCode.ConnectionClosed, 'the stdio server exited', { exit }),
      'the server',
    );
    expect(error.kind).toBe('closed');
    expect(error.message).toBe(
      'the server exited with code 3; its stderr ends: "ready / boom: half an answer"',
    );
    const killed = { exit: { code: null, signal: 'SIGKILL', stderr: '' } };
    expect(
      classifyError(new McpError(ErrorCode.ConnectionClosed, 'gone', killed), 'the server').message,
    ).toBe('the server was ended by SIGKILL');
  });
});
