import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Catalog, makeTool } from '../catalog/types';
import { findMarkers } from './markers';
import { readTranscript } from './readTranscript';
import { replay } from './replay';
import type { Transcript, TranscriptEvent } from './transcript';
import { projectWorkingSet } from './workingSet';

const catalog: Catalog = {
  format: 'toollens',
  ontology: { concepts: [] },
  tools: ['a', 'b', 'c', 'd'].map((name) => makeTool({ name, description: `Tool ${name}.` })),
};

const transcript = (...turns: TranscriptEvent[][]): Transcript => ({
  name: 'discover',
  turns: turns.map((events, index) => ({ at: `2026-01-01T10:0${index}:00Z`, events })),
});

type Discover = Extract<TranscriptEvent, { type: 'discover' }>;

const discover = (loaded: string[], extra: Partial<Discover> = {}): Discover => ({
  type: 'discover',
  via: 'ToolSearch',
  query: 'select:a,b',
  form: 'select',
  returned: loaded,
  loaded,
  ...extra,
});

describe('a discover event in the working set', () => {
  it('loads its tools in order, as an activation of the same names does', () => {
    const loads = transcript([discover(['a', 'b'])], [discover(['c'])]);
    const activates = transcript(
      [{ type: 'activate', names: ['a', 'b'] }],
      [{ type: 'activate', names: ['c'] }],
    );
    const sets = (t: Transcript) =>
      projectWorkingSet(t, { catalog, budget: 2 }).map((turn) => [turn.workingSet, turn.states]);
    expect(sets(loads)).toEqual(sets(activates));
    expect(sets(loads)[1]?.[0]).toEqual(['c', 'b']);
  });

  it('lets a loaded tool be called directly', () => {
    const turns = projectWorkingSet(
      transcript([discover(['a']), { type: 'call', name: 'a', args: {} }]),
      { catalog },
    );
    expect(turns[0]?.rejected).toEqual([]);
    expect(turns[0]?.states).toEqual({ a: 'activated' });
  });

  it('changes nothing when it loaded nothing, and is no error', () => {
    const turns = projectWorkingSet(transcript([discover([], { error: 'invalid_pattern' })]), {
      catalog,
    });
    expect(turns[0]).toMatchObject({ workingSet: [], rejected: [] });
  });

  it('refuses, whole, a load of a name the catalog lacks, naming it', () => {
    const turns = projectWorkingSet(transcript([discover(['a', 'zz'])]), { catalog });
    expect(turns[0]?.workingSet).toEqual([]);
    expect(turns[0]?.rejected[0]?.error).toContain('ToolSearch: loaded "zz", not in the catalog');
  });

  it('keeps the set through a compact event under the LRU rule', () => {
    const turns = projectWorkingSet(
      transcript([discover(['a'])], [{ type: 'compact', trigger: 'auto', preTokens: 150000 }]),
      { catalog },
    );
    expect(turns.map((turn) => turn.workingSet)).toEqual([['a'], ['a']]);
    expect(turns[1]?.rejected).toEqual([]);
  });

  it('marks the names it made callable that the catalog lacks, and not its loaded tools', () => {
    const t = transcript([
      discover(['a'], { unknown: ['mcp__github__create_issue'] }),
      { type: 'call', name: 'a', args: {} },
    ]);
    const markers = findMarkers(t, replay(t, { catalog }).turns, { catalog });
    expect(markers).toEqual([
      {
        kind: 'not-in-catalog',
        turn: 1,
        event: 0,
        tool: 'mcp__github__create_issue',
        message:
          'mcp__github__create_issue is not in the catalog: ToolSearch made it callable, but the replay cannot declare it.',
      },
    ]);
  });

  it('counts a tool it loaded again after eviction as thrash', () => {
    const t = {
      ...transcript([discover(['a'])], [discover(['b', 'c'])], [discover(['a'])]),
      budget: 2,
    };
    const markers = findMarkers(t, replay(t, { catalog }).turns, { catalog });
    expect(markers.map((m) => [m.kind, m.turn, m.tool])).toEqual([['thrash', 3, 'a']]);
  });
});

describe('reading discover and compact events', () => {
  const read = (event: unknown) =>
    readTranscript({ turns: [{ at: '2026-01-01T10:00:00Z', events: [event] }] });

  it('names the path of every bad field', () => {
    const result = read({
      type: 'discover',
      via: '',
      query: 3,
      form: 'regex',
      returned: 'a',
      loaded: ['a'],
      unknown: [1],
      extra: true,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      'toollens: /turns/0/events/0/extra: unknown field; expected one of "type", "via", "query", "form", "returned", "loaded", "unknown", "error", "limit", "clientVersion", "execution"',
      'toollens: /turns/0/events/0/form: expected one of "search", "select", "pattern", found the string "regex"',
      'toollens: /turns/0/events/0/via: expected a non-empty string, found an empty string',
      'toollens: /turns/0/events/0/query: expected a string, found the number 3',
      'toollens: /turns/0/events/0/returned: expected an array of strings, found the string "a"',
      'toollens: /turns/0/events/0/unknown: expected an array of strings, found an array',
    ]);
  });

  it('refuses a compact event with a bad preTokens', () => {
    const result = read({ type: 'compact', preTokens: -1 });
    expect(result.ok ? [] : result.errors).toEqual([
      'toollens: /turns/0/events/0/preTokens: expected a whole number of at least 0, found the number -1',
    ]);
  });

  const names = fc.array(fc.constantFrom('a', 'b', 'mcp__x__y', 'ns.tool'), { maxLength: 3 });
  const event: fc.Arbitrary<TranscriptEvent> = fc.oneof(
    fc.record(
      {
        type: fc.constant('discover' as const),
        via: fc.constantFrom('ToolSearch', 'tool_search_tool_regex', 'tool_search'),
        query: fc.string(),
        form: fc.constantFrom('search' as const, 'select' as const, 'pattern' as const),
        returned: names,
        loaded: names,
        unknown: names,
        error: fc.string(),
      },
      { requiredKeys: ['type', 'via', 'query', 'form', 'returned', 'loaded'] },
    ),
    fc.record(
      {
        type: fc.constant('compact' as const),
        trigger: fc.constantFrom('auto', 'manual'),
        preTokens: fc.nat(),
      },
      { requiredKeys: ['type'] },
    ),
    fc.record({ type: fc.constant('user' as const), text: fc.string() }),
  );

  it('reads back, equal, a random transcript with them written as toollens JSON', () => {
    fc.assert(
      fc.property(fc.array(fc.array(event, { maxLength: 4 }), { maxLength: 4 }), (turns) => {
        const written = transcript(...turns);
        expect(readTranscript(JSON.parse(JSON.stringify(written)))).toEqual({
          ok: true,
          transcript: written,
        });
      }),
    );
  });
});
