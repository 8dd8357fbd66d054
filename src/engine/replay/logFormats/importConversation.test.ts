import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../../data/demo';
import { datasetPath, hasDataset, needs, readDataset } from '../../../test/datasets';
import { transcriptFixture } from '../../../test/fixtures/transcripts/fixtures';
import { importCatalog } from '../../catalog/importCatalog';
import { findMarkers } from '../markers';
import { parseTranscript } from '../readTranscript';
import { replay } from '../replay';
import { importConversation } from './importConversation';

/** The entry: toollens JSON unchanged, forcing, options, limits, timestamps, syntax errors. */

describe('importConversation', () => {
  it("reads toollens' own JSON exactly as parseTranscript does, errors included", () => {
    const text = transcriptFixture('toollens.json');
    const result = importConversation(text, { name: 'x', source: 'day.json' });
    expect(result).toEqual({
      ...parseTranscript(text, { name: 'x', source: 'day.json' }),
      format: 'toollens',
      shape: 'json',
      detected: true,
      notes: [],
    });
    const bad = JSON.stringify({ turns: [{ at: 'noon', events: [] }] });
    const expected = parseTranscript(bad, { source: 'day.json' });
    expect(expected.ok).toBe(false);
    expect(importConversation(bad, { source: 'day.json' })).toEqual({
      ...expected,
      format: 'toollens',
      shape: 'json',
      detected: true,
    });
  });

  it('gives the line and column of a JSON syntax error, as parseTranscript does', () => {
    const text = [
      '{',
      '  "messages": [',
      '    { "role": "user", "content": "hello" },',
      '    { "role": "assistant", "content": "hi", }',
      '  ]',
      '}',
    ].join('\n');
    const result = importConversation(text, { source: 'broken.json' });
    expect(!result.ok && result.errors).toEqual([
      'toollens: broken.json: line 4, column 45: expected a property name in double quotes (found "}"); JSON does not allow a trailing comma',
    ]);
    expect(!result.ok && result.errors).toEqual(
      (parseTranscript(text, { source: 'broken.json' }) as { errors: string[] }).errors,
    );
    expect(importConversation('{"turns": [').ok).toBe(false);
  });

  it('forces a format, and then reads the text only as that format', () => {
    const chat = transcriptFixture('openai-chat.json');
    const forced = importConversation(chat, { format: 'anthropic' });
    expect(forced.ok).toBe(false);
    expect(!forced.ok && forced.format).toBe('anthropic');
    expect(!forced.ok && forced.errors).toEqual([
      'toollens: messages[2].content: expected a string or an array of content blocks, found null',
      'toollens: messages[3].role: expected "user" or "assistant", found the string "tool"',
      'toollens: messages[5].role: expected "user" or "assistant", found the string "tool"',
      'toollens: messages[6].content: expected a string or an array of content blocks, found null',
      'toollens: messages[7].role: expected "user" or "assistant", found the string "tool"',
    ]);
    const toollens = importConversation(chat, { format: 'toollens' });
    expect(!toollens.ok && toollens.errors).toContain(
      'toollens: /turns: expected an array of turns, found nothing',
    );
    const right = importConversation(chat, { format: 'openai-chat' });
    expect(right.ok && [right.format, right.detected]).toEqual(['openai-chat', false]);
  });

  it('reads the discovery tools under the names it is given', () => {
    const text = JSON.stringify({
      messages: [
        { role: 'user', content: 'find' },
        {
          role: 'assistant',
          content: [
            { type: 'tool_use', id: 'a', name: 'find_tools', input: { query: 'pdf' } },
            { type: 'tool_use', id: 'b', name: 'load_tools', input: { names: ['read_pdf'] } },
            { type: 'tool_use', id: 'c', name: 'search_tools', input: { query: 'pdf' } },
          ],
        },
      ],
    });
    const result = importConversation(text, {
      searchTool: 'find_tools',
      activateTool: 'load_tools',
    });
    expect(result.ok && result.transcript.turns[0]?.events.slice(1)).toEqual([
      { type: 'search', query: 'pdf' },
      { type: 'activate', names: ['read_pdf'] },
      // Under other names, search_tools is a tool like any other.
      { type: 'call', name: 'search_tools', args: { query: 'pdf' } },
    ]);
  });

  it('keeps the times a log has, and fills the gaps without going back', () => {
    const lines = [
      { role: 'user', content: 'a', timestamp: '2026-05-01T08:00:00+02:00' },
      { role: 'assistant', content: 'b' },
      { role: 'user', content: 'c' },
      { role: 'user', content: 'd', created_at: Date.UTC(2026, 4, 1, 5, 0) / 1000 },
      { role: 'user', content: 'e', timestamp: Date.UTC(2026, 4, 1, 6, 30) },
      { role: 'user', content: 'f', timestamp: 'yesterday' },
    ];
    const result = importConversation(lines.map((line) => JSON.stringify(line)).join('\n'));
    expect(result.ok && result.transcript.turns.map((turn) => turn.at)).toEqual([
      '2026-05-01T06:00:00Z',
      '2026-05-01T06:00:00Z',
      // 05:00 is earlier than the turn before: it takes that turn's time.
      '2026-05-01T06:00:00Z',
      '2026-05-01T06:30:00Z',
      '2026-05-01T06:30:00Z',
    ]);
    expect(result.ok && result.notes.slice(1)).toEqual([
      '2 turns of 5 had no timestamp and take the time of the turn before.',
      "1 turn had a time earlier than the turn before and take that turn's time, since turns never go back in time.",
      'Ignored timestamps that are not a time with a zone or a number of seconds: line 6: timestamp.',
    ]);
  });

  it('lists the tools the log names that the catalog lacks, when it knows the catalog', () => {
    const result = importConversation(transcriptFixture('anthropic-lines.jsonl'), {
      catalogNames: ['merge_pdfs'],
    });
    expect(result.ok && result.notes[0]).toBe(
      '1 tool the log calls, activates or loads is not in the catalog: "read_pdf". They are kept, and the timeline marks them.',
    );
  });

  it('counts what it skipped, by kind', () => {
    const lines = [
      { type: 'summary', summary: 'a' },
      { type: 'summary', summary: 'b' },
      {
        role: 'user',
        content: [
          { type: 'text', text: 'hi' },
          { type: 'image', source: {} },
        ],
      },
    ];
    const result = importConversation(lines.map((line) => JSON.stringify(line)).join('\n'));
    expect(result.ok && result.notes.at(-1)).toBe(
      'Skipped what the timeline has no event for: 2 "summary" entries, 1 image block.',
    );
  });

  it('refuses text over the size limit before parsing it', () => {
    const result = importConversation('[]'.padEnd(2000, ' '), { maxChars: 1000, source: 'big' });
    expect(!result.ok && result.errors).toEqual([
      'toollens: big: the transcript is too large: 0.0019 MB is over the 0.00095 MB limit (2000 > 1000 characters); it was not read',
    ]);
  });

  it('refuses an empty conversation, and toollens JSON as JSON Lines', () => {
    const empty = importConversation('{"messages": []}');
    expect(!empty.ok && empty.errors).toEqual([
      'toollens: no user or assistant messages: the Anthropic Messages log is empty',
    ]);
    const lines = importConversation('{"turns": []}\n{"turns": []}', { format: 'toollens' });
    expect(!lines.ok && lines.errors).toEqual([
      'toollens: a toollens transcript is one JSON document {"turns": […]}, not JSON Lines',
    ]);
  });

  it('names every bad line of JSON Lines', () => {
    const result = importConversation('{"role":"user","content":"a"}\n{"role":\n\n{oops}', {
      source: 'x.jsonl',
    });
    expect(!result.ok && result.errors).toEqual([
      'toollens: x.jsonl: line 2, column 9: expected a value (found end of input)',
      'toollens: x.jsonl: line 4, column 2: unexpected "oops"',
    ]);
  });

  it('replays an imported log on the demo catalog, marking the unknown names', () => {
    const result = importConversation(
      JSON.stringify([
        { role: 'user', content: 'go' },
        {
          role: 'assistant',
          content: [
            { type: 'tool_use', id: 'a', name: 'activate_tool', input: { names: ['read_pdf'] } },
            { type: 'tool_use', id: 'b', name: 'read_pdf', input: {} },
            { type: 'tool_use', id: 'c', name: 'teleport', input: {} },
            { type: 'tool_use', id: 'd', name: 'activate_tool', input: { names: ['warp'] } },
          ],
        },
      ]),
    );
    if (!result.ok) throw new Error(result.errors.join('\n'));
    const replayed = replay(result.transcript, { catalog: demoCatalog });
    expect(replayed.turns[0]?.workingSet).toEqual(['read_pdf']);
    const markers = findMarkers(result.transcript, replayed.turns, { catalog: demoCatalog });
    expect(markers.map((marker) => [marker.kind, marker.tool])).toEqual([
      ['not-in-catalog', 'teleport'],
      ['not-in-catalog', 'warp'],
    ]);
  });

  it(needs('github-mcp-server', 'replays the GitHub conversation on its catalog'), () => {
    if (!hasDataset('github-mcp-server')) return;
    const imported = importCatalog(readDataset('github-mcp-server', 'tools.json'), {
      source: datasetPath('github-mcp-server', 'tools.json'),
    });
    if (!imported.ok) throw new Error('the GitHub catalog did not import');
    const { catalog } = imported;
    const result = importConversation(transcriptFixture('github-triage.anthropic.json'), {
      catalogNames: catalog.tools.map((tool) => tool.name),
    });
    if (!result.ok) throw new Error(result.errors.join('\n'));
    expect(result.notes[0]).toBe(
      '2 tools the log calls, activates or loads are not in the catalog: "run_shell_command", "get_pull_request". They are kept, and the timeline marks them.',
    );
    const replayed = replay(result.transcript, { catalog });
    expect(replayed.turns.map((turn) => turn.workingSet.length)).toEqual([1, 2, 3, 4, 4, 5]);
    expect(replayed.turns[5]?.workingSet[0]).toBe('pull_request_read');
    // The same set at t5 as at t4: the whole prompt is a stable prefix; t6 breaks it.
    expect(replayed.turns[4]?.breakSection).toBe(null);
    expect(replayed.turns[5]?.breakSection).toBe('declarations');
    const markers = findMarkers(result.transcript, replayed.turns, { catalog });
    expect(
      markers
        .filter((marker) => marker.kind === 'not-in-catalog')
        .map((marker) => [marker.turn, marker.tool]),
    ).toEqual([
      [5, 'run_shell_command'],
      [6, 'get_pull_request'],
    ]);
  });
});
