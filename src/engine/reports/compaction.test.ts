import { describe, expect, it } from 'vitest';
import { importConversation } from '../replay/logFormats/importConversation';
import { replay } from '../replay/replay';
import { diagnoseSessions } from './diagnose';
import { sessionRule } from './read';
import { testCatalog } from './sessions.testkit';
import type { Session } from './types';

/**
 * Claude Code sessions with an automatic compaction between a ToolSearch and a call of the tool
 * it found, written line by line as a session file holds them (the shapes claudeCode.test.ts
 * names the sources of). The call after the compaction succeeded in one and was answered "No
 * such tool available" in the others: only those count a failure.
 */

const catalog = testCatalog(['merge_pull_request', 'list_issues']);
const MERGE = 'mcp__github__merge_pull_request';

let uuid = 0;
const line = (value: Record<string, unknown>, minute: number) =>
  JSON.stringify({
    uuid: `u${++uuid}`,
    sessionId: 's',
    isSidechain: false,
    timestamp: new Date(Date.UTC(2026, 3, 14, 9, minute)).toISOString(),
    ...value,
  });
const user = (content: unknown, minute: number) =>
  line({ type: 'user', message: { role: 'user', content } }, minute);
const use = (id: string, name: string, input: unknown, minute: number) =>
  line(
    {
      type: 'assistant',
      message: { role: 'assistant', content: [{ type: 'tool_use', id, name, input }] },
    },
    minute,
  );
const result = (id: string, content: unknown, minute: number, isError = false) =>
  user(
    [{ type: 'tool_result', tool_use_id: id, content, ...(isError ? { is_error: true } : {}) }],
    minute,
  );
const boundary = (metadata: Record<string, unknown>, minute: number) =>
  line({ type: 'system', subtype: 'compact_boundary', compactMetadata: metadata }, minute);

/** Finds the merge tool, compacts automatically, then merges on the next request. */
const sessionFile = (metadata: Record<string, unknown>, answer: string, isError: boolean) =>
  [
    user('Find how to merge PR 313.', 0),
    use('t1', 'ToolSearch', { query: 'merge pull request', max_results: 5 }, 1),
    result('t1', [{ type: 'tool_reference', tool_name: MERGE }], 1),
    boundary({ trigger: 'auto', preTokens: 167000, ...metadata }, 2),
    user('Merge it now.', 3),
    use('t2', MERGE, { owner: 'acme', repo: 'webapp', pullNumber: 313 }, 4),
    result('t2', answer, 4, isError),
  ].join('\n');

const MERGED = '{"merged":true}';
const MISSING = `<tool_use_error>Error: No such tool available: ${MERGE}</tool_use_error>`;

const imported = (text: string): Session => {
  const read = importConversation(text, {
    catalogNames: catalog.tools.map((tool) => tool.name),
    name: 'pr',
  });
  if (!read.ok) throw new Error(read.errors.join('\n'));
  return {
    name: 'pr',
    transcript: read.transcript,
    rule: sessionRule([read.transcript]),
  };
};

const calledBeforeLoaded = (session: Session) => {
  const diagnosis = diagnoseSessions([session], { catalog });
  return { diagnosis, count: diagnosis.counts['called-before-loaded'] };
};

describe('a Claude Code compaction between a ToolSearch and the call of what it found', () => {
  it('holds the tool the boundary carried, and counts no failure for the call that merged', () => {
    const session = imported(sessionFile({ preCompactDiscoveredTools: [MERGE] }, MERGED, false));
    expect(session.rule).toBe('session');
    const compact = session.transcript.turns[0]?.events.find((e) => e.type === 'compact');
    expect(compact).toEqual({
      type: 'compact',
      trigger: 'auto',
      preTokens: 167000,
      carried: ['merge_pull_request'],
    });
    const turns = replay(session.transcript, { catalog, rule: session.rule }).turns;
    expect(turns.map((turn) => turn.workingSet)).toEqual([
      ['merge_pull_request'],
      ['merge_pull_request'],
    ]);
    expect(turns[1]?.rejected).toEqual([]);
    const { diagnosis, count } = calledBeforeLoaded(session);
    expect(count).toBe(0);
    expect(diagnosis.sessions[0]?.notes).toBeUndefined();
  });

  it('keeps the set across a boundary without the list, and says so in the report', () => {
    const { diagnosis, count } = calledBeforeLoaded(imported(sessionFile({}, MERGED, false)));
    expect(count).toBe(0);
    expect(diagnosis.sessions[0]?.notes).toEqual([
      'turn 1, event 2: the compaction lists no carried tools (preCompactDiscoveredTools; a client older than the field); the replay kept the tools loaded before it',
    ]);
  });

  it('still counts the failure of a call the agent answered "No such tool available"', () => {
    for (const metadata of [{}, { preCompactDiscoveredTools: [] }]) {
      const session = imported(sessionFile(metadata, MISSING, true));
      const { diagnosis, count } = calledBeforeLoaded(session);
      expect(count).toBe(1);
      expect(
        diagnosis.sessions[0]?.failures.find((f) => f.kind === 'called-before-loaded'),
      ).toMatchObject({
        at: { session: 'pr', turn: 2, event: 1 },
        tools: ['merge_pull_request'],
      });
    }
    const lost = calledBeforeLoaded(imported(sessionFile({}, MISSING, true))).diagnosis;
    expect(lost.sessions[0]?.failures.at(-1)?.detail).toBe(
      'turn 2, event 1: direct call to "merge_pull_request", loaded in turn 1; under the rule \'kept for the session\' the compaction in turn 1 lost it (the agent answered "No such tool available")',
    );
  });

  it('counts the call under the Claude API rule, which keeps no reference across a compaction', () => {
    const session = imported(sessionFile({ preCompactDiscoveredTools: [MERGE] }, MERGED, false));
    expect(calledBeforeLoaded({ ...session, rule: 'while-referenced' }).count).toBe(1);
  });
});
