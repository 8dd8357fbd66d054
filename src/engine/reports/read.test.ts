import { describe, expect, it } from 'vitest';
import { transcriptFixture } from '../../test/fixtures/transcripts/fixtures';
import { makeTool } from '../catalog/types';
import type { Transcript, TranscriptEvent } from '../replay/transcript';
import { recordSessions } from './build';
import { freeName } from './names';
import { readSessionFile, sessionRule } from './read';

/** The pipeline's reading: one naming rule for threads, one way to pick the working-set rule. */

const transcript = (name: string, events: TranscriptEvent[]): Transcript => ({
  name,
  turns: [{ at: '2026-03-02T09:00:00Z', events: [{ type: 'user', text: 'go' }, ...events] }],
});
const discover = (via: string): TranscriptEvent => ({
  type: 'discover',
  via,
  query: 'issues',
  form: 'search',
  returned: ['create_issue'],
  loaded: ['create_issue'],
});
const call: TranscriptEvent = { type: 'call', name: 'create_issue', args: {} };
const day = { name: 'day.jsonl', text: transcriptFixture('claude-code-github-day.jsonl') };

describe('readSessionFile', () => {
  it('names the main thread after the session and each subagent thread <session>-subagent-<n>', () => {
    const read = readSessionFile(day, { name: 'day' });
    if (!read.ok) throw new Error(read.errors.join('\n'));
    expect(read.format).toBe('claude-code');
    expect(read.threads.map((each) => [each.name, each.threadOf, each.rule])).toEqual([
      ['day', undefined, 'session'],
      ['day-subagent-1', 'day', 'session'],
    ]);
    expect(read.threads.map((each) => each.transcript.name)).toEqual(['day', 'day-subagent-1']);
    // The importer's note names the threads as they are kept.
    expect(read.notes.join(' ')).toContain('"day-subagent-1"');
  });

  it('numbers a session until it and its threads take no name in use', () => {
    const read = readSessionFile(day, { name: 'day', taken: new Set(['day-subagent-1']) });
    if (!read.ok) throw new Error(read.errors.join('\n'));
    expect(read.session).toBe('day-2');
    expect(read.threads.map((each) => each.name)).toEqual(['day-2', 'day-2-subagent-1']);
    expect(read.notes.join(' ')).toContain('"day-2-subagent-1"');
  });

  it('refuses a file that does not read, naming it', () => {
    const read = readSessionFile({ name: 'bad.json', text: '{"turns": [' });
    expect(read.ok).toBe(false);
    expect(!read.ok && read.errors[0]).toMatch(/^toollens: bad\.json: /);
  });
});

describe('sessionRule', () => {
  it("is the agent's, named by its discovery tool; lru without one", () => {
    const by = (via: string) => sessionRule([transcript('x', [discover(via)])]);
    expect(['ToolSearch', 'tool_search_tool_regex', 'tool_search', 'find'].map(by)).toEqual([
      'session',
      'while-referenced',
      'while-referenced',
      'lru',
    ]);
    expect(sessionRule([transcript('x', [call])])).toBe('lru');
  });

  it("gives a thread that searches nothing its session's rule", () => {
    const catalog = {
      format: 'toollens' as const,
      ontology: { concepts: [] },
      tools: [makeTool({ name: 'create_issue' })],
    };
    const records = recordSessions(
      [
        { name: 'ci', transcript: transcript('ci', [discover('ToolSearch'), call]) },
        { name: 'ci-subagent-1', transcript: transcript('ci-subagent-1', [call]), threadOf: 'ci' },
        { name: 'spec', transcript: transcript('spec', [call]) },
      ],
      catalog,
    );
    expect(records.map((each) => [each.name, each.rule, each.ruleFrom])).toEqual([
      ['ci', 'session', 'agent'],
      ['ci-subagent-1', 'session', 'agent'],
      ['spec', 'lru', 'agent'],
    ]);
    const forced = recordSessions(
      [{ name: 'ci', transcript: transcript('ci', [discover('ToolSearch')]) }],
      catalog,
      { rule: 'turn' },
    );
    expect(forced.map((each) => [each.rule, each.ruleFrom])).toEqual([['turn', 'option']]);
  });
});

describe('freeName', () => {
  it('is the name, else the first numbered one free', () => {
    expect(freeName('x', new Set())).toBe('x');
    expect(freeName('x', new Set(['x', 'x-2']))).toBe('x-3');
  });
});
