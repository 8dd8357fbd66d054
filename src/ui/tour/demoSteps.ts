import { formatShare, percentOf, savingsFigures } from '../session';
import { formatCount, plural } from '../shared/format';
import type { View } from '../shared/view';
import { providerName, type TermId, term, turnTerm } from './glossary';
import {
  breakTitle,
  type CaptionPart,
  type Claim,
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
 */

/** The one figure a step talks about, drawn full width in the presenter view. */
export type StepFigure = 'ranking' | 'workingSet' | 'reindex' | 'prefix' | 'savings';

export type DemoStep = {
  title: string;
  caption: (figures: TourFigures) => CaptionPart[];
  /**
   * Said before the caption when the step shows another session or budget than the step
   * before: what changed, and why. Every such step has one (demoSteps.test.ts).
   */
  note?: (figures: TourFigures) => CaptionPart[];
  /** The view this step shows; `demo` is added by `demoView`. */
  view: Partial<View>;
  /** A `data-testid` to scroll into view: what the caption talks about, if not at the top. */
  target?: string;
  figure: StepFigure;
};

/**
 * The presenter's own figures, drawn from the same data as the panels' (app/tour): a claim
 * points to the panel's figure or the presenter's, whichever is on screen.
 */
export const PRESENTER_FIGURE_IDS = {
  term: 'presenter-term',
  termWeight: 'presenter-term-weight',
  budget: 'presenter-budget',
  reindexed: 'presenter-reindexed',
  search: 'presenter-search',
  prefixShare: 'presenter-prefix-share',
  prefixBreak: 'presenter-prefix-break',
} as const;

const either = (panel: string, presenter: keyof typeof PRESENTER_FIGURE_IDS) =>
  `${panel}, [data-testid="${PRESENTER_FIGURE_IDS[presenter]}"]`;

/** The fields a step resets unless it sets them, so no earlier step leaks into a later one. */
const BASE: Partial<View> = {
  catalog: { kind: 'builtIn', name: 'demo' },
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

// The figures the claims restate, as CSS selectors.
const CATALOG_SIZE = '[data-testid="catalog-summary"]';
const CURRENT_ROW = '[data-testid="ws-row"][aria-current="step"]';
const rowSlots = (row: string, state: string) =>
  `${row} [data-testid="slot"][data-state="${state}"]`;
const turnRow = (turn: number) => `[data-testid="ws-row"][data-turn="${turn}"]`;
const HELD_NOW = `${CURRENT_ROW} [data-testid="slot"]:not([data-state="evicted"])`;
const PREFIX_SHARE = either('[data-testid="prefix-share"]', 'prefixShare');
const PREFIX_BREAK = either('[data-testid="prefix-break"]', 'prefixBreak');
const TERM_ROWS = either('[data-testid="term-row"]', 'term');
const TERM_WEIGHTS = either('[data-testid="term-weight"]', 'termWeight');
const BUDGET = either('[data-testid="budget-value"]', 'budget');
const REINDEXED = either('[data-testid="reindexed"]', 'reindexed');
const SEARCH_CALL = either('[data-testid="turn-detail"] .event-call', 'search');

/** A term's weight as the Term weights table writes it, two decimals. */
const weightText = (term: { weight: number } | undefined) => term?.weight.toFixed(2);
const cacheShare = (id: string) =>
  `[data-testid="savings-cache-${id}"] [data-testid="savings-cache-share"]`;
const cacheHits = (id: string) =>
  `[data-testid="savings-cache-${id}"] [data-testid="savings-cache-hits"]`;

const claim = (text: string | number | undefined, figure: string): Claim => ({
  text: typeof text === 'number' ? formatCount(text) : text,
  figure,
});
const counted = (n: number | undefined, figure: string): Claim => ({
  text: n === undefined ? undefined : String(n),
  figure,
  count: true,
});

/** The prefix share as the Prompt panel's PrefixSummary writes it. */
const prefixShare = (figures: TourFigures, turn: number): string | undefined => {
  const at = turnOf(figures, turn);
  return at ? `${percentOf(at.stablePrefixTokens, at.promptTokens)}%` : undefined;
};

/** The session a step moves to, by title and budget, as a note says it. */
const sessionOf = (f: TourFigures) =>
  `“${f.scenarioTitle ?? '…'}”, ${f.replay ? plural(f.replay.budget, 'slot') : '… slots'}`;

const t = turnTerm;

export const DEMO_STEPS: readonly DemoStep[] = [
  {
    title: 'Find, don’t load',
    caption: (f) => {
      const byWeight = [...(f.terms ?? [])].sort((a, b) => b.weight - a.weight);
      const rare = byWeight[0];
      const common = byWeight.length > 1 ? byWeight[byWeight.length - 1] : undefined;
      return caption`The agent searches ${claim(f.tools, CATALOG_SIZE)} tools with ${term('search_tools')}. The answer is a menu of ranked rows with excerpts: it loads nothing, so a broad search can never flood the prompt. The rarer word “${claim(rare?.term, TERM_ROWS)}” weighs ${claim(weightText(rare), TERM_WEIGHTS)}, the commoner “${claim(common?.term, TERM_ROWS)}” only ${claim(weightText(common), TERM_WEIGHTS)}.`;
    },
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
    caption: (f) => {
      const turns = f.replay?.turns;
      const s = turns ? savingsFigures(turns) : undefined;
      const caches = s?.caches ?? [];
      const cacheParts = caches.flatMap((cache, i): CaptionPart[] => [
        i === 0 ? '' : i === caches.length - 1 ? ' and ' : ', ',
        `${providerName(cache.id)} `,
        claim(formatShare(cache.share), cacheShare(cache.id)),
        ' (a hit on ',
        claim(cache.hitTurns, cacheHits(cache.id)),
        ` of ${cache.turns} turns)`,
      ]);
      return [
        ...caption`Per turn, the ${term('standing surface')} — ${term('capability line')}, ${term('search_tools')} and ${term('activate_tool')}, ${term('working set')}, ${term('varying line')} — averages ${claim(s?.meanStanding.tokens, '[data-testid="savings-mean"]')} tokens, against ${claim(s?.everythingDeclared.tokens, '[data-testid="savings-everything"]')} for declaring all ${claim(f.tools, CATALOG_SIZE)} tools: ${claim(s && formatShare(s.savedShare), '[data-testid="savings-percent"]')} saved. `,
        ...(caches.length > 0 && turns
          ? [
              ...caption`Of the prompt’s tokens from ${t(2)} to ${t(turns.length)}, the ${term('prefix cache')} serves `,
              ...cacheParts,
              '.',
            ]
          : []),
      ];
    },
    view: { panel: 'prompt', turn: 5 },
    target: 'savings-card',
    figure: 'savings',
  },
];

/** What a caption is filled from before any figure is drawn: the words it uses, no claim. */
const NO_FIGURES: TourFigures = { tools: undefined, replay: undefined };

/**
 * The terms each step glosses: those the tour uses there for the first time (its note, then its
 * caption), so each term is defined once, where a viewer walking the tour first meets it.
 */
export const GLOSSED_AT: readonly ReadonlySet<TermId>[] = (() => {
  const seen = new Set<TermId>();
  return DEMO_STEPS.map((step) => {
    const here = new Set<TermId>();
    const parts = [...(step.note?.(NO_FIGURES) ?? []), ...step.caption(NO_FIGURES)];
    for (const { term: id } of termsOf(parts)) {
      if (!seen.has(id)) here.add(id);
      seen.add(id);
    }
    return here;
  });
})();

export const DEMO_LENGTH = DEMO_STEPS.length;

/** The view patch that shows step `step` (1-based, clamped to the steps). */
export const demoView = (step: number): Partial<View> => {
  const at = Math.min(DEMO_LENGTH, Math.max(1, Math.round(step)));
  return { ...BASE, ...DEMO_STEPS[at - 1]?.view, demo: at };
};

/** Whether `view` already shows its demo step (a bare `#demo=3` link does not yet). */
export const showsStep = (view: View): boolean => {
  if (view.demo === undefined) return true;
  const patch = demoView(view.demo);
  return (Object.keys(patch) as (keyof View)[]).every(
    (key) => JSON.stringify(view[key]) === JSON.stringify(patch[key]),
  );
};
