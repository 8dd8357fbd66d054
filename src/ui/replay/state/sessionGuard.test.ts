import { beforeAll, describe, expect, it } from 'vitest';
import { longTranscript } from '../../../test/hostileLogs';
import { inProcessEngine } from '../../../test/inProcessEngine';
import { memoryWorkspace } from '../../../test/memoryWorkspace';
import { EngineUnavailableError } from '../../../worker/EngineClient';
import { engineApi } from '../../../worker/engineApi';
import { createAppStore, type Engine } from '../../app/store/appStore';
import { errorOf } from '../../shared/request';
import type { WorkspaceStore } from '../../shared/savedWork';
import { DEFAULT_VIEW } from '../../shared/view';
import type { SavedFile } from './savedTranscripts';

/**
 * Saved transcripts that would brick every visit: one
 * over the replay bound is never sent to the worker, one whose replay kills the worker is not
 * asked again after the restart, and both are offered to open without or to discard.
 */

/** The worker's API in-process, with the replay answered by `replay` and restarts on demand. */
const fakeEngine = (replay: () => Promise<never> | undefined) => {
  const fake = inProcessEngine({
    replay: async (request, alive) => replay() ?? (await engineApi.replay(request, alive)),
  });
  const restart = () => fake.emit({ kind: 'restarted', reason: 'test' });
  return { engine: fake.engine, calls: fake.calls, restart };
};

const until = async (check: () => boolean) => {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

const withSaved = async (name: string, turns: number): Promise<WorkspaceStore> => {
  const workspace = memoryWorkspace();
  await workspace.set<SavedFile>('transcripts', {
    transcripts: [{ transcript: longTranscript(name, turns), origin: 'imported' }],
  });
  return workspace;
};

const open = async (engine: Engine, workspace: WorkspaceStore, scenario: string) => {
  const store = createAppStore(
    engine,
    { ...DEFAULT_VIEW, panel: 'timeline', scenario },
    {
      workspace,
    },
  );
  await store.getState().actions.loadBuiltIn('demo');
  return store;
};

beforeAll(async () => {
  await engineApi.loadBuiltIn('demo');
});

describe('a saved transcript over the replay bound', () => {
  it('is refused without a replay, said with the count, and kept until the user chooses', async () => {
    const { engine, calls } = fakeEngine(() => undefined);
    const workspace = await withSaved('log100k', 100_000);
    const store = await open(engine, workspace, 'log100k');
    await until(() => store.getState().savedFailures.length === 1);
    expect(calls).not.toContain('replay');
    expect(errorOf(store.getState().session.replay)).toEqual({
      code: 'invalid',
      message:
        'toollens: the transcript "log100k" has 100,000 turns; toollens replays at most 2,000',
    });
    const [failure] = store.getState().savedFailures;
    expect(failure).toMatchObject({
      id: 'transcript:log100k',
      what: 'the saved transcript "log100k"',
      message: 'the transcript "log100k" has 100,000 turns; toollens replays at most 2,000',
    });

    await store.getState().actions.settleSavedFailure('transcript:log100k', 'open');
    expect(store.getState().view.scenario).toBeUndefined();
    await until(() => store.getState().session.replay.status === 'ok');
    expect(store.getState().savedFailures).toEqual([]);
    expect(store.getState().session.saved.map((each) => each.transcript.name)).toEqual(['log100k']);
    expect((await workspace.get<SavedFile>('transcripts'))?.transcripts).toHaveLength(1);

    store.getState().actions.setView({ scenario: 'log100k' });
    await until(() => store.getState().savedFailures.length === 1);
    await store.getState().actions.settleSavedFailure('transcript:log100k', 'discard');
    expect(store.getState().session.saved).toEqual([]);
    expect(await workspace.get<SavedFile>('transcripts')).toEqual({ transcripts: [] });
    expect(store.getState().view.scenario).toBeUndefined();
  });
});

describe('a saved transcript whose replay kills the worker', () => {
  it('is asked once more after a restart, then not again, and offered to open without', async () => {
    const { engine, calls, restart } = fakeEngine(() =>
      Promise.reject(
        new EngineUnavailableError(
          'toollens: the engine restarted before answering (no answer within 10000 ms)',
          'restarted',
        ),
      ),
    );
    const store = await open(engine, await withSaved('heavy', 3), 'heavy');
    const replays = () => calls.filter((method) => method === 'replay').length;
    await until(() => replays() === 1 && store.getState().session.replay.status === 'error');
    restart();
    await until(() => replays() === 2 && store.getState().session.replay.status === 'error');
    await until(() => store.getState().savedFailures.length === 1);
    restart();
    restart();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(replays()).toBe(2);
    expect(store.getState().savedFailures[0]?.message).toBe(
      'replaying it stopped the engine (toollens: the engine restarted before answering (no answer within 10000 ms))',
    );
    // Retry is the user's: it asks again.
    store.getState().session.actions.retry();
    await until(() => replays() === 3);
  });
});
