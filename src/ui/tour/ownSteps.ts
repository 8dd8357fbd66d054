import { formatCount, plural } from '../shared/format';
import type { View } from '../shared/view';
import { breakCause, causeText } from './breakCause';
import { BASE, DEMO_STEPS, GLOSSED_AT, glossedAt, showsPatch, stepView } from './demoSteps';
import { type TermId, term, turnTerm } from './glossary';
import {
  CURRENT_ROW,
  claim,
  counted,
  type DemoStep,
  HELD_NOW,
  PREFIX_SHARE,
  prefixShare,
  rowSlots,
  sessionOf,
} from './stepParts';
import { caption, listed, toolsIn, turnOf } from './tourFigures';

/**
 * The tour on the viewer's own catalog: the demo's story (find, hold, evict, cache, save, and
 * the design against the other orders) told on a simulated session over that catalog's tools.
 * The steps that need the demo's hand-written sessions (a direct call, a description that
 * changes, declarations reordered by use) are left out.
 */

/** Where the own tour's queries came from: the open query set, or the tools' descriptions. */
export type QueriesFrom = { kind: 'set'; name: string } | { kind: 'descriptions' };

export type OwnTour = {
  kind: 'own';
  /** The catalog's source, as its summary names it. */
  source: string;
  tools: number;
  /** The search step's query: the first of the session's. */
  query: string;
  /** The simulated session's transcript name. */
  scenario: string;
  turns: number;
  from: QueriesFrom;
};
export type TourPlan = { kind: 'demo' } | OwnTour;
export const DEMO_PLAN: TourPlan = { kind: 'demo' };

/** The simulated session's slots: fewer than its turns, so the set fills and evicts. */
export const OWN_BUDGET = 3;

/** The session's turns: one query each. */
export const OWN_TURNS = 5;

const t = turnTerm;

const ownSteps = (plan: OwnTour): DemoStep[] => {
  const last = plan.turns;
  const session = { scenario: plan.scenario, budget: undefined };
  const full = Math.min(4, last);
  return [
    {
      ...(DEMO_STEPS[0] as DemoStep),
      view: { panel: 'search', query: plan.query },
    },
    {
      // The demo's words: what activating costs is the same on any catalog.
      ...(DEMO_STEPS[1] as DemoStep),
      note: (f) =>
        caption`Now a simulated agent on your catalog: ${sessionOf(f)} — each turn searches for one query, activates the top hit and calls it.`,
      view: { ...session, panel: 'timeline', turn: 1 },
    },
    {
      title: 'The set is full: least recently used out',
      caption: (f) => {
        const at = turnOf(f, full);
        const evicted = toolsIn(f, full, 'evicted');
        const held = counted(at?.workingSet.length, HELD_NOW);
        return evicted.length > 0
          ? caption`At ${t(full)} the set holds ${held} tools, and ${claim(listed(evicted), rowSlots(CURRENT_ROW, 'evicted'))}, touched longest ago, is evicted. Nothing is stored: each turn is re-derived from the transcript.`
          : caption`At ${t(full)} the set holds ${held} tools: the agent found again what it held, so nothing is evicted yet. Nothing is stored: each turn is re-derived from the transcript.`;
      },
      view: { ...session, panel: 'timeline', turn: full },
      target: 'ws-figure',
      figure: 'workingSet',
    },
    {
      title: 'What the cache can keep',
      caption: (f) => {
        const cause = breakCause(f.replay, last);
        const caches = Object.values(turnOf(f, last)?.cache ?? {});
        const short = caches.length > 0 && caches.every((cache) => cache.underMinimum);
        return [
          ...caption`At ${t(last)} ${claim(prefixShare(f, last), PREFIX_SHARE)} of the prompt is the same bytes as the turn before: a stable prefix, which the provider’s ${term('prefix cache')} ${short ? 'would serve again, were it as long as the least a provider caches (here it is shorter)' : 'serves again'}.`,
          cause ? ` ${causeText(cause)}.` : '',
        ];
      },
      view: { ...session, panel: 'prompt', turn: last },
      figure: 'prefix',
    },
    // The demo's last two steps, at this session's last turn.
    { ...(DEMO_STEPS[7] as DemoStep), view: { ...session, panel: 'prompt', turn: last } },
    { ...(DEMO_STEPS[8] as DemoStep), view: { ...session, panel: 'prompt', turn: last } },
  ];
};

const made = new WeakMap<OwnTour, { steps: DemoStep[]; glossed: ReadonlySet<TermId>[] }>();
const own = (plan: OwnTour) => {
  let entry = made.get(plan);
  if (!entry) {
    const steps = ownSteps(plan);
    entry = { steps, glossed: glossedAt(steps) };
    made.set(plan, entry);
  }
  return entry;
};

/** The steps of the tour `plan` tells. */
export const tourSteps = (plan: TourPlan): readonly DemoStep[] =>
  plan.kind === 'demo' ? DEMO_STEPS : own(plan).steps;

/** The terms each step of `plan`'s tour glosses. */
export const tourGlossed = (plan: TourPlan): readonly ReadonlySet<TermId>[] =>
  plan.kind === 'demo' ? GLOSSED_AT : own(plan).glossed;

/** The view patch of `plan`'s step `step` (1-based, clamped). */
export const tourView = (plan: TourPlan, step: number): Partial<View> =>
  stepView(
    tourSteps(plan),
    plan.kind === 'own' ? { ...BASE, scenario: plan.scenario } : BASE,
    step,
  );

/** Whether `view` already shows its step of `plan`'s tour. */
export const showsTourStep = (view: View, plan: TourPlan): boolean =>
  view.demo === undefined || showsPatch(view, tourView(plan, view.demo));

/** What the own tour says it runs on, on screen at every step. */
export const sourceLine = (plan: OwnTour): string =>
  `Your catalog: ${formatCount(plan.tools)} tools from ${plan.source}; ${
    plan.from.kind === 'set'
      ? `queries from its open query set “${plan.from.name}”`
      : 'queries drawn from its tool descriptions'
  }; a simulated session of ${plural(plan.turns, 'turn')}.`;
