import { MessageChannel } from 'node:worker_threads';
import { expose } from 'comlink';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generatedTools, type LiveServer, startLiveServer } from '../../test/mcp/liveServer';
import { startHttp } from '../../test/mcp/servers';
import { createLinkHost } from './linkHost';
import {
  type LinkEvents,
  type LinkOptions,
  type LinkUpdate,
  type LinkWorker,
  type McpLink,
  openLink,
} from './mcpLink';

/**
 * The page's live connection (mcpLink over its worker's linkHost) against the hostile live
 * server on loopback: a refused list keeps the baseline, a burst is applied one list at a time,
 * Cancel stops the listing, a cut answer fails at once, and a dead or restarted server is
 * reported. The worker is a MessagePort here, with the host on the other end: every call,
 * event and error crosses the boundary as it does from the page.
 */

/** The page's end of the last channel made, to make its worker fail. */
let pageEnd: EventTarget | undefined;

/** The link's worker, as a channel whose other end runs the host in this thread. */
const inThread = (): LinkWorker => {
  const { port1, port2 } = new MessageChannel();
  pageEnd = port1 as never;
  const host = createLinkHost();
  expose(host, port2 as never);
  return Object.assign(port1 as never as LinkWorker, {
    terminate: () => {
      void host.close();
      port1.close();
      port2.close();
    },
  });
};

const openLinked = (url: string, events: LinkEvents, options?: LinkOptions) =>
  openLink(url, {}, events, options, inThread);

let server: LiveServer;
let links: McpLink[] = [];

beforeEach(async () => {
  server = await startLiveServer({ tools: generatedTools(20) });
});
afterEach(async () => {
  await Promise.all(links.map((link) => link.close()));
  links = [];
  await server.close();
});

/** Events that record what they hear; `onChange` answers with `accept`. */
const recorder = (accept: (update: LinkUpdate) => boolean | Promise<boolean> = () => true) => {
  const updates: LinkUpdate[] = [];
  const lost: string[] = [];
  const events: LinkEvents = {
    onChange: (update) => {
      updates.push(update);
      return accept(update);
    },
    onError: () => {},
    onLost: (reason) => void lost.push(reason),
  };
  return { events, updates, lost };
};

const open = async (events: LinkEvents, options?: LinkOptions) => {
  const link = await openLinked(server.url, events, options);
  links.push(link);
  return link;
};

/** Resolves once `check` holds, polling every 20 ms; fails after `ms`. */
const until = async (check: () => boolean, ms = 5_000, what = 'the condition') => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`${what} did not hold within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('the baseline of a live connection', () => {
  it('is what the page applied: a refused list does not shift it', async () => {
    const first = server.tools();
    const namesOf = (update: LinkUpdate): string[] =>
      JSON.parse(update.text).tools.map((tool: { name: string }) => tool.name);
    const refused = recorder((update) => new Set(namesOf(update)).size === namesOf(update).length);
    await open(refused.events);
    const [, dropped, twin, ...rest] = first;
    if (!dropped || !twin) throw new Error('the server has too few tools');
    // A duplicate name: the page refuses this list (answers false).
    await server.setTools([first[0] ?? twin, twin, twin, ...rest]);
    await until(() => refused.updates.length === 1, 5_000, 'the refused list');
    const added = { ...twin, name: 'tool_new', description: 'A new tool.' };
    await server.setTools([first[0] ?? twin, twin, ...rest, added]);
    await until(() => refused.updates.length === 2, 5_000, 'the next list');
    // Against the list applied (the first), not the refused one: the dropped tool is removed.
    expect(refused.updates[1]?.change).toMatchObject({
      removed: [dropped.name],
      added: ['tool_new'],
      changed: [],
    });
  });

  it('takes one list at a time: a burst waits for the page and arrives coalesced', async () => {
    let inFlight = 0;
    let most = 0;
    const slow = recorder(async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 100));
      inFlight -= 1;
      return true;
    });
    await open(slow.events);
    await server.burst(200, { everyMs: 5 });
    await until(
      () => slow.updates.at(-1)?.text.includes('(version 200)') === true,
      10_000,
      'the last version',
    );
    expect(most).toBe(1);
    // 200 notifications, a few lists: each while the page was busy coalesced into the next one.
    expect(slow.updates.length).toBeLessThan(20);
    expect(slow.updates.at(-1)?.notifications).toBeGreaterThan(1);
  });
});

describe('cancelling a connection', () => {
  it('stops the listing: no tools/list is sent once cancelled', async () => {
    server.setPaging({ pageSize: 2, delayMs: 100 });
    const controller = new AbortController();
    const opening = openLinked(server.url, recorder().events, { signal: controller.signal });
    await until(() => server.listRequests() >= 2, 5_000, 'two pages');
    const reason = new Error('cancelled by the test');
    controller.abort(reason);
    await expect(opening).rejects.toBe(reason);
    const sent = server.listRequests();
    expect(sent).toBeLessThan(10);
    // Nothing more arrives: five page delays pass without another request.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.listRequests()).toBe(sent);
  });
});

describe('a broken connection', () => {
  it('fails a cut answer at once, saying the connection was cut', { timeout: 30_000 }, async () => {
    server.cutNextLists(1);
    const started = Date.now();
    await expect(openLinked(server.url, recorder().events)).rejects.toThrow(
      /cut the connection while answering tools\/list/,
    );
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('reports a server that dies', { timeout: 30_000 }, async () => {
    const heard = recorder();
    await open(heard.events);
    await server.stop();
    await until(() => heard.lost.length > 0, 5_000, 'the lost connection');
    expect(heard.lost[0]).toMatch(/event stream/);
  });

  it('reports a restarted server, whose session is gone', { timeout: 30_000 }, async () => {
    const heard = recorder();
    await open(heard.events);
    await server.restart();
    await until(() => heard.lost.length > 0, 5_000, 'the lost connection');
  });
});

describe('the boundary with the link worker', () => {
  it("carries a failure's kind, so the page words it", { timeout: 30_000 }, async () => {
    const url = server.url;
    await server.stop();
    const failure = await openLinked(url, recorder().events).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ kind: 'refused' });
  });

  it("carries toollens open's wait and server, and says npx may still be installing", async () => {
    // Takes the handshake and never answers it, as a bridge whose `npx` is still installing.
    const silent = await startHttp(() => {});
    try {
      const bridged = { transport: 'stdio', command: 'npx -y mcp-server-kubernetes' } as const;
      const failure = await openLinked(silent.url, recorder().events, {
        timeoutMs: 1_000,
        bridged,
      }).catch((error: unknown) => error);
      expect(failure).toMatchObject({
        kind: 'timeout',
        message: `${silent.url} did not answer in time (no MCP handshake within 1 s); npx may still be installing the package (a first run downloads it before the server starts): run npx -y mcp-server-kubernetes once in a terminal first (Ctrl-C once it waits for input), or start toollens open again with --timeout 2m`,
      });
      // A plain command is only late.
      const plain = await openLinked(silent.url, recorder().events, {
        timeoutMs: 1_000,
        bridged: { transport: 'stdio', command: 'node dist/index.js' },
      }).catch((error: unknown) => error);
      expect(plain).toMatchObject({
        kind: 'timeout',
        message: `${silent.url} did not answer in time (no MCP handshake within 1 s)`,
      });
    } finally {
      await silent.close();
    }
  });

  it('reports a worker that dies as a lost connection, with no baseline left', async () => {
    const heard = recorder();
    const link = await open(heard.events);
    expect((await link.applied()).length).toBe(20);
    pageEnd?.dispatchEvent(new Event('error', { cancelable: true }));
    await until(() => heard.lost.length > 0, 5_000, 'the lost connection');
    expect(heard.lost[0]).toMatch(/its worker stopped/);
    expect(await link.applied()).toEqual([]);
  });
});
