import { describe, expect, it } from 'vitest';
import { scenarios } from '../../data/scenarios';
import { parseTimestamp, parseTranscript, readTranscript } from './readTranscript';

/** The example, verbatim. */
const example = `{"turns":[{"at":"2026-01-01T10:00:00Z","events":[
  {"type":"user","text":"merge the two reports"},
  {"type":"search","query":"merge pdf","capabilities":["document"]},
  {"type":"activate","names":["merge_pdfs"]},
  {"type":"call","name":"merge_pdfs","args":{}}]}]}`;

const errorsOf = (value: unknown): string[] => {
  const result = readTranscript(value);
  return result.ok ? [] : result.errors;
};

describe('readTranscript', () => {
  it("accepts the issue's example shape", () => {
    const result = parseTranscript(example, { name: 'merge' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.transcript).toEqual({
      name: 'merge',
      turns: [
        {
          at: '2026-01-01T10:00:00Z',
          events: [
            { type: 'user', text: 'merge the two reports' },
            { type: 'search', query: 'merge pdf', capabilities: ['document'] },
            { type: 'activate', names: ['merge_pdfs'] },
            { type: 'call', name: 'merge_pdfs', args: {} },
          ],
        },
      ],
    });
  });

  it('round-trips every built-in scenario through JSON', () => {
    for (const scenario of scenarios) {
      const result = readTranscript(JSON.parse(JSON.stringify(scenario)));
      expect(result).toEqual({ ok: true, transcript: scenario });
    }
  });

  it('reads the discover and compact events an imported agent log holds, and names their bad fields', () => {
    const discover = {
      type: 'discover',
      via: 'tool_search',
      query: 'create issue',
      form: 'search',
      returned: ['create_issue', 'mcp__x.y'],
      loaded: ['create_issue', 'mcp__x.y'],
      unknown: ['mcp__x.y'],
      error: 'failed',
    };
    const compact = { type: 'compact', trigger: 'auto', preTokens: 120_000 };
    const transcript = { turns: [{ at: '2026-01-01T10:00:00Z', events: [discover, compact] }] };
    expect(readTranscript(transcript)).toEqual({
      ok: true,
      transcript: { name: 'transcript', ...transcript },
    });
    const bad = {
      at: '2026-01-01T10:00:00Z',
      events: [
        { ...discover, form: 'guess' },
        { type: 'compact', preTokens: -1 },
      ],
    };
    expect(errorsOf({ turns: [bad] })).toEqual([
      'toollens: /turns/0/events/0/form: expected one of "search", "select", "pattern", found the string "guess"',
      'toollens: /turns/0/events/1/preTokens: expected a whole number of at least 0, found the number -1',
    ]);
  });

  it('names the path of every bad event field', () => {
    const turn = (events: unknown[], at = '2026-01-01T10:00:00Z') => ({ at, events });
    const errors = errorsOf({
      turns: [
        turn([{ type: 'user', text: 'hi' }]),
        turn([]),
        turn([
          { type: 'activate', names: ['a'] },
          { type: 'activate', names: 'read_pdf' },
          { type: 'search', query: 'x', capabilites: ['pdf'] },
          { type: 'search', query: 'x', domains: ['a', 3] },
          { type: 'call' },
          { type: 'shout', text: 'x' },
          { type: 'call', name: 'a', args: [] },
        ]),
      ],
    });
    expect(errors).toEqual([
      'toollens: /turns/2/events/1/names: expected an array of strings, found the string "read_pdf"',
      'toollens: /turns/2/events/2/capabilites: unknown field; expected one of "type", "query", "capabilities", "domains", "entities", "relationships", "menu"',
      'toollens: /turns/2/events/3/domains: expected an array of strings, found an array',
      'toollens: /turns/2/events/4/name: expected a non-empty string, found nothing',
      'toollens: /turns/2/events/5/type: expected one of "user", "assistant", "search", "activate", "call", "discover", "compact", found the string "shout"',
      'toollens: /turns/2/events/6/args: expected an object, found an empty array',
    ]);
  });

  it('requires a zoned ISO time on every turn, never going back', () => {
    const turn = (at: unknown) => ({ at, events: [] });
    expect(
      errorsOf({
        turns: [
          turn('2026-01-01T10:00:00Z'),
          turn('2026-01-01T10:00:00'),
          turn('2026-02-30T10:00:00Z'),
          turn(42),
          turn('2026-01-01T11:00:00+02:00'),
        ],
      }),
    ).toEqual([
      'toollens: /turns/1/at: expected an ISO 8601 time with a zone, e.g. "2026-01-01T10:00:00Z", found the string "2026-01-01T10:00:00"',
      'toollens: /turns/2/at: expected an ISO 8601 time with a zone, e.g. "2026-01-01T10:00:00Z", found the string "2026-02-30T10:00:00Z"',
      'toollens: /turns/3/at: expected an ISO 8601 time with a zone, e.g. "2026-01-01T10:00:00Z", found the number 42',
      'toollens: /turns/4/at: "2026-01-01T11:00:00+02:00" is earlier than the turn before it ("2026-01-01T10:00:00Z"); turns must not go back in time',
    ]);
  });

  it('checks the top level: the turns, the budget and unknown fields', () => {
    expect(errorsOf([])).toEqual([
      'toollens: /: expected a transcript object {"turns": […]}, found an empty array',
    ]);
    expect(errorsOf({ turns: {}, budget: 0, name: 3, extra: true })).toEqual([
      'toollens: /extra: unknown field; expected one of "turns", "name", "title", "description", "budget", "simulation"',
      'toollens: /name: expected a string, found the number 3',
      'toollens: /budget: expected a whole number of at least 1, found the number 0',
      'toollens: /turns: expected an array of turns, found an empty object',
    ]);
  });

  it("reads a turn's labels and the simulation that wrote it, and names their bad values", () => {
    const at = '2026-01-01T10:00:00Z';
    const labelled = {
      simulation: { strategy: 'top3' },
      turns: [
        { at, events: [], relevant: ['read_pdf'] },
        { at, events: [] },
      ],
    };
    expect(readTranscript(labelled)).toEqual({
      ok: true,
      transcript: { name: 'transcript', ...labelled },
    });
    expect(
      errorsOf({
        simulation: { strategy: 'best', by: 'me' },
        turns: [{ at, events: [], relevant: 'read_pdf' }],
      }),
    ).toEqual([
      'toollens: /simulation/by: unknown field; expected one of "strategy"',
      'toollens: /simulation/strategy: unknown simulation strategy "best": expected top1, top3, top<k> (k from 1 to 20) or relevant',
      'toollens: /turns/0/relevant: expected an array of tool names, found the string "read_pdf"',
    ]);
    expect(errorsOf({ simulation: 'top1', turns: [] })).toEqual([
      'toollens: /simulation: expected {"strategy": …}, found the string "top1"',
    ]);
  });

  it('names the source and the line and column of a syntax error', () => {
    expect(parseTranscript('{"turns": [,]}', { source: 'day.json' })).toEqual({
      ok: false,
      errors: ['toollens: day.json: line 1, column 12: expected a value (found ",")'],
    });
    const result = parseTranscript('{"turns": 1}', { source: 'day.json' });
    expect(result.ok ? [] : result.errors).toEqual([
      'toollens: day.json: /turns: expected an array of turns, found the number 1',
    ]);
  });
});

describe('parseTimestamp', () => {
  it('reads Z and offset zones to ms since the epoch', () => {
    expect(parseTimestamp('2026-01-01T10:00:00Z')).toBe(Date.UTC(2026, 0, 1, 10));
    expect(parseTimestamp('2026-01-01T12:00:00.5+02:00')).toBe(Date.UTC(2026, 0, 1, 10) + 500);
    expect(parseTimestamp('2026-01-01')).toBeUndefined();
    expect(parseTimestamp('2026-13-01T10:00:00Z')).toBeUndefined();
  });
});
