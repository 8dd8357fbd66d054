import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../data/demo';
import { demoQuerySet } from '../../data/querySets/demo';
import {
  LABELLED_PICK_QUERIES,
  LABELLED_PICK_TOP1,
  labelledPickCatalog,
} from '../../test/fixtures/labelledPicks';
import { type Catalog, makeTool } from '../catalog/types';
import type { LabelledQuery } from '../eval/querySetTypes';
import { ToolIndex } from '../search/ToolIndex';
import { findMarkers } from './markers';
import { parseTranscript } from './readTranscript';
import { replay } from './replay';
import { simulateAgent } from './simulate';
import { parseSimulateStrategy, type SimulateStrategy } from './simulateStrategy';
import type { Transcript } from './transcript';

const activations = (transcript: Transcript) =>
  transcript.turns.flatMap((turn) =>
    turn.events.flatMap((event) => (event.type === 'activate' ? event.names : [])),
  );

describe('parseSimulateStrategy', () => {
  it('reads top<k> and relevant', () => {
    expect(parseSimulateStrategy('top1')).toEqual({ kind: 'top', k: 1 });
    expect(parseSimulateStrategy('top3')).toEqual({ kind: 'top', k: 3 });
    expect(parseSimulateStrategy('top20')).toEqual({ kind: 'top', k: 20 });
    expect(parseSimulateStrategy('relevant')).toEqual({ kind: 'relevant' });
  });

  it.each(['top0', 'top', 'top21', 'top03', 'best', 'Top1', ''])('refuses %j by name', (bad) => {
    expect(() => parseSimulateStrategy(bad)).toThrow(
      `unknown simulation strategy "${bad}": expected top1, top3, top<k>`,
    );
  });
});

describe('simulateAgent on the demo catalog and its query set', () => {
  const index = new ToolIndex(demoCatalog);
  const scaffolding = new Set(
    demoCatalog.tools.filter((tool) => tool.scaffolding === true).map((tool) => tool.name),
  );
  const names = new Set(demoCatalog.tools.map((tool) => tool.name));
  // The brute-force expectation: every tool ranked, then the first k that are not scaffolding,
  // written independently of the simulator's own limit-k search.
  const topK = (query: string, k: number) =>
    index
      .search({ query, limit: Number.POSITIVE_INFINITY })
      .hits.map((hit) => hit.name)
      .filter((name) => !scaffolding.has(name))
      .slice(0, k);
  const expected = (strategy: SimulateStrategy): Transcript['turns'] =>
    demoQuerySet.map((query, position) => {
      const picked =
        strategy.kind === 'top'
          ? topK(query.query, strategy.k)
          : [...new Set(query.relevant)].filter(
              (name) => names.has(name) && !scaffolding.has(name),
            );
      const minute = String(position % 60).padStart(2, '0');
      const hour = 10 + Math.floor(position / 60);
      return {
        at: `2026-01-01T${hour}:${minute}:00Z`,
        events: [
          { type: 'user', text: query.query },
          { type: 'search', query: query.query },
          ...(picked.length === 0
            ? []
            : [
                { type: 'activate' as const, names: picked },
                { type: 'call' as const, name: picked[0] as string },
              ]),
        ],
        ...(query.relevant.length > 0 ? { relevant: [...new Set(query.relevant)] } : {}),
      };
    });

  it.each(['top1', 'top3', 'relevant'])('%s gives the brute-force transcript', (name) => {
    const strategy = parseSimulateStrategy(name);
    const transcript = simulateAgent(demoQuerySet, index, { strategy });
    expect(transcript.name).toBe(`simulated-${name}`);
    expect(transcript.turns).toHaveLength(demoQuerySet.length);
    expect(transcript.turns).toEqual(expected(strategy));
  });

  it('writes a transcript the reader accepts and the replay takes whole', () => {
    const transcript = simulateAgent(demoQuerySet, index, {
      strategy: { kind: 'top', k: 3 },
      budget: 8,
    });
    const read = parseTranscript(JSON.stringify(transcript), { name: transcript.name });
    expect(read.ok && read.transcript).toEqual(transcript);
    const result = replay(transcript, { catalog: demoCatalog });
    expect(result.budget).toBe(8);
    expect(result.turns.flatMap((turn) => turn.rejected)).toEqual([]);
    // Three activations a turn against eight slots: the set fills, then evicts.
    expect(Math.max(...result.turns.map((turn) => turn.workingSet.length))).toBe(8);
    expect(result.turns.some((turn) => turn.evicted.length > 0)).toBe(true);
  });

  it('is deterministic and starts where it is told', () => {
    const options = { strategy: { kind: 'top', k: 1 } as const, start: '2026-03-01T09:00:00Z' };
    const once = simulateAgent(demoQuerySet.slice(0, 3), index, options);
    expect(simulateAgent(demoQuerySet.slice(0, 3), index, options)).toEqual(once);
    expect(once.turns.map((turn) => turn.at)).toEqual([
      '2026-03-01T09:00:00Z',
      '2026-03-01T09:01:00Z',
      '2026-03-01T09:02:00Z',
    ]);
    expect(() => simulateAgent([], index, { ...options, start: 'soon' })).toThrow(
      'start is not a time: soon',
    );
    expect(() => simulateAgent([], index, { ...options, budget: 0 })).toThrow('budget');
  });
});

describe('simulateAgent on random query sets', () => {
  const TOOLS = ['read_file', 'write_file', 'merge_pdf', 'list_issues', 'create_issue', 'get_me'];
  const catalog: Catalog = {
    format: 'toollens',
    ontology: { concepts: [] },
    tools: [
      makeTool({ name: 'search_tools', scaffolding: true, description: 'Search the file tools.' }),
      makeTool({ name: 'activate_tool', scaffolding: true, description: 'Activate a file tool.' }),
      ...TOOLS.map((name) =>
        makeTool({ name, description: `${name.replace('_', ' ')} for an issue or a file.` }),
      ),
    ],
  };
  const index = new ToolIndex(catalog);
  const words = ['read', 'file', 'issue', 'search', 'activate', 'merge', 'pdf', 'me', 'zebra'];
  const query: fc.Arbitrary<LabelledQuery> = fc.record({
    id: fc.string(),
    query: fc
      .array(fc.constantFrom(...words), { minLength: 1, maxLength: 4 })
      .map((w) => w.join(' ')),
    relevant: fc.array(fc.constantFrom(...TOOLS, 'search_tools', 'missing_tool'), { maxLength: 4 }),
  });
  const strategy: fc.Arbitrary<SimulateStrategy> = fc.oneof(
    fc.integer({ min: 1, max: 8 }).map((k) => ({ kind: 'top' as const, k })),
    fc.constant({ kind: 'relevant' as const }),
  );

  it('activates catalog tools only, never scaffolding, and calls what it activated', () => {
    fc.assert(
      fc.property(fc.array(query, { maxLength: 6 }), strategy, (queries, chosen) => {
        const transcript = simulateAgent(queries, index, { strategy: chosen });
        expect(transcript.turns).toHaveLength(queries.length);
        for (const name of activations(transcript)) expect(TOOLS).toContain(name);
        transcript.turns.forEach((turn, position) => {
          const activate = turn.events.find((event) => event.type === 'activate');
          const call = turn.events.find((event) => event.type === 'call');
          const names = activate?.type === 'activate' ? activate.names : [];
          expect(call?.type === 'call' ? call.name : undefined).toBe(names[0]);
          expect(turn.events[1]).toEqual({ type: 'search', query: queries[position]?.query });
          if (chosen.kind === 'top') expect(names.length).toBeLessThanOrEqual(chosen.k);
          else {
            const labelled = new Set(queries[position]?.relevant.filter((n) => TOOLS.includes(n)));
            expect(new Set(names)).toEqual(labelled);
            expect(names).toHaveLength(labelled.size);
          }
        });
        const replayed = replay(transcript, { catalog });
        expect(replayed.turns.flatMap((t) => t.rejected)).toEqual([]);
        // A turn is judged exactly when its query has labels; picking the labels is right
        // whenever the catalog has one of them.
        replayed.turns.forEach((turn, position) => {
          const labels = queries[position]?.relevant ?? [];
          expect(turn.labelled === undefined).toBe(labels.length === 0);
          if (chosen.kind === 'relevant' && turn.labelled) {
            expect(turn.labelled.right).toBe(labels.some((name) => TOOLS.includes(name)));
          }
        });
      }),
      { numRuns: 150 },
    );
  });
});

describe('a simulated agent judged by its labels', () => {
  const catalog = labelledPickCatalog();
  const index = new ToolIndex(catalog);
  const queries = LABELLED_PICK_QUERIES;

  it('writes each turn its labels, and the replay marks the wrong pick', () => {
    const transcript = simulateAgent(queries, index, { strategy: { kind: 'top', k: 1 } });
    expect(transcript.simulation).toEqual({ strategy: 'top1' });
    expect(transcript.turns.map((turn) => turn.relevant)).toEqual([
      ['write_file'],
      ['merge_pdf', 'gone_tool'],
      undefined,
    ]);
    const result = replay(transcript, { catalog });
    expect(result.turns.map((turn) => turn.labelled)).toEqual(LABELLED_PICK_TOP1.verdicts);
    expect(result.summary.accuracy).toEqual(LABELLED_PICK_TOP1.accuracy);
    const markers = findMarkers(transcript, result.turns, { catalog });
    expect(markers.filter((marker) => marker.kind === 'wrong-tool')).toEqual([
      {
        kind: 'wrong-tool',
        turn: 1,
        event: 2,
        tool: 'read_file',
        message: 'Activated read_file; the labelled tool is write_file.',
      },
    ]);
  });

  it('says a relevant run is right by construction, and a top run is not', () => {
    const relevant = simulateAgent(queries, index, { strategy: { kind: 'relevant' } });
    expect(replay(relevant, { catalog }).summary.accuracy).toEqual({
      labelledTurns: 2,
      rightTurns: 2,
      wrongTurns: [],
      byConstruction: true,
    });
  });

  it('keeps its labels through a file: the reader takes them back', () => {
    const transcript = simulateAgent(queries, index, { strategy: { kind: 'top', k: 3 } });
    const read = parseTranscript(JSON.stringify(transcript), { name: transcript.name });
    expect(read.ok && read.transcript).toEqual(transcript);
  });
});
