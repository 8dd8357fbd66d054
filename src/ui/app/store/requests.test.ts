import { describe, expect, it } from 'vitest';
import type { EvalReport, ToolSearchResult, Transcript } from '../../../engine/core';
import { memoryWorkspace } from '../../../test/memoryWorkspace';
import { type Fakes, QUIET_FAKES, testEngine } from '../../../test/testEngine';
import type { ReplayView } from '../../../worker/boundary';
import { EngineUnavailableError } from '../../../worker/EngineClient';
import {
  answered,
  errorOf,
  IDLE,
  type RequestState,
  rejected,
  requestError,
  resolved,
  shown,
  started,
} from '../../shared/request';
import { DEFAULT_VIEW, type View } from '../../shared/view';
import { createAppStore } from './appStore';

/**
 * A fake worker whose calls can be made to fail: `fail.add('catalogRows')` makes every
 * catalogRows call reject until the name is removed, as a lost or broken worker would.
 */
const failingEngine = () => {
  const fail = new Set<string>();
  const guard = (method: string) => {
    if (fail.has(method)) throw new Error(`toollens: ${method} broke`);
  };
  const transcript: Transcript = { name: 'spec', turns: [] } as unknown as Transcript;
  const report = { mustNotViolations: 0, unknownRelevant: [] } as unknown as EvalReport;
  /** What a lens answers: replaced by a test to lose it to a restart. */
  let lens: Fakes['lens'] = () => undefined;
  const fake = testEngine({
    ...QUIET_FAKES,
    search: (options) => {
      guard('search');
      return {
        request: options,
        page: {
          query: options.query,
          hits: [],
          menu: { text: 'm' },
        } as unknown as ToolSearchResult,
        menuTokens: { tokens: 1, tokenizer: 'fake', estimated: false },
      };
    },
    loadBuiltIn: () => ({
      ok: true,
      summary: { source: 'demo', format: 'toollens', tools: 2 },
      warnings: [],
    }),
    catalogRows: () => {
      guard('catalogRows');
      return [];
    },
    lens: (viewId, name, reach) => lens?.(viewId, name, reach),
    scenarios: () => {
      guard('scenarios');
      return [transcript];
    },
    demoQuerySet: () => [{ id: 'q1', query: 'read', relevant: ['read_file'] }],
    evaluate: () => {
      guard('evaluate');
      return report;
    },
    replay: () => {
      guard('replay');
      return { scenario: 'spec', budget: 5, turns: [] } as unknown as ReplayView;
    },
    updateTool: () => ({ tools: 2 }),
    applyToolChanges: () => ({
      tools: 2,
      changed: [],
      described: 0,
      added: [],
      removed: [],
      held: [],
    }),
  });
  return {
    ...fake,
    fail,
    setLens: (answer: Fakes['lens']) => {
      lens = answer;
    },
  };
};

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

const storeWith = (fake: ReturnType<typeof failingEngine>, view: Partial<View> = {}) =>
  createAppStore(fake.engine, { ...DEFAULT_VIEW, ...view }, { workspace: memoryWorkspace() });

describe('request states', () => {
  it('lets only the newest request settle, and keeps the previous answer while it runs', () => {
    const first = started<number>(IDLE, 'a');
    const done = resolved(first, first.ask, 1);
    const second = started(done, 'b');
    expect(shown(second)).toBe(1);
    // The first request answers again late: the newer one is untouched.
    expect(resolved(second, first.ask, 9)).toBe(second);
    expect(rejected(second, first.ask, new Error('late'))).toBe(second);
    const failed = rejected(second, second.ask, new Error('toollens: broke'));
    expect(errorOf(failed)).toEqual({ code: 'failed', message: 'toollens: broke' });
    expect(shown(failed)).toBe(1);
  });

  it('reads the code of a worker restart, a given-up engine and an engine refusal', () => {
    const restarted = new EngineUnavailableError('toollens: the engine restarted', 'restarted');
    expect(requestError(restarted)).toEqual({
      code: 'restarted',
      message: 'toollens: the engine restarted',
    });
    expect(requestError(new EngineUnavailableError('gave up', 'crashed')).code).toBe('crashed');
    // As comlink delivers a ToollensError from the worker (worker/errorTransfer.ts).
    const refusal = Object.assign(new Error('toollens: no tool named "x"'), {
      name: 'ToollensError',
      code: 'not-found',
    });
    expect(requestError(refusal).code).toBe('not-found');
    // The wording is never read: without a code, even an engine-sounding message is "failed".
    expect(requestError(new Error('toollens: the engine restarted before answering')).code).toBe(
      'failed',
    );
    expect(requestError('boom')).toEqual({ code: 'failed', message: 'boom' });
  });

  it('shows a failed catalog rows call as an error, and a retry that succeeds clears it', async () => {
    const fake = failingEngine();
    fake.fail.add('catalogRows');
    const store = storeWith(fake, { panel: 'catalog' });
    await store.getState().actions.loadBuiltIn('demo');
    await until(() => store.getState().rows.status === 'error');
    expect(errorOf(store.getState().rows)).toEqual({
      code: 'failed',
      message: 'toollens: catalogRows broke',
    });
    fake.fail.delete('catalogRows');
    store.getState().actions.retry('rows');
    expect(store.getState().rows.status).toBe('pending');
    await until(() => store.getState().rows.status === 'ok');
    expect(shown(store.getState().rows)).toEqual([]);
  });

  it('shows a failed search as an error, and a retry that succeeds clears it', async () => {
    const fake = failingEngine();
    fake.fail.add('search');
    const store = storeWith(fake);
    await store.getState().actions.loadBuiltIn('demo');
    await until(() => store.getState().result.status === 'error');
    expect(errorOf(store.getState().result)?.message).toBe('toollens: search broke');
    // The same view does not ask again on its own: the error stays until a Retry.
    store.getState().actions.setView({ panel: 'search' });
    expect(store.getState().result.status).toBe('error');
    fake.fail.delete('search');
    store.getState().actions.retry('search');
    await until(() => store.getState().result.status === 'ok');
    expect(shown(store.getState().result)?.page.query).toBe('');
  });

  it('says a lens was lost to a worker restart until the new worker answers it', async () => {
    const fake = failingEngine();
    const store = storeWith(fake, { panel: 'search', tool: 'read_file' });
    fake.setLens(() => {
      throw new EngineUnavailableError(
        'toollens: the engine restarted before answering (worker error)',
        'restarted',
      );
    });
    await store.getState().actions.loadBuiltIn('demo');
    await until(() => store.getState().lens.status === 'error');
    expect(errorOf(store.getState().lens)?.code).toBe('restarted');
    fake.setLens(() => undefined);
    fake.emit({ kind: 'restarted', reason: 'worker error' });
    await until(() => store.getState().lens.status === 'ok');
  });

  it('shows a failed replay as an error, and a retry that succeeds clears it', async () => {
    const fake = failingEngine();
    fake.fail.add('replay');
    const store = storeWith(fake, { panel: 'timeline', scenario: 'spec' });
    await store.getState().actions.loadBuiltIn('demo');
    await until(() => store.getState().session.replay.status === 'error');
    expect(errorOf(store.getState().session.replay)?.message).toBe('toollens: replay broke');
    const replays = fake.calls.filter((call) => call === 'replay').length;
    // A view change elsewhere does not re-ask a failed replay of the same view.
    store.getState().actions.setView({ turn: 1 });
    expect(fake.calls.filter((call) => call === 'replay').length).toBe(replays);
    fake.fail.delete('replay');
    store.getState().session.actions.retry();
    await until(() => store.getState().session.replay.status === 'ok');
    expect(shown(store.getState().session.replay)?.view.scenario).toBe('spec');
  });

  it('shows a failed evaluation as an error, and a retry that succeeds clears it', async () => {
    const fake = failingEngine();
    fake.fail.add('evaluate');
    const store = storeWith(fake, { panel: 'evaluate' });
    await store.getState().actions.loadBuiltIn('demo');
    await store.getState().authoring.actions.addDemoSet();
    await until(() => store.getState().authoring.evaluation.status === 'error');
    expect(errorOf(store.getState().authoring.evaluation)?.message).toBe(
      'toollens: evaluate broke',
    );
    fake.fail.delete('evaluate');
    store.getState().authoring.actions.retry('evaluate');
    await until(() => store.getState().authoring.evaluation.status === 'ok');
    expect(shown(store.getState().authoring.evaluation)?.report.mustNotViolations).toBe(0);
  });

  it('keeps a search that a worker restart re-ran as the answer', () => {
    const value: RequestState<number> = answered(3, 'k');
    expect(shown(value)).toBe(3);
  });
});
