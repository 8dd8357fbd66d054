import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/** Helpers that start real servers on loopback for the MCP tests, and stop them. */

export const root = new URL('../../..', import.meta.url).pathname;

/** A package's bin in node_modules/.bin, or undefined when the package is not installed. */
export const bin = (name: string): string | undefined => {
  const path = `${root}node_modules/.bin/${name}`;
  return existsSync(path) ? path : undefined;
};

/** A port nothing listens on: one the system just gave out and took back. */
export const freePort = async (): Promise<number> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
};

export type Running = { url: string; close: () => Promise<void> };

/** A plain HTTP server on loopback (not MCP), answering with `handler`. */
export const startHttp = async (handler: RequestListener, path = '/mcp'): Promise<Running> => {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

/**
 * Spawns a server process with PORT set to a free port and waits until it prints `ready`
 * (on stdout or stderr). `path` is the MCP endpoint on that port.
 */
export const startProcess = async (
  command: string,
  args: string[],
  path: string,
  ready: RegExp,
  timeoutMs = 20_000,
): Promise<Running & { child: ChildProcess }> => {
  const port = await freePort();
  const child = spawn(command, args, {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`${command} did not print ${ready} within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited (${code}) before it was ready:\n${output}`));
    });
  });
  return {
    child,
    url: `http://127.0.0.1:${port}${path}`,
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    },
  };
};

/** The CORS headers a test MCP server sends, so a page served from another port can connect. */
export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'Content-Type, Accept, Authorization, Mcp-Session-Id, Mcp-Protocol-Version, Last-Event-ID',
  'Access-Control-Expose-Headers': 'Mcp-Session-Id, Mcp-Protocol-Version',
};

/** A request's JSON body, or undefined when it has none. */
export const readJsonBody = async (request: IncomingMessage): Promise<unknown> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? undefined : JSON.parse(text);
};

/** A plain-text answer. */
export const answerText = (response: ServerResponse, status: number, text: string) => {
  response.writeHead(status, { 'Content-Type': 'text/plain' }).end(text);
};

/** Whether a process of that pid runs (signal 0 checks without sending anything). */
export const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
