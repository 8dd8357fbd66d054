import { describe, expect, it } from 'vitest';
import type { Transcript, TranscriptEvent } from '../../../engine/core';
import { sessionsOf } from './sessionReports';

const transcript = (name: string, events: TranscriptEvent[]): Transcript => ({
  name,
  turns: [{ at: '2026-03-02T09:00:00Z', events: [{ type: 'user', text: 'go' }, ...events] }],
});

const toolSearch: TranscriptEvent = {
  type: 'discover',
  via: 'ToolSearch',
  query: 'issues',
  form: 'search',
  returned: ['create_issue'],
  loaded: ['create_issue'],
};

describe('sessionsOf', () => {
  it('gives the worker each saved session but an edited demo, a thread naming its main one', () => {
    const sessions = sessionsOf([
      { transcript: transcript('ci', [toolSearch]), origin: 'imported' },
      // The subagent searched nothing itself: it runs in Claude Code all the same.
      {
        transcript: transcript('ci-subagent-1', [{ type: 'call', name: 'create_issue', args: {} }]),
        origin: 'imported',
        thread: { of: 'ci' },
      },
      {
        transcript: transcript('spec', [{ type: 'activate', names: ['a'] }]),
        origin: 'imported',
      },
      { transcript: transcript('edited-demo', [toolSearch]), origin: 'edited' },
    ]);
    // The rule is the worker's session pipeline's to pick (build.ts), never the page's.
    expect(sessions.map((each) => [each.name, each.threadOf])).toEqual([
      ['ci', undefined],
      ['ci-subagent-1', 'ci'],
      ['spec', undefined],
    ]);
    expect(sessions.every((each) => !('rule' in each))).toBe(true);
  });
});
