import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../data/demo';
import { quarterlyReport } from '../../data/scenarios/quarterlyReport';
import { specFiveTurns } from '../../data/scenarios/specFiveTurns';
import { replay, type Transcript } from '../../engine';
import { formatHash, parseHash } from '../app/url/viewHash';
import { DEFAULT_VIEW } from '../shared/view';
import { DEMO_LENGTH, DEMO_STEPS, demoView, GLOSSED_AT, showsStep } from './demoSteps';
import { GLOSSARY, type TermId } from './glossary';
import { captionText, isClaim, replayFor, type TourFigures, termsOf } from './tourFigures';

describe('demoView', () => {
  it('gives each step its own address, which reopens the same step', () => {
    const hashes = DEMO_STEPS.map((_, i) => formatHash({ ...DEFAULT_VIEW, ...demoView(i + 1) }));
    expect(new Set(hashes).size).toBe(DEMO_LENGTH);
    for (const [i, hash] of hashes.entries()) {
      expect(hash).toContain(`demo=${i + 1}`);
      expect(showsStep(parseHash(hash))).toBe(true);
    }
  });

  it('clamps the step, and resets what an earlier step set', () => {
    expect(demoView(0).demo).toBe(1);
    expect(demoView(99).demo).toBe(DEMO_LENGTH);
    const unsorted = { ...DEFAULT_VIEW, ...demoView(7) };
    expect(unsorted.unsorted).toBe(true);
    expect({ ...unsorted, ...demoView(8) }.unsorted).toBe(false);
    // The catalog is not the tour's to set: it tells its story on the one loaded.
    expect(demoView(1)).not.toHaveProperty('catalog');
  });

  it('knows a bare link to a step does not show it yet', () => {
    expect(showsStep(parseHash('#demo=3'))).toBe(false);
    expect(showsStep(DEFAULT_VIEW)).toBe(true);
  });

  it('walks the search, timeline and prompt panels', () => {
    expect(new Set(DEMO_STEPS.map((step) => step.view.panel))).toEqual(
      new Set(['search', 'timeline', 'prompt']),
    );
  });
});

describe('the captions', () => {
  const replayed = (transcript: Transcript, unsorted = false) => ({
    ...replay(transcript, {
      catalog: demoCatalog,
      order: unsorted ? 'recency' : 'sorted',
      compareOrders: true,
    }),
    markers: [],
    toolCosts: [],
    ordersMaxTurns: 50,
  });
  const figuresFor = (step: number): TourFigures => {
    const view = demoView(step);
    const transcript = view.scenario === 'quarterly-report' ? quarterlyReport : specFiveTurns;
    return {
      tools: demoCatalog.tools.length,
      terms: [
        { term: 'excel', stem: 'excel', df: 3, weight: 3.8 },
        { term: 'file', stem: 'file', df: 60, weight: 1.2 },
      ],
      replay: replayFor(replayed(transcript, view.unsorted), view.scenario, view.unsorted ?? false),
    };
  };
  const claims = (step: number, figures: TourFigures) =>
    (DEMO_STEPS[step - 1]?.caption(figures) ?? []).filter(isClaim);

  it('fills every claim from the figures, and each names the figure it restates', () => {
    for (const [i] of DEMO_STEPS.entries()) {
      const filled = claims(i + 1, figuresFor(i + 1));
      expect(filled.length, `step ${i + 1}`).toBeGreaterThan(0);
      for (const claim of filled) {
        expect(claim.text, `step ${i + 1} ${claim.figure}`).toBeTruthy();
        expect(claim.figure).toMatch(/^\[data-testid=/);
      }
    }
  });

  it('says which term weighs more from the weights, not from a typed-in word', () => {
    expect(captionText(DEMO_STEPS[0]?.caption(figuresFor(1)) ?? [])).toContain(
      'The rarer word “excel” weighs 3.80, the commoner “file” only 1.20.',
    );
  });

  it('says what the replay shows: the tool evicted, the slots, the reindexed tool', () => {
    expect(captionText(DEMO_STEPS[1]?.caption(figuresFor(2)) ?? [])).toContain(
      'Activating read_pdf declares its full schema. The working set has 5 slots',
    );
    const t4 = captionText(DEMO_STEPS[3]?.caption(figuresFor(4)) ?? []);
    expect(t4).toContain('3 more activations at t4 fill all 5 slots, and query_json');
    expect(t4).toContain('At t5 read_json follows');
    expect(captionText(DEMO_STEPS[4]?.caption(figuresFor(5)) ?? [])).toMatch(
      /^run_python .*“polars”/,
    );
    expect(captionText(DEMO_STEPS[5]?.caption(figuresFor(6)) ?? [])).toContain('100% of it');
    expect(captionText(DEMO_STEPS[6]?.caption(figuresFor(7)) ?? [])).not.toContain('only 100%');
  });

  it('claims no cache share the replay does not give: the breakpoint model hits once', () => {
    const text = captionText(DEMO_STEPS[7]?.caption(figuresFor(8)) ?? []);
    expect(text).toMatch(/Anthropic \d+% \(a hit on 1 of 4 turns\)/);
    expect(text).not.toContain('most of it');
  });

  it('says why a provider missed, from the replay: the turns and the tool that broke the block', () => {
    const text = captionText(DEMO_STEPS[7]?.caption(figuresFor(8)) ?? []);
    // spec-five-turns: t2, t4 and t5 activate tools; t5's generate_pdf sorts first.
    expect(text).toContain(
      'Anthropic reads the tool declarations first, so it misses at t2, t4 and t5',
    );
    expect(text).toContain(
      't5 activated generate_pdf: every declaration that sorts after it is re-sent',
    );
  });

  it('ends on the design against the other orders, each share from the replay’s orders', () => {
    const figures = figuresFor(DEMO_LENGTH);
    const last = DEMO_STEPS[DEMO_LENGTH - 1];
    expect(last?.figure).toBe('orders');
    const text = captionText(last?.caption(figures) ?? []);
    const orders = figures.replay?.orders ?? [];
    expect(orders.map((order) => order.order)).toEqual(['sorted', 'appended', 'inline']);
    for (const order of orders)
      for (const [id, share] of Object.entries(order.cachedShare))
        expect(text).toContain(
          `${id === 'openai' ? 'OpenAI' : 'Anthropic'} ${Math.round(share * 100)}%`,
        );
    expect(text).toMatch(
      /^On the same turns, the cache serves: sorted by name \(the design\), Anthropic \d+%, OpenAI \d+%; appended as activated, .*; and found tools left in the conversation, Anthropic \d+%/,
    );
    expect(text).toContain('Anthropic reads the tool block first');
  });

  it('leaves a claim pending while the step’s own replay is not there', () => {
    const stale = replayed(specFiveTurns);
    expect(replayFor(stale, 'quarterly-report', false)).toBeUndefined();
    expect(replayFor(stale, 'spec-five-turns', true)).toBeUndefined();
    const waiting = claims(4, { tools: undefined, replay: undefined });
    expect(waiting.every((claim) => claim.text === undefined)).toBe(true);
    expect(
      captionText(DEMO_STEPS[3]?.caption({ tools: undefined, replay: undefined }) ?? []),
    ).toContain('…');
  });
});

describe('what a step says besides its claims', () => {
  const none: TourFigures = { tools: undefined, replay: undefined };

  it('says so, with a note, when a step shows another session or budget than the step before', () => {
    for (let n = 2; n <= DEMO_LENGTH; n++) {
      const [before, here] = [demoView(n - 1), demoView(n)];
      const moved = before.scenario !== here.scenario || before.budget !== here.budget;
      expect(DEMO_STEPS[n - 1]?.note !== undefined, `step ${n}`).toBe(moved);
    }
  });

  it('names the session moved to and its slots, once the step’s replay is in', () => {
    const figures = {
      ...none,
      scenarioTitle: 'Q3 delivery report',
      replay: { budget: 20 } as TourFigures['replay'],
    };
    expect(captionText(DEMO_STEPS[4]?.note?.(figures) ?? [])).toMatch(
      /^Now a different session: “Q3 delivery report”, 20 slots — /,
    );
  });

  it('glosses every term once in the tour, at the step that first uses it', () => {
    const used = DEMO_STEPS.map((step) =>
      termsOf([...(step.note?.(none) ?? []), ...step.caption(none)]).map((t) => t.term),
    );
    const glossed = GLOSSED_AT.flatMap((terms) => [...terms]);
    expect(new Set(glossed).size).toBe(glossed.length);
    expect(new Set(glossed)).toEqual(new Set(used.flat()));
    for (const [i, terms] of GLOSSED_AT.entries())
      for (const id of terms) expect(used.slice(0, i).flat(), id).not.toContain(id);
    // Every word the glossary defines is one the tour uses.
    expect(new Set(glossed)).toEqual(new Set(Object.keys(GLOSSARY) as TermId[]));
  });

  it('writes the providers by their names, not their ids', () => {
    const view = demoView(8);
    const replay = replayFor(
      {
        ...replay_(specFiveTurns),
        order: 'sorted',
      },
      view.scenario,
      false,
    );
    const text = captionText(DEMO_STEPS[7]?.caption({ tools: 169, replay }) ?? []);
    expect(text).toContain('Anthropic');
    expect(text).not.toMatch(/\banthropic\b|\bopenai\b/);
  });
});

const replay_ = (transcript: Transcript) => ({
  ...replay(transcript, { catalog: demoCatalog, order: 'sorted' }),
  markers: [],
  toolCosts: [],
  ordersMaxTurns: 50,
});
