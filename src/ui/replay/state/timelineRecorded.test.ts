import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSessions, loadTokenCounter } from '../../../engine';
import { toollens } from '../../../test/cliRunner';
import {
  transcriptFixture,
  transcriptFixturePath,
} from '../../../test/fixtures/transcripts/fixtures';
import { inProcessEngine } from '../../../test/inProcessEngine';
import { memoryWorkspace } from '../../../test/memoryWorkspace';
import { sessionStore } from '../../../test/sessionStore';
import { currentCatalog } from '../../../worker/api/state';
import { engineApi } from '../../../worker/engineApi';
import { shown } from '../../shared/request';

/**
 * The Timeline's recorded-search checks are its session's record's: on the docs' Claude Code
 * session (a day of issue triage behind ToolSearch) and its catalog, what the slice holds for
 * the Timeline is what `buildSessions` gives that session, and what `diagnose --json` prints
 * at its places. The real datasets hold no Claude Code session, so the fixture is the session.
 */

const { engine, calls } = inProcessEngine();
const dayPath = transcriptFixturePath('claude-code-github-day.jsonl');
const catalogPath = new URL('../../../test/fixtures/github-day-tools.json', import.meta.url)
  .pathname;

const until = async (check: () => boolean) => {
  for (let i = 0; i < 1_000 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

beforeAll(async () => {
  const loaded = await engineApi.loadCatalogText(readFileSync(catalogPath, 'utf8'), 'tools.json');
  expect(loaded.ok).toBe(true);
});

describe("the Timeline's recorded searches", () => {
  it("are the session record's, as buildSessions and diagnose --json give them", async () => {
    const { get } = sessionStore(engine, memoryWorkspace());
    await until(() => get().session.scenarios.status === 'ok');
    const text = transcriptFixture('claude-code-github-day.jsonl');
    expect(await get().session.actions.importTranscript('day.jsonl', text)).toBe(true);
    expect(get().view.scenario).toBe('day');
    await until(() => get().session.recorded.status === 'ok');
    const timeline = shown(get().session.recorded)?.report;
    expect(calls).toContain('sessionRecord');

    // The engine's one pipeline, on the catalog the worker holds.
    const [record] = buildSessions([{ name: 'day', text }], currentCatalog(), {
      counter: await loadTokenCounter(),
    });
    expect(record?.name).toBe('day');
    expect(timeline).toEqual(record?.recordedSearches);
    // Not vacuous: the day's ToolSearch calls are checked, and some differ from the emulator.
    expect(timeline?.checks.length).toBeGreaterThan(5);
    expect(timeline?.checks.some((check) => check.verdict !== 'same')).toBe(true);

    // The CLI names the session by its file; the checks at the main thread's places are these.
    const run = await toollens(
      'diagnose',
      '--sessions',
      dayPath,
      '--catalog',
      catalogPath,
      '--json',
    );
    expect(run.code, run.stderr).toBe(0);
    const cli = JSON.parse(run.stdout).recordedSearches.checks as { at: { session: string } }[];
    const renamed = cli
      .filter((check) => check.at.session === dayPath)
      .map((check) => ({ ...check, at: { ...check.at, session: 'day' } }));
    expect(timeline?.checks).toEqual(renamed);
  }, 120_000);

  it('are asked only while the Timeline is open, and once for the same transcript and catalog', async () => {
    const { get } = sessionStore(engine, memoryWorkspace(), { panel: 'prompt' });
    await until(() => get().session.scenarios.status === 'ok');
    const text = transcriptFixture('claude-code-session.jsonl');
    expect(await get().session.actions.importTranscript('ci.jsonl', text)).toBe(true);
    await until(() => shown(get().session.replay)?.view.scenario === 'ci');
    const asked = () => calls.filter((call) => call === 'sessionRecord').length;
    const before = asked();
    expect(get().session.recorded.status).toBe('idle');

    get().actions.setView({ panel: 'timeline' });
    await until(() => get().session.recorded.status === 'ok');
    expect(asked()).toBe(before + 1);
    // Another budget is another replay, of the same record: the page's cache answers.
    get().actions.setView({ budget: 2 });
    await until(
      () =>
        shown(get().session.replay)?.view.budget === 2 &&
        shown(get().session.recorded)?.key === shown(get().session.replay)?.key,
    );
    expect(shown(get().session.recorded)?.report.checks.length).toBeGreaterThan(0);
    expect(asked()).toBe(before + 1);
  });
});
