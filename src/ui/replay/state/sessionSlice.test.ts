import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { transcriptFixture } from '../../../test/fixtures/transcripts/fixtures';
import { inProcessEngine } from '../../../test/inProcessEngine';
import { memoryWorkspace } from '../../../test/memoryWorkspace';
import { sessionStore as sessionTestStore } from '../../../test/sessionStore';
import { engineApi } from '../../../worker/engineApi';
import { shown } from '../../shared/request';
import type { WorkspaceStore } from '../../shared/savedWork';
import type { View } from '../../shared/view';

const { engine, calls } = inProcessEngine();

const sessionStore = (workspace: WorkspaceStore, view: Partial<View> = {}) =>
  sessionTestStore(engine, workspace, { panel: 'timeline', ...view }).store;

const until = async (check: () => boolean) => {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

beforeAll(async () => {
  await engineApi.loadBuiltIn('demo');
});

describe('the session slice', () => {
  it("replays the spec's five turns with their budget once the panel opens", async () => {
    const store = sessionStore(memoryWorkspace(), { panel: 'search' });
    store.getState().session.actions.refresh();
    expect(calls).not.toContain('replay');
    store.getState().actions.setView({ panel: 'timeline' });
    await until(() => store.getState().session.replay.status === 'ok');
    const replay = shown(store.getState().session.replay)?.view;
    expect(replay?.scenario).toBe('spec-five-turns');
    expect(replay?.budget).toBe(5);
    expect(replay?.turns.map((turn) => turn.evicted)).toEqual([
      [],
      [],
      [],
      ['query_json'],
      ['read_json'],
    ]);
  });

  it('replays the newest budget once the running replay answers, not every step', async () => {
    const store = sessionStore(memoryWorkspace());
    await until(() => store.getState().session.replay.status === 'ok');
    calls.length = 0;
    for (const budget of [2, 3, 4]) store.getState().actions.setView({ budget });
    await until(
      () =>
        shown(store.getState().session.replay)?.view.budget === 4 &&
        store.getState().session.replay.status !== 'pending',
    );
    expect(calls.filter((call) => call === 'replay').length).toBeLessThanOrEqual(2);
  });

  it('refuses an activation of an unknown name with the nearest names, and changes nothing', async () => {
    const store = sessionStore(memoryWorkspace());
    await until(() => store.getState().session.replay.status === 'ok');
    const applied = await store.getState().session.actions.edit({
      kind: 'addEvent',
      turn: 1,
      event: { type: 'activate', names: ['pdf_read'] },
    });
    expect(applied).toBe(false);
    expect(store.getState().session.editError?.message).toMatch(
      /unknown tool "pdf_read" \(nearest: read_pdf/,
    );
    expect(store.getState().session.saved).toEqual([]);
  });

  it('keeps an edit in the workspace, so a new page replays the edited transcript', async () => {
    const workspace = memoryWorkspace();
    const store = sessionStore(workspace);
    await until(() => store.getState().session.replay.status === 'ok');
    await store.getState().session.actions.edit({ kind: 'removeEvent', turn: 1, index: 2 });
    const reloaded = sessionStore(workspace);
    await until(
      () => shown(reloaded.getState().session.replay)?.view.turns[0]?.workingSet.length === 0,
    );
    expect(reloaded.getState().session.saved[0]?.origin).toBe('edited');
    await reloaded.getState().session.actions.removeSaved('spec-five-turns');
    await until(
      () => shown(reloaded.getState().session.replay)?.view.turns[0]?.workingSet.length === 1,
    );
  });

  it('replays again after a live tool edit, with the edited declaration', async () => {
    const store = sessionStore(memoryWorkspace());
    await until(() => store.getState().session.replay.status === 'ok');
    const standing = () =>
      shown(store.getState().session.replay)?.view.turns[0]?.cost.standing.chars;
    const before = standing() ?? 0;
    const pdf = engineApi.toolDetail('read_pdf');
    if (!pdf) throw new Error('no read_pdf');
    const tool = {
      name: pdf.name,
      description: `${pdf.description} Scanned pages are read with OCR.`,
      parameters: pdf.parameters,
      capabilities: pdf.capabilities,
      domains: pdf.domains,
      entities: pdf.entities,
      relationships: pdf.relationships,
      concepts: pdf.concepts.map((concept) => concept.id),
    };
    // Through the engine, as the page edits: the catalog's revision moves, so the page's query
    // cache never answers with the replay of the catalog before the edit.
    await engine.call('updateTool', { tool });
    try {
      store.setState((s) => ({ authoring: { ...s.authoring, editVersion: 1 } }));
      // As followChange does after an edit.
      store.getState().session.actions.refresh();
      // Turn 1 activates read_pdf: its declaration grew by the added sentence.
      await until(() => standing() === before + ' Scanned pages are read with OCR.'.length);
    } finally {
      await engine.call('updateTool', { tool: { ...tool, description: pdf.description } });
    }
  });

  it('imports a transcript file, and names the file and the JSON path of each problem', async () => {
    const store = sessionStore(memoryWorkspace());
    await until(() => store.getState().session.scenarios.status === 'ok');
    const { actions } = store.getState().session;
    const bad = JSON.stringify({
      turns: [{ at: '2026-01-01T10:00:00Z', events: [{ type: 'activate', names: 'read_pdf' }] }],
    });
    expect(await actions.importTranscript('day.json', bad)).toBe(false);
    expect(store.getState().session.transcriptErrors?.errors[0]).toBe(
      'toollens: day.json: /turns/0/events/0/names: expected an array of strings, found the string "read_pdf"',
    );
    expect(await actions.importTranscript('day.json', '{"turns": [')).toBe(false);
    const good = JSON.stringify({
      turns: [{ at: '2026-01-01T10:00:00Z', events: [{ type: 'activate', names: ['read_pdf'] }] }],
    });
    expect(await actions.importTranscript('day.json', good)).toBe(true);
    expect(store.getState().view.scenario).toBe('day');
    await until(() => shown(store.getState().session.replay)?.view.scenario === 'day');
  });

  it("imports an agent's log, says which format was read, and saves it as a transcript", async () => {
    const workspace = memoryWorkspace();
    const store = sessionStore(workspace);
    await until(() => store.getState().session.scenarios.status === 'ok');
    const { actions } = store.getState().session;
    const lines = [
      { role: 'user', content: 'merge the reports' },
      {
        role: 'assistant',
        content: [{ type: 'tool_use', id: 'a', name: 'load', input: { names: ['merge_pdfs'] } }],
      },
    ];
    const text = lines.map((line) => JSON.stringify(line)).join('\n');
    expect(await actions.importTranscript('run.jsonl', text, { activateTool: 'load' })).toBe(true);
    const { importReport, saved } = store.getState().session;
    expect(importReport).toMatchObject({
      source: 'run.jsonl',
      name: 'run',
      format: 'Anthropic Messages (JSON Lines)',
      detected: true,
    });
    expect(importReport?.notes[0]).toMatch(/^The log has no timestamps/);
    expect(
      saved.find((each) => each.transcript.name === 'run')?.transcript.turns[0]?.events,
    ).toEqual([
      { type: 'user', text: 'merge the reports' },
      { type: 'activate', names: ['merge_pdfs'] },
    ]);
    await until(() => shown(store.getState().session.replay)?.view.scenario === 'run');

    // A bad log names the file, the format it was read as, and the place.
    const bad = JSON.stringify([{ role: 'user', content: [{ type: 'tool_use', name: 'x' }] }]);
    expect(await actions.importTranscript('bad.json', bad)).toBe(false);
    expect(store.getState().session.transcriptErrors).toEqual({
      source: 'bad.json (read as Anthropic Messages)',
      errors: ['toollens: bad.json: [0].content[0].input: expected an object, found nothing'],
    });
    expect(store.getState().session.importReport).toBeUndefined();
  });

  it("sets an imported log's proposed working-set rule, and replays a second rule to compare", async () => {
    const store = sessionStore(memoryWorkspace());
    await until(() => store.getState().session.scenarios.status === 'ok');
    const { actions } = store.getState().session;
    const text = transcriptFixture('claude-code-session.jsonl');
    expect(await actions.importTranscript('session.jsonl', text)).toBe(true);
    expect(store.getState().view.rule).toBe('session');
    expect(store.getState().session.importReport?.proposedRule).toEqual({
      rule: 'session',
      source: 'proposed from the tool it searches with, ToolSearch',
    });
    await until(() => shown(store.getState().session.replay)?.view.scenario === 'session');
    expect(shown(store.getState().session.replay)?.view.rule).toBe('session');
    store.getState().actions.setView({ compareRule: 'lru' });
    await until(() => shown(store.getState().session.compareReplay)?.view.rule === 'lru');
    expect(shown(store.getState().session.compareReplay)?.view.scenario).toBe('session');
  });

  it("keeps a Claude Code session's subagent threads beside it, each replayable, across a reload", async () => {
    const workspace = memoryWorkspace();
    const store = sessionStore(workspace);
    await until(() => store.getState().session.scenarios.status === 'ok');
    const text = readFileSync(
      new URL('../../../test/fixtures/transcripts/claude-code-session.jsonl', import.meta.url),
      'utf8',
    );
    expect(await store.getState().session.actions.importTranscript('day.jsonl', text)).toBe(true);
    // The same file again: its main thread and its threads get the next free names.
    expect(await store.getState().session.actions.importTranscript('day.jsonl', text)).toBe(true);
    const { importReport } = store.getState().session;
    expect(importReport?.name).toBe('day-2');
    expect(importReport?.threads).toEqual([
      { name: 'day-2-subagent-1', title: 'Subagent thread 1, started by line 12' },
    ]);
    // The note names the thread as it was saved, not as the importer first called it.
    expect(importReport?.notes).toContainEqual(expect.stringContaining('"day-2-subagent-1"'));
    store.getState().actions.setView({ scenario: 'day-2-subagent-1', turn: 1 });
    await until(() => shown(store.getState().session.replay)?.view.scenario === 'day-2-subagent-1');

    const reloaded = sessionStore(workspace);
    await until(() => reloaded.getState().session.savedLoaded);
    const kept = reloaded.getState().session.saved;
    expect(kept.map((each) => [each.transcript.name, each.thread?.of])).toEqual([
      ['day', undefined],
      ['day-subagent-1', 'day'],
      ['day-2', undefined],
      ['day-2-subagent-1', 'day-2'],
    ]);
    // Deleting a session deletes its threads, and leaves the other session's.
    await reloaded.getState().session.actions.removeSaved('day');
    expect(reloaded.getState().session.saved.map((each) => each.transcript.name)).toEqual([
      'day-2',
      'day-2-subagent-1',
    ]);
  });
});
