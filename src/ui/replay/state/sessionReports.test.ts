import { beforeAll, describe, expect, it } from 'vitest';
import { transcriptFixture } from '../../../test/fixtures/transcripts/fixtures';
import { inProcessEngine } from '../../../test/inProcessEngine';
import { memoryWorkspace } from '../../../test/memoryWorkspace';
import { sessionStore } from '../../../test/sessionStore';
import { engineApi } from '../../../worker/engineApi';
import { shown } from '../../shared/request';
import type { View } from '../../shared/view';
import { minedSetName } from './sessionReports';

const { engine, calls } = inProcessEngine();

const store = (view: Partial<View> = {}) => sessionStore(engine, memoryWorkspace(), view);

const until = async (check: () => boolean) => {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

beforeAll(async () => {
  await engineApi.loadBuiltIn('demo');
});

describe("the session slice's reports", () => {
  it('imports several files, names the one that does not read, and reports on the rest', async () => {
    const { get } = store({ panel: 'sessions' });
    await get().session.actions.importFiles([
      { name: 'ci.jsonl', ok: true, text: transcriptFixture('claude-code-session.jsonl') },
      { name: 'cut.jsonl', ok: true, text: '{"type":"user"}\n{"type":' },
      { name: 'huge.jsonl', ok: false, message: 'the session is too large' },
    ]);
    const { importErrors } = get().session;
    expect(importErrors.map((error) => error.source)).toEqual(['cut.jsonl', 'huge.jsonl']);
    expect(importErrors[0]?.errors[0]).toMatch(/^toollens: cut\.jsonl: line 2, column \d+: /);
    expect(importErrors[1]?.errors).toEqual(['the session is too large']);
    expect(get().session.saved.map((each) => each.transcript.name)).toEqual([
      'ci',
      'ci-subagent-1',
    ]);
    await until(() => get().session.report.status === 'ok');
    expect(shown(get().session.report)?.diagnosis.sessions.map((each) => each.session)).toEqual([
      'ci',
      'ci-subagent-1',
    ]);
    // The same report holds the session's recorded ToolSearch results, asked of the emulator.
    const recorded = shown(get().session.report)?.recordedSearches;
    expect(recorded?.groups.map((group) => [group.label, group.checked])).toEqual([
      ['Claude Code ToolSearch', recorded?.checks.length],
    ]);
    expect(recorded?.checks.length).toBeGreaterThan(0);
  });

  it('asks for no report while the view is closed, and once for the same sessions', async () => {
    const { get } = store({ panel: 'search' });
    const before = calls.filter((call) => call === 'sessionsReport').length;
    get().session.actions.refresh();
    expect(calls.filter((call) => call === 'sessionsReport').length).toBe(before);
    get().actions.setView({ panel: 'sessions' });
    // Once the saved sessions are read.
    await until(() => get().session.report.status === 'ok');
    get().session.actions.refresh();
    get().actions.setView({ panel: 'sessions' });
    expect(calls.filter((call) => call === 'sessionsReport').length).toBe(before + 1);
  });

  it('mines nothing on a catalog without the tools the sessions called, and stays', async () => {
    const { get, importQuerySet } = store({ panel: 'sessions' });
    await get().session.actions.importFiles([
      { name: 'ci.jsonl', ok: true, text: transcriptFixture('claude-code-session.jsonl') },
    ]);
    await get().session.actions.mine();
    expect(shown(get().session.mined)?.set.queries).toEqual([]);
    expect(importQuerySet).not.toHaveBeenCalled();
    expect(get().view.panel).toBe('sessions');
  });

  it('mines the sessions into Evaluate as a silver set, and opens Evaluate', async () => {
    const tool = (name: string) => ({ name, description: `Does ${name}.` });
    const github = { tools: ['create_issue', 'search_issues', 'add_labels'].map(tool) };
    expect((await engineApi.loadCatalogText(JSON.stringify(github), 'github.json')).ok).toBe(true);
    const { get, importQuerySet } = store({ panel: 'sessions' });
    await get().session.actions.importFiles([
      { name: 'ci.jsonl', ok: true, text: transcriptFixture('claude-code-session.jsonl') },
    ]);
    get().session.actions.setWindow(2);
    await get().session.actions.mine();
    expect(shown(get().session.mined)?.window).toBe(2);
    const file = shown(get().session.mined)?.file;
    expect(file).toContain('"grade": "silver"');
    expect(importQuerySet).toHaveBeenCalledWith(minedSetName(2), file);
    expect(get().view).toMatchObject({ panel: 'evaluate', evaluateTab: 'queries' });
  });

  it('says there is nothing to mine before any session is imported', async () => {
    const { get, importQuerySet } = store({ panel: 'sessions' });
    await get().session.actions.mine();
    expect(get().session.mined).toMatchObject({
      status: 'error',
      error: { message: 'toollens: Sessions: there is no session to mine: import one first' },
    });
    expect(importQuerySet).not.toHaveBeenCalled();
  });
});
