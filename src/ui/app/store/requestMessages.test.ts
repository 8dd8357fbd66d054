import { describe, expect, it, vi } from 'vitest';
import { failed, IDLE, type RequestError, started } from '../../shared/request';
import { DEFAULT_VIEW } from '../../shared/view';
import { createAppStore, type Engine } from './appStore';
import { REQUEST_IDS, type RequestId, requestInputs, requestMessages } from './requestMessages';
import type { AppState } from './types';

const engine = { onStatus: () => () => {} } as unknown as Engine;
const failure: RequestError = { code: 'restarted', message: 'toollens: the engine restarted' };
const broken = failed(IDLE, failure);

/** A store's state with every Retry a spy, and `id`'s request failed. */
const failing = (id: RequestId) => {
  const base = createAppStore(engine, {
    ...DEFAULT_VIEW,
    panel: 'search',
    tool: 't',
    why: 'w',
  }).getState();
  const retry = vi.fn();
  const sessionRetry = vi.fn();
  const authoringRetry = vi.fn();
  const session = { ...base.session, actions: { ...base.session.actions, retry: sessionRetry } };
  const authoring = {
    ...base.authoring,
    actions: { ...base.authoring.actions, retry: authoringRetry },
  };
  const state: AppState = { ...base, actions: { ...base.actions, retry }, session, authoring };
  const failedIn: Record<RequestId, Partial<AppState>> = {
    search: { result: broken },
    movement: { movement: broken },
    targetList: { targetList: broken },
    targetRanks: { targetRanks: broken },
    findability: { findability: broken },
    lens: { lens: broken },
    menuTokens: { menuTokens: broken },
    whyNot: { whyNot: broken },
    rows: { rows: broken },
    tokens: { tokens: broken },
    detail: { detail: broken },
    facets: { facets: broken },
    replay: { session: { ...session, replay: broken } },
    diff: { session: { ...session, diff: broken } },
    evaluation: { authoring: { ...authoring, evaluation: broken } },
    targetEvaluation: { authoring: { ...authoring, targetEvaluation: broken } },
    comparison: {
      authoring: { ...authoring, compare: { ...authoring.compare, result: broken } },
    },
    lint: { authoring: { ...authoring, lint: { ...authoring.lint, result: broken } } },
  };
  const now = { ...state, ...failedIn[id] };
  return {
    messages: requestMessages(requestInputs(now), () => now),
    retry,
    sessionRetry,
    authoringRetry,
  };
};

describe('requestMessages', () => {
  it('lists nothing while no request failed, a pending one included', () => {
    const state = createAppStore(engine).getState();
    const pending = { ...state, result: started(IDLE), lens: started(IDLE) };
    expect(requestMessages(requestInputs(pending), () => pending)).toEqual([]);
  });

  it.each(REQUEST_IDS)(
    'lists a failed %s once, with its code, message, subsystem and wording',
    (id) => {
      const { messages } = failing(id);
      expect(messages.map((message) => message.id)).toEqual([id]);
      expect(messages[0]).toMatchObject({ code: 'restarted', message: failure.message });
      expect(messages[0]?.what).toMatch(/^(the |")/);
    },
  );

  it('words each failure as the panels say it', () => {
    const what = (id: RequestId) => failing(id).messages[0]?.what;
    expect(REQUEST_IDS.map((id) => [id, what(id)])).toEqual([
      ['search', 'the search'],
      ['movement', 'the movement column'],
      ['targetList', 'the list of agent targets'],
      ['targetRanks', "the agent targets' ranks"],
      ['findability', 'the findability card of t'],
      ['lens', 'the lens of t'],
      ['menuTokens', "the menu's token count"],
      ['whyNot', '"Why not?" for w'],
      ['rows', 'the tool list'],
      ['tokens', 'the token counts'],
      ['detail', 'the detail of t'],
      ['replay', 'the replay'],
      ['diff', 'the diff'],
      ['evaluation', 'the evaluation'],
      ['targetEvaluation', 'the evaluation under the agent targets'],
      ['comparison', 'the comparison'],
      ['lint', 'the catalog report'],
    ]);
  });

  it("retries each request through its own slice's action", () => {
    for (const id of ['search', 'lens', 'rows', 'detail'] as const) {
      const { messages, retry } = failing(id);
      messages[0]?.retry();
      expect(retry).toHaveBeenCalledWith(id);
    }
    for (const id of ['replay', 'diff'] as const) {
      const { messages, sessionRetry } = failing(id);
      messages[0]?.retry();
      expect(sessionRetry).toHaveBeenCalledTimes(1);
    }
    const runs = {
      evaluation: 'evaluate',
      targetEvaluation: 'evaluate',
      comparison: 'compare',
      lint: 'lint',
    } as const;
    for (const [id, run] of Object.entries(runs)) {
      const { messages, authoringRetry } = failing(id as RequestId);
      messages[0]?.retry();
      expect(authoringRetry).toHaveBeenCalledWith(run);
    }
  });

  it("takes a failed scenario list for the replay's failure", () => {
    const state = createAppStore(engine).getState();
    const now = { ...state, session: { ...state.session, scenarios: broken } };
    const messages = requestMessages(requestInputs(now), () => now);
    expect(messages.map((message) => [message.id, message.subsystem])).toEqual([
      ['replay', 'session'],
    ]);
  });
});
