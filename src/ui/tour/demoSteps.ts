import type { View } from '../shared/view';
import { type TermId, term, turnTerm } from './glossary';
import {
  BUDGET,
  CURRENT_ROW,
  claim,
  counted,
  type DemoStep,
  HELD_NOW,
  ordersCaption,
  PREFIX_BREAK,
  PREFIX_SHARE,
  prefixShare,
  REINDEXED,
  rowSlots,
  SEARCH_CALL,
  savingsCaption,
  searchCaption,
  sessionOf,
  turnRow,
} from './stepParts';
import {
  breakTitle,
  caption,
  listed,
  type TourFigures,
  termsOf,
  toolsIn,
  turnOf,
} from './tourFigures';

/**
 * The guided demo for stakeholders: a short walk across the Search, Timeline and Prompt panels,
 * one captioned step per URL (`#demo=3`). Each step names every view field it relies on, so a
 * step opened from a link looks the same as one reached by stepping. Each caption is a template
 * filled from the figures its panel draws (tourFigures.ts): no number or name in it is typed in.
 * On a catalog other than the demo the tour tells the same story on that catalog (ownSteps.ts).
 */

export { type DemoStep, PRESENTER_FIGURE_IDS, type StepFigure } from './stepParts';

/**
 * The fields a step resets unless it sets them, so no earlier step leaks into a later one. The
 * catalog is not one of them: the tour tells its story on the catalog that is loaded.
 */
export const BASE: Partial<View> = {
  query: '',
  filters: {},
  tool: undefined,
  why: undefined,
  scenario: 'spec-five-turns',
  turn: 1,
  budget: undefined,
  unsorted: false,
  varyingFirst: false,
  diff: undefined,
};

const t = turnTerm;

export const DEMO_STEPS: readonly DemoStep[] = [
  {
    title: 'Find, don’t load',
    caption: searchCaption,
    view: { panel: 'search', query: 'excel file' },
    figure: 'ranking',
  },
  {
    title: 'Holding costs a slot',
    caption: (f) => {
      const activated = toolsIn(f, 1, 'activated');
      return caption`Activating ${claim(listed(activated), rowSlots(CURRENT_ROW, 'activated'))} declares ${activated.length > 1 ? 'their full schemas' : 'its full schema'}. The ${term('working set')} has ${claim(f.replay?.budget, BUDGET)} ${term('slot', 'slots')} here; everything else stays a single ${term('capability line')}.`;
    },
    view: { panel: 'timeline', turn: 1 },
    target: 'ws-figure',
    figure: 'workingSet',
  },
  {
    title: 'A direct call keeps a tool warm',
    caption: (f) =>
      caption`At ${t(3)} the model calls ${claim(listed(toolsIn(f, 3, 'warm')), rowSlots(CURRENT_ROW, 'warm'))} again without activating it. That use counts as a touch (orange), so it will not be the next to go.`,
    view: { panel: 'timeline', turn: 3 },
    target: 'ws-figure',
    figure: 'workingSet',
  },
  {
    title: 'The set is full: least recently used out',
    caption: (f) => {
      const t4 = turnOf(f, 4);
      const full = t4 !== undefined && t4.workingSet.length === f.replay?.budget;
      return caption`${counted(t4 && toolsIn(f, 4, 'activated').length, rowSlots(CURRENT_ROW, 'activated'))} more activations at ${t(4)} ${full ? 'fill all' : 'take'} ${counted(t4?.workingSet.length, HELD_NOW)} slots, and ${claim(listed(toolsIn(f, 4, 'evicted')), rowSlots(CURRENT_ROW, 'evicted'))}, touched longest ago, is evicted. At ${t(5)} ${claim(listed(toolsIn(f, 5, 'evicted')), rowSlots(turnRow(5), 'evicted'))} follows. Nothing is stored: each turn is re-derived from the transcript.`;
    },
    view: { panel: 'timeline', turn: 4 },
    target: 'ws-figure',
    figure: 'workingSet',
  },
  {
    title: 'Descriptions are live data',
    note: (f) =>
      caption`Now a different session: ${sessionOf(f)} — one where a tool’s description changes while the agent works.`,
    caption: (f) => {
      const t4 = turnOf(f, 4);
      const fresh = t4?.reindexed[0];
      const found = t4?.searches.find((search) => fresh && search.hits.includes(fresh));
      return caption`${claim(fresh, REINDEXED)} lists the sandbox’s packages. When the clock passes its refresh, it re-indexes itself, and a search for “${claim(found?.query, SEARCH_CALL)}” finds it from that turn on, though nobody edited it.`;
    },
    view: { panel: 'timeline', scenario: 'quarterly-report', turn: 4 },
    target: 'turn-detail',
    figure: 'reindex',
  },
  {
    title: 'Same set, same bytes: the cache hits',
    note: (f) =>
      caption`Back to the first session: ${sessionOf(f)} — now the prompt the model receives at each turn.`,
    caption: (f) => {
      const t3 = turnOf(f, 3);
      const same = t3?.breakSection === null;
      return caption`At ${t(3)} the ${term('working set')} did not change, and the declarations are name-sorted, so ${same ? 'the whole prompt is byte-identical to t2’s' : 'the prompt differs from t2’s only after its stable prefix'}. ${claim(prefixShare(f, 3), PREFIX_SHARE)} of it is a stable prefix, which the provider’s ${term('prefix cache')} serves again.`;
    },
    view: { panel: 'prompt', turn: 3 },
    figure: 'prefix',
  },
  {
    title: 'Why the discipline exists',
    caption: (f) =>
      caption`Declared in the order they were last used instead, the same set reorders when t3’s call touches ${listed(toolsIn(f, 3, 'warm')) ?? '…'}, and the prefix breaks in the ${claim(breakTitle(turnOf(f, 3))?.toLowerCase(), PREFIX_BREAK)}: only ${claim(prefixShare(f, 3), PREFIX_SHARE)} of the prompt is a stable prefix.`,
    view: { panel: 'prompt', turn: 3, unsorted: true, diff: 'prev' },
    figure: 'prefix',
  },
  {
    title: 'What toollens saves per turn',
    caption: savingsCaption,
    view: { panel: 'prompt', turn: 5 },
    target: 'savings-card',
    figure: 'savings',
  },
  {
    title: 'The design against what it could be',
    caption: ordersCaption,
    view: { panel: 'prompt', turn: 5 },
    figure: 'orders',
  },
];

/** What a caption is filled from before any figure is drawn: the words it uses, no claim. */
const NO_FIGURES: TourFigures = { tools: undefined, replay: undefined };

/**
 * The terms each step glosses: those the tour uses there for the first time (its note, then its
 * caption), so each term is defined once, where a viewer walking the tour first meets it.
 */
export const glossedAt = (steps: readonly DemoStep[]): ReadonlySet<TermId>[] => {
  const seen = new Set<TermId>();
  return steps.map((step) => {
    const here = new Set<TermId>();
    const parts = [...(step.note?.(NO_FIGURES) ?? []), ...step.caption(NO_FIGURES)];
    for (const { term: id } of termsOf(parts)) {
      if (!seen.has(id)) here.add(id);
      seen.add(id);
    }
    return here;
  });
};

export const GLOSSED_AT: readonly ReadonlySet<TermId>[] = glossedAt(DEMO_STEPS);

export const DEMO_LENGTH = DEMO_STEPS.length;

/** The view patch that shows step `step` of `steps` (1-based, clamped to the steps). */
export const stepView = (steps: readonly DemoStep[], base: Partial<View>, step: number) => {
  const at = Math.min(steps.length, Math.max(1, Math.round(step)));
  return { ...base, ...steps[at - 1]?.view, demo: at };
};

/** The view patch that shows the demo's step `step` (1-based, clamped to the steps). */
export const demoView = (step: number): Partial<View> => stepView(DEMO_STEPS, BASE, step);

/** Whether `view` already shows the patch of its step. */
export const showsPatch = (view: View, patch: Partial<View>): boolean =>
  (Object.keys(patch) as (keyof View)[]).every(
    (key) => JSON.stringify(view[key]) === JSON.stringify(patch[key]),
  );

/** Whether `view` already shows its demo step (a bare `#demo=3` link does not yet). */
export const showsStep = (view: View): boolean =>
  view.demo === undefined || showsPatch(view, demoView(view.demo));
