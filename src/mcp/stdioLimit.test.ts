import { afterEach, describe, expect, it } from 'vitest';
import { root } from '../test/mcp/servers';
import { MAX_ANSWER_BYTES } from './answerLimit';
import type { McpConnection } from './connectHttp';
import { McpConnectionError } from './errors';
import { connectStdio } from './node/connectStdio';
import { listAllTools } from './tools';

/** A stdio server (SDK handshake, then a tools/list line written by hand that never ends). */
const endless = `"${process.execPath}" --import tsx src/test/mcp/endlessStdio.ts`;

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Resolves once `pid` has exited; rejects after `timeoutMs`. */
const exited = async (pid: number, timeoutMs: number): Promise<void> => {
  const deadline = performance.now() + timeoutMs;
  while (alive(pid)) {
    if (performance.now() > deadline)
      throw new Error(`process ${pid} still runs after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const connections: McpConnection[] = [];
afterEach(async () => {
  await Promise.all(connections.splice(0).map((connection) => connection.close()));
});

describe('a stdio server whose line never ends', () => {
  it('fails tools/list at the one-answer limit, naming the command, and ends the server', async () => {
    const connection = await connectStdio(endless, { cwd: root });
    connections.push(connection);
    const { pid } = connection;
    expect(pid).toBeTypeOf('number');
    const started = performance.now();
    const error = await listAllTools(connection.client, { target: endless }).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(McpConnectionError);
    expect((error as McpConnectionError).kind).toBe('protocol');
    expect((error as McpConnectionError).message).toBe(
      `${endless} sent a message over 50 MB, the limit of one MCP answer; toollens stopped reading it and ended the server`,
    );
    // Long before the request's 20 s timeout, and without the SDK's 2 s wait for a server that
    // ignores its stdin closing.
    expect(performance.now() - started).toBeLessThan(10_000);
    await exited(pid as number, 2000);
    expect(MAX_ANSWER_BYTES).toBe(50 * 1024 * 1024);
  }, 30_000);
});

describe('a stdio answer under the limit', () => {
  it('is read whole, in time: a 45 MB line arriving in pipe-sized chunks', async () => {
    const size = 45 * 1024 * 1024;
    const connection = await connectStdio(`${endless} ${size} finish`, { cwd: root });
    connections.push(connection);
    const started = performance.now();
    const tools = await listAllTools(connection.client, { target: endless });
    expect(tools.map((tool) => [tool.name, tool.description?.length])).toEqual([['big', size]]);
    // The SDK's own buffer copies the line so far with each chunk: quadratic, past 20 s here.
    expect(performance.now() - started).toBeLessThan(10_000);
  }, 30_000);
});
