import type { View } from '../url/viewHash';

/**
 * The guided demo for stakeholders: a short walk across the Search, Timeline and Prompt panels,
 * one captioned step per URL (`#demo=3`). Each step names every view field it relies on, so a
 * step opened from a link looks the same as one reached by stepping.
 */

export type DemoStep = {
  title: string;
  caption: string;
  /** The view this step shows; `demo` is added by `demoView`. */
  view: Partial<View>;
  /** A `data-testid` to scroll into view: what the caption talks about, if not at the top. */
  target?: string;
};

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

export const DEMO_STEPS: readonly DemoStep[] = [
  {
    title: 'Find, don’t load',
    caption:
      'The agent searches 169 tools with search_tools. The answer is a menu of ranked rows with excerpts: it declares nothing, so a broad search can never flood the prompt. The rare word “excel” outweighs the common “file”.',
    view: { panel: 'search', query: 'excel file' },
  },
  {
    title: 'Holding costs a slot',
    caption:
      'Activating read_pdf declares its full schema. The working set has 5 slots here; everything else stays a single capability line.',
    view: { panel: 'timeline', turn: 1 },
  },
  {
    title: 'A direct call keeps a tool warm',
    caption:
      'At t3 the model calls read_pdf again without activating it. That touch refreshes its recency (orange), so it will not be the next to go.',
    view: { panel: 'timeline', turn: 3 },
  },
  {
    title: 'The set is full: least recently used out',
    caption:
      'Three more activations at t4 fill the 5 slots, and query_json, touched longest ago, is evicted. At t5 read_json follows. Nothing is stored: each turn is re-derived from the transcript.',
    view: { panel: 'timeline', turn: 4 },
  },
  {
    title: 'Descriptions are live data',
    caption:
      'run_python lists the sandbox’s packages. When the clock passes the refresh, it re-indexes itself, and a search for “polars” finds it from that turn on, though nobody edited it.',
    view: { panel: 'timeline', scenario: 'quarterly-report', turn: 4 },
    target: 'turn-detail',
  },
  {
    title: 'Same set, same bytes: the cache hits',
    caption:
      'At t3 the working set did not change, and the declarations are name-sorted, so the whole prompt is byte-identical to t2’s. 100% of it is a stable prefix for the provider’s cache.',
    view: { panel: 'prompt', turn: 3 },
  },
  {
    title: 'Why the discipline exists',
    caption:
      'Declared in recency order instead, the same set reorders when read_pdf is called, and the prefix breaks inside the declarations: far fewer tokens are cached.',
    view: { panel: 'prompt', turn: 3, unsorted: true, diff: 'prev' },
  },
  {
    title: 'Flat standing cost',
    caption:
      'Per turn, the standing surface (capability line, scaffolding, working set, varying line) stays a fraction of declaring all 169 tools, and most of it is served from cache.',
    view: { panel: 'prompt', turn: 5 },
    target: 'cost-chart',
  },
];

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
