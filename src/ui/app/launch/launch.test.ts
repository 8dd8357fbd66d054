import { describe, expect, it, vi } from 'vitest';
import { BRIDGE_PATH, LAUNCH_PATH, type LaunchDocument, PRESENCE_PATH } from '../../../mcp/launch';
import type { AppStore } from '../store/appStore';
import { runLaunch } from './launch';
import { LAUNCH_KEY, type LaunchPage } from './launchToken';

/** The page's side of a launch: what it asks the command, what it imports, where it connects. */

const TOKEN = 'oq3MMiYmAQjspUuI9UPWK-6EgENgexlP3SC3oCNcx8I';
const ORIGIN = 'http://127.0.0.1:4100';

const fakeStore = () => {
  const calls: unknown[][] = [];
  const spy =
    (name: string, answer: unknown = undefined) =>
    async (...args: unknown[]) => {
      calls.push([name, ...args]);
      return answer;
    };
  const state = {
    actions: {
      loadBuiltIn: spy('loadBuiltIn'),
      loadCatalogText: spy('loadCatalogText'),
      setAppUrl: spy('setAppUrl'),
    },
    authoring: { actions: { importQuerySet: spy('importQuerySet', true) } },
    session: { actions: { importFiles: spy('importFiles') } },
    mcp: { actions: { connect: spy('connect', true) } },
  };
  const setState = vi.fn();
  return { store: { getState: () => state, setState } as unknown as AppStore, calls, setState };
};

const fakePage = () => {
  const storage = new Map<string, string>();
  const page: LaunchPage & { location: { origin: string } } = {
    location: { hash: '', pathname: '/', search: '', origin: ORIGIN },
    history: { replaceState: () => {} },
    sessionStorage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
    },
  };
  return { page, storage };
};

const answering = (status: number, body: unknown) => {
  const asked: { url: string; headers: Record<string, string> }[] = [];
  const fetcher = async (url: string, init: { headers: Record<string, string> }) => {
    asked.push({ url, headers: init.headers });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  };
  return { fetcher, asked };
};

describe('runLaunch', () => {
  it('asks with the token, imports each file through the import actions, then connects to the bridge with it', async () => {
    const launch: LaunchDocument = {
      catalog: { name: 'tools.json', text: '[]' },
      querySet: { name: 'set.json', text: '[]' },
      sessions: [{ name: 'a.jsonl', text: '{}' }],
      server: { url: BRIDGE_PATH, headers: {} },
    };
    const { store, calls } = fakeStore();
    const { page, storage } = fakePage();
    const { fetcher, asked } = answering(200, launch);
    await runLaunch(store, { token: TOKEN, imported: false }, page, fetcher);
    // The presence is asked first and held; then the launch document.
    expect(asked).toEqual([
      { url: `${ORIGIN}${PRESENCE_PATH}`, headers: { Authorization: `Bearer ${TOKEN}` } },
      { url: `${ORIGIN}${LAUNCH_PATH}`, headers: { Authorization: `Bearer ${TOKEN}` } },
    ]);
    expect(calls).toEqual([
      ['loadCatalogText', 'tools.json', '[]'],
      ['importQuerySet', 'set.json', '[]'],
      ['importFiles', [{ name: 'a.jsonl', ok: true, text: '{}' }]],
      ['connect', `${ORIGIN}${BRIDGE_PATH}`, { Authorization: `Bearer ${TOKEN}` }, {}],
    ]);
    expect(JSON.parse(storage.get(LAUNCH_KEY) ?? '')).toEqual({ token: TOKEN, imported: true });
  });

  it('holds its presence while the command runs, and says once when the command has ended', async () => {
    const { store, setState } = fakeStore();
    let end = () => {};
    const held = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('toollens open: this page is here\n'));
        end = () => controller.close();
      },
    });
    const fetcher = async (url: string) =>
      url.endsWith(PRESENCE_PATH) ? new Response(held) : new Response('{}');
    await runLaunch(store, { token: TOKEN, imported: true }, fakePage().page, fetcher);
    const ended = () => setState.mock.calls.filter(([state]) => state.opened?.ended);
    expect(ended()).toEqual([]);
    end();
    await vi.waitFor(() => expect(ended()).toHaveLength(1));
    expect(ended()[0]?.[0].opened.ended).toBe('it closed this page’s connection');
  });

  it('says the command has ended when the presence cannot be reached at all', async () => {
    const { store, setState } = fakeStore();
    const fetcher = async (url: string) => {
      if (url.endsWith(PRESENCE_PATH)) throw new TypeError('Failed to fetch');
      return new Response('{}');
    };
    await runLaunch(store, { token: TOKEN, imported: true }, fakePage().page, fetcher);
    await vi.waitFor(() =>
      expect(setState).toHaveBeenCalledWith({
        opened: { appUrl: '', ended: 'nothing answers any more' },
      }),
    );
  });

  it('on a reload only reconnects; the token never goes to a server on another origin', async () => {
    const { store, calls } = fakeStore();
    const { fetcher } = answering(200, {
      catalog: { builtIn: 'demo' },
      server: { url: 'https://mcp.example/mcp', headers: { 'X-Key': 'k' } },
    });
    await runLaunch(store, { token: TOKEN, imported: true }, fakePage().page, fetcher);
    expect(calls).toEqual([['connect', 'https://mcp.example/mcp', { 'X-Key': 'k' }, {}]]);
  });

  it('connects with the wait and the bridged server the command gave, and keeps the app address', async () => {
    const { store, calls, setState } = fakeStore();
    const bridged = { transport: 'stdio', command: 'npx -y @playwright/mcp' } as const;
    const { fetcher } = answering(200, {
      server: { url: BRIDGE_PATH, headers: {}, timeoutMs: 120_000, bridged },
      appUrl: 'https://tools.example.com/toollens/',
    } satisfies LaunchDocument);
    await runLaunch(store, { token: TOKEN, imported: true }, fakePage().page, fetcher);
    expect(setState).toHaveBeenCalledWith({ opened: { appUrl: '' } });
    expect(calls).toEqual([
      ['setAppUrl', 'https://tools.example.com/toollens/'],
      [
        'connect',
        `${ORIGIN}${BRIDGE_PATH}`,
        { Authorization: `Bearer ${TOKEN}` },
        { timeoutMs: 120_000, bridged },
      ],
    ]);
  });

  it("names a server bridged only when it is the command's own bridge", async () => {
    const { store, calls } = fakeStore();
    const bridged = { transport: 'stdio', command: 'node server.js' } as const;
    const { fetcher } = answering(200, {
      server: { url: 'https://mcp.example/mcp', headers: {}, bridged },
    } satisfies LaunchDocument);
    await runLaunch(store, { token: TOKEN, imported: true }, fakePage().page, fetcher);
    expect(calls).toEqual([['connect', 'https://mcp.example/mcp', {}, {}]]);
  });

  it('says what went wrong when the command refuses or is gone, and imports nothing', async () => {
    const refused = fakeStore();
    const reason = "toollens open: refused: the token is not this run's";
    await runLaunch(
      refused.store,
      { token: TOKEN, imported: false },
      fakePage().page,
      answering(401, reason).fetcher,
    );
    expect(refused.setState).toHaveBeenCalledWith({
      notice: `toollens open: ${ORIGIN}${LAUNCH_PATH} answered 401: ${reason}`,
    });
    const gone = fakeStore();
    const failing = async () => {
      throw new TypeError('Failed to fetch');
    };
    await runLaunch(gone.store, { token: TOKEN, imported: false }, fakePage().page, failing);
    expect(gone.setState).toHaveBeenCalledWith({
      notice: `toollens open: the command that opened this page is gone (nothing answers at ${ORIGIN}); run it again`,
    });
    // Its share links must still say where they open.
    expect(gone.setState).toHaveBeenCalledWith({ opened: { appUrl: '' } });
    expect([...refused.calls, ...gone.calls]).toEqual([]);
  });
});
