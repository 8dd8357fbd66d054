import { formatShare, percentOf, savingsFigures } from '../replay';
import { formatCount, plural } from '../shared/format';
import type { View } from '../shared/view';
import { causeText, missedTurns } from './breakCause';
import { providerName, term, turnTerm } from './glossary';
import { ORDER_NAMES, orderCell, orderOf, orderProviders, TOUR_ORDERS } from './orders';
import { type CaptionPart, type Claim, caption, type TourFigures, turnOf } from './tourFigures';

/**
 * What the tour's steps are made of, on the demo and on a catalog of the viewer's own: the
 * step's shape, the figures a claim can point to, and the captions both tours tell alike.
 */

/** The one figure a step talks about, drawn full width in the presenter view. */
export type StepFigure = 'ranking' | 'workingSet' | 'reindex' | 'prefix' | 'savings' | 'orders';

export type DemoStep = {
  title: string;
  caption: (figures: TourFigures) => CaptionPart[];
  /**
   * Said before the caption when the step shows another session or budget than the step
   * before: what changed, and why. Every such step has one (demoSteps.test.ts).
   */
  note?: (figures: TourFigures) => CaptionPart[];
  /** The view this step shows; `demo` is added by `tourView`. */
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

// The figures the claims restate, as CSS selectors.
const CATALOG_SIZE = '[data-testid="catalog-summary"]';
export const CURRENT_ROW = '[data-testid="ws-row"][aria-current="step"]';
export const rowSlots = (row: string, state: string) =>
  `${row} [data-testid="slot"][data-state="${state}"]`;
export const turnRow = (turn: number) => `[data-testid="ws-row"][data-turn="${turn}"]`;
export const HELD_NOW = `${CURRENT_ROW} [data-testid="slot"]:not([data-state="evicted"])`;
export const PREFIX_SHARE = either('[data-testid="prefix-share"]', 'prefixShare');
export const PREFIX_BREAK = either('[data-testid="prefix-break"]', 'prefixBreak');
const TERM_ROWS = either('[data-testid="term-row"]', 'term');
const TERM_WEIGHTS = either('[data-testid="term-weight"]', 'termWeight');
export const BUDGET = either('[data-testid="budget-value"]', 'budget');
export const REINDEXED = either('[data-testid="reindexed"]', 'reindexed');
export const SEARCH_CALL = either('[data-testid="turn-detail"] .event-call', 'search');

/** A term's weight as the Term weights table writes it, two decimals. */
const weightText = (term: { weight: number } | undefined) => term?.weight.toFixed(2);
const cacheShare = (id: string) =>
  `[data-testid="savings-cache-${id}"] [data-testid="savings-cache-share"]`;
const cacheHits = (id: string) =>
  `[data-testid="savings-cache-${id}"] [data-testid="savings-cache-hits"]`;

export const claim = (text: string | number | undefined, figure: string): Claim => ({
  text: typeof text === 'number' ? formatCount(text) : text,
  figure,
});
export const counted = (n: number | undefined, figure: string): Claim => ({
  text: n === undefined ? undefined : String(n),
  figure,
  count: true,
});

/** The prefix share as the Prompt panel's PrefixSummary writes it. */
export const prefixShare = (figures: TourFigures, turn: number): string | undefined => {
  const at = turnOf(figures, turn);
  return at ? `${percentOf(at.stablePrefixTokens, at.promptTokens)}%` : undefined;
};

/** The session a step moves to, by title and budget, as a note says it. */
export const sessionOf = (f: TourFigures) =>
  `“${f.scenarioTitle ?? '…'}”, ${f.replay ? plural(f.replay.budget, 'slot') : '… slots'}`;

/** The search step: the catalog's size, and which of the query's words weighs more. */
export const searchCaption = (f: TourFigures): CaptionPart[] => {
  const byWeight = [...(f.terms ?? [])].sort((a, b) => b.weight - a.weight);
  const rare = byWeight[0];
  const common = byWeight.length > 1 ? byWeight[byWeight.length - 1] : undefined;
  const head = caption`The agent searches ${claim(f.tools, CATALOG_SIZE)} tools with ${term('search_tools')}. The answer is a menu of ranked rows with excerpts: it loads nothing, so a broad search can never flood the prompt. `;
  if (rare && common && rare.weight === common.weight)
    return [
      ...head,
      ...caption`Its words “${claim(rare.term, TERM_ROWS)}” and “${claim(common.term, TERM_ROWS)}” are equally rare here: each weighs ${claim(weightText(rare), TERM_WEIGHTS)}.`,
    ];
  return [
    ...head,
    ...caption`The rarer word “${claim(rare?.term, TERM_ROWS)}” weighs ${claim(weightText(rare), TERM_WEIGHTS)}, the commoner “${claim(common?.term, TERM_ROWS)}” only ${claim(weightText(common), TERM_WEIGHTS)}.`,
  ];
};

/** Why `provider` served nothing on some turns, from the replay: the breaks' causes. */
const whyMissed = (f: TourFigures, provider: string): string => {
  const missed = missedTurns(f.replay, provider);
  const orders = f.replay?.orders ?? [];
  // No order would do better: the declarations are not why.
  if (
    missed.length > 0 &&
    orders.length > 0 &&
    orders.every((order) => (order.cachedShare[provider] ?? 0) === 0)
  )
    return ` ${providerName(provider)} caches nothing here under any declaration order: the prompt is too short for it to cache.`;
  if (missed.length > 0 && missed.every((each) => each.underMinimum))
    return ` ${providerName(provider)} caches nothing on ${missed.length === 1 ? 'that turn' : 'those turns'}: the prefix they share is shorter than the least it caches.`;
  const causes = missed.flatMap((each) => (each.cause ? [each.cause] : []));
  if (missed.length === 0 || causes.length === 0) return '';
  const last = causes[causes.length - 1];
  const turns = missed.map((each) => `t${each.turn}`);
  const listedTurns =
    turns.length === 1 ? turns[0] : `${turns.slice(0, -1).join(', ')} and ${turns.at(-1)}`;
  return ` ${providerName(provider)} reads the tool declarations first, so it misses at ${listedTurns}, where the declarations changed (${last ? causeText(last) : ''}).`;
};

/** The savings step: the standing surface against everything declared, and the cache's share. */
export const savingsCaption = (f: TourFigures): CaptionPart[] => {
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
  const worst = [...caches].sort((a, b) => a.share - b.share)[0];
  return [
    ...caption`Per turn, the ${term('standing surface')} — ${term('capability line')}, ${term('search_tools')} and ${term('activate_tool')}, ${term('working set')}, ${term('varying line')} — averages ${claim(s?.meanStanding.tokens, '[data-testid="savings-mean"]')} tokens, against ${claim(s?.everythingDeclared.tokens, '[data-testid="savings-everything"]')} for declaring all ${claim(f.tools, CATALOG_SIZE)} tools: ${claim(s && formatShare(s.savedShare), '[data-testid="savings-percent"]')} saved. `,
    ...(caches.length > 0 && turns
      ? [
          ...caption`Of the prompt’s tokens from ${turnTerm(2)} to ${turnTerm(turns.length)}, the ${term('prefix cache')} serves `,
          ...cacheParts,
          '.',
          worst ? whyMissed(f, worst.id) : '',
        ]
      : []),
  ];
};

/** Every order caches nothing for any provider: the prompt is too short to cache at all. */
const shortAll = (f: TourFigures) =>
  (f.replay?.orders ?? []).every((order) =>
    Object.values(order.cachedShare).every((share) => share === 0),
  );

/** The finale: the design's cached share against the two other orders, on the same turns. */
export const ordersCaption = (f: TourFigures): CaptionPart[] => {
  const providers = orderProviders(f.replay);
  const rows = TOUR_ORDERS.flatMap((order, i): CaptionPart[] => [
    i === 0 ? '' : i === TOUR_ORDERS.length - 1 ? '; and ' : '; ',
    `${ORDER_NAMES[order]}, `,
    ...providers.flatMap((id, j): CaptionPart[] => [
      j === 0 ? '' : ', ',
      `${providerName(id)} `,
      claim(formatShare(orderOf(f.replay, order)?.cachedShare[id] ?? 0), orderCell(order, id)),
    ]),
  ]);
  const [sorted, inline] = [orderOf(f.replay, 'sorted'), orderOf(f.replay, 'inline')];
  const grows = sorted && inline && inline.promptTokens > sorted.promptTokens;
  return [
    'On the same turns, the cache serves: ',
    ...(f.replay?.orders ? rows : [claim(undefined, '[data-testid="tour-orders"]')]),
    '. Anthropic reads the tool block first, so a newly declared tool breaks everything after it, sorted or not. Left in the conversation, found tools never enter that block: the tools and the system text never change',
    grows ? ', though the prompt keeps every tool found.' : '.',
    f.replay?.orders && shortAll(f)
      ? ' Here no order gets anything from the cache: the part of the prompt the turns share is too short for a provider to cache.'
      : '',
  ];
};
