import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../data/demo';
import {
  descriptionAt,
  parseSimulateStrategy,
  replay,
  simulateAgent,
  ToolIndex,
} from '../../engine';
import { DEFAULT_VIEW } from '../shared/view';
import { DEMO_LENGTH } from './demoSteps';
import { drawQueries } from './drawQueries';
import { GLOSSARY } from './glossary';
import {
  DEMO_PLAN,
  OWN_BUDGET,
  type OwnTour,
  showsTourStep,
  sourceLine,
  tourGlossed,
  tourSteps,
  tourView,
} from './ownSteps';
import { captionText, isClaim, replayFor, type TourFigures } from './tourFigures';

const PLAN: OwnTour = {
  kind: 'own',
  source: 'bfcl-tools.json',
  tools: 1287,
  query: 'triangle area',
  scenario: 'tour-bfcl-tools',
  turns: 5,
  from: { kind: 'descriptions' },
};

describe('the tour on a catalog of one’s own', () => {
  it('tells the demo’s story without the steps only the demo’s sessions can show', () => {
    const titles = tourSteps(PLAN).map((step) => step.title);
    expect(titles).toEqual([
      'Find, don’t load',
      'Holding costs a slot',
      'The set is full: least recently used out',
      'What the cache can keep',
      'What toollens saves per turn',
      'The design against what it could be',
    ]);
    expect(tourSteps(DEMO_PLAN)).toHaveLength(DEMO_LENGTH);
    expect(tourSteps(PLAN).map((step) => step.figure)).not.toContain('reindex');
  });

  it('searches the drawn query, then shows the simulated session, never the demo’s, nor a catalog', () => {
    expect(tourView(PLAN, 1)).toMatchObject({ panel: 'search', query: 'triangle area', demo: 1 });
    for (let n = 2; n <= tourSteps(PLAN).length; n++) {
      const view = tourView(PLAN, n);
      expect(view.scenario, `step ${n}`).toBe('tour-bfcl-tools');
      expect(view).not.toHaveProperty('catalog');
    }
    expect(tourView(PLAN, 99).demo).toBe(tourSteps(PLAN).length);
    const at3 = { ...DEFAULT_VIEW, ...tourView(PLAN, 3) };
    expect(showsTourStep(at3, PLAN)).toBe(true);
    expect(showsTourStep(at3, DEMO_PLAN)).toBe(false);
  });

  it('glosses each term once on its own steps too', () => {
    const glossed = tourGlossed(PLAN).flatMap((terms) => [...terms]);
    expect(new Set(glossed).size).toBe(glossed.length);
    for (const id of glossed) expect(GLOSSARY[id]).toBeTruthy();
  });

  it('says what it runs on', () => {
    expect(sourceLine(PLAN)).toBe(
      'Your catalog: 1,287 tools from bfcl-tools.json; queries drawn from its tool descriptions; a simulated session of 5 turns.',
    );
    expect(sourceLine({ ...PLAN, from: { kind: 'set', name: 'Billing' } })).toContain(
      'queries from its open query set “Billing”',
    );
  });

  it('fills every claim from a simulated session’s replay, and says which tool broke the block', () => {
    // The demo catalog stands in for "another" catalog: drawn queries, a simulated agent.
    const index = new ToolIndex(demoCatalog);
    const transcript = simulateAgent(
      drawQueries(
        demoCatalog.tools.map((tool) => ({ name: tool.name, description: descriptionAt(tool) })),
        5,
      ),
      index,
      {
        strategy: parseSimulateStrategy('top1'),
        name: PLAN.scenario,
        budget: OWN_BUDGET,
      },
    );
    const replayed = {
      ...replay(transcript, { catalog: demoCatalog, compareOrders: true }),
      markers: [],
      toolCosts: [],
      ordersMaxTurns: 50,
    };
    const figures: TourFigures = {
      tools: 169,
      terms: [
        { term: 'area', stem: 'area', df: 3, weight: 2.5 },
        { term: 'triangle', stem: 'triangl', df: 3, weight: 2.5 },
      ],
      replay: replayFor(replayed, PLAN.scenario, false),
      scenarioTitle: 'The tour’s agent',
    };
    for (const [i, step] of tourSteps(PLAN).entries()) {
      const parts = [...(step.note?.(figures) ?? []), ...step.caption(figures)];
      for (const claim of parts.filter(isClaim))
        expect(claim.text, `step ${i + 1} ${claim.figure}`).toBeTruthy();
    }
    // Equal weights are said as equal, not as "rarer" and "commoner".
    expect(captionText(tourSteps(PLAN)[0]?.caption(figures) ?? [])).toContain('equally rare');
    const prefix = captionText(tourSteps(PLAN)[3]?.caption(figures) ?? []);
    const last = replayed.turns[4];
    if (last?.breakSection === 'declarations')
      expect(prefix).toMatch(/t5 (activated|evicted|touched) \S+: /);
  });
});
