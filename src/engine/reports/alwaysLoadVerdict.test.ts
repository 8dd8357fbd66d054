import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { transcriptFixture } from '../../test/fixtures/transcripts/fixtures';
import { importCatalog } from '../catalog/importCatalog';
import type { Catalog } from '../catalog/types';
import { importConversation } from '../replay/logFormats/importConversation';
import type { TranscriptEvent } from '../replay/transcript';
import { recommendAlwaysLoad } from './alwaysLoad';
import { sessionRule } from './read';
import { replayCost } from './replayCost';
import { replaySession } from './replayed';
import { call, found, say, session } from './sessions.testkit';
import type { AlwaysLoadReport, Session } from './types';
import { declaredAlways } from './whatIf';

/**
 * The always-load advice is its own replay: the set it recommends lowers the replayed cost it
 * reports, and no single tool added to it or removed from it lowers that cost further. Checked
 * on the repository's GitHub day (each session under Claude Code's rule) and on a generated day
 * of sessions, by replaying the neighbouring sets here, apart from the search.
 */

const imported = importCatalog(
  readFileSync(new URL('../../test/fixtures/github-day-tools.json', import.meta.url), 'utf8'),
);
if (!imported.ok) throw new Error('github-day-tools.json does not import');
const { catalog } = imported;

const githubDay = (): Session[] => {
  const read = importConversation(transcriptFixture('claude-code-github-day.jsonl'), {
    catalogNames: catalog.tools.map((tool) => tool.name),
    name: 'day',
  });
  if (!read.ok) throw new Error(read.errors.join('\n'));
  const rule = sessionRule([read.transcript]);
  return [
    { name: 'day', transcript: read.transcript, rule },
    ...(read.threads ?? []).map((transcript) => ({ name: 'day-subagent-1', transcript, rule })),
  ];
};

/** A small deterministic generator (mulberry32), so the generated day is the same every run. */
const random = (seed: number) => {
  let state = seed;
  return () => {
    state += 0x6d2b79f5;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/**
 * A day of eight Claude Code sessions on the GitHub catalog: most turns list issues (searched
 * for in the session's first turn, then held), some read or comment on one, a few need a rare
 * tool once; long sessions compact, carrying what they found.
 */
const generatedDay = (): Session[] => {
  const next = random(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const common = ['issue_read', 'add_issue_comment', 'list_pull_requests'];
  const rare = ['get_commit', 'search_code', 'create_branch', 'merge_pull_request', 'get_me'];
  return Array.from({ length: 8 }, (_, n) => {
    const loaded = new Set<string>();
    const use = (name: string, query: string): TranscriptEvent[] => {
      const events: TranscriptEvent[] = [];
      if (!loaded.has(name)) events.push(found(query, [name]));
      loaded.add(name);
      events.push(call(name));
      return events;
    };
    const turns = Array.from({ length: 5 + Math.floor(next() * 6) }, (_, t) => {
      const events: TranscriptEvent[] = [say(`request ${n}.${t}`)];
      if (t === 6) events.push({ type: 'compact', trigger: 'auto', carried: [...loaded] });
      if (next() < 0.8) events.push(...use('list_issues', 'list issues'));
      if (next() < 0.4) events.push(...use(pick(common), 'issue'));
      if (next() < 0.15) events.push(...use(pick(rare), 'something else'));
      return events;
    });
    return { ...session(`gen-${n}`, ...turns), rule: 'session' as const };
  });
};

/** The cost of declaring `always`, replayed here apart from the search. */
const costOf = (sessions: readonly Session[], always: ReadonlySet<string>, each: Catalog) =>
  replayCost(
    declaredAlways(sessions, each, always).map((pair) =>
      replaySession(pair.session, { catalog: pair.catalog }),
    ),
    {},
  ).dollars;

const checkVerdict = (sessions: readonly Session[], report: AlwaysLoadReport) => {
  const { verdict } = report;
  if (verdict === undefined) throw new Error('no verdict');
  const chosen = new Set(verdict.chosen);
  expect(report.tools.filter((row) => row.recommended).map((row) => row.name)).toEqual(
    verdict.chosen,
  );
  const cost = costOf(sessions, chosen, catalog);
  expect(cost).toBeCloseTo(verdict.after.dollars, 12);
  if (chosen.size > 0) expect(cost).toBeLessThan(verdict.before.dollars);
  expect(verdict.bounded).toBe(false);
  for (const row of report.tools) {
    const other = new Set(chosen);
    if (other.has(row.name)) other.delete(row.name);
    else other.add(row.name);
    const neighbour = costOf(sessions, other, catalog);
    expect(neighbour).toBeGreaterThanOrEqual(cost - 1e-9);
    const saves = chosen.has(row.name) ? neighbour - cost : cost - neighbour;
    expect(row.replaySaves).toBeCloseTo(saves, 12);
  }
};

describe('the always-load verdict is its own replay', () => {
  it('on the GitHub day: the set lowers the replayed cost, and no one tool more or less lowers it', () => {
    const sessions = githubDay();
    const report = recommendAlwaysLoad(sessions, { catalog });
    expect(report.verdict?.chosen.length).toBeGreaterThan(0);
    checkVerdict(sessions, report);
    // The what-if it prints beside is the same replay: fewer iterations, fewer prompt tokens.
    expect(report.whatIf.after.iterations).toBeLessThan(report.whatIf.before.iterations);
    expect(report.whatIf.after.tokens).toBeLessThan(report.whatIf.before.tokens);
  }, 120_000);

  it('on a generated day of sessions: the same holds', () => {
    const sessions = generatedDay();
    const report = recommendAlwaysLoad(sessions, { catalog });
    expect(report.verdict?.chosen).toContain('list_issues');
    checkVerdict(sessions, report);
  }, 120_000);

  it('keeps the formula as the explanation: where it disagrees, the row carries what the replay found', () => {
    const report = recommendAlwaysLoad(githubDay(), { catalog });
    for (const row of report.tools) {
      expect(row.formulaRecommends).toBe(row.saves > row.costs);
      if (row.formulaRecommends !== row.recommended) {
        expect(row.replaySaves).toBeDefined();
        expect((row.replaySaves ?? 0) > 0).toBe(row.recommended);
      }
    }
  }, 120_000);
});
