/**
 * The excerpt stage's light entry: what the page's entry (`engine/core`) and other stages' light
 * modules use of it. Nothing behind it imports an index, the stemmer, MiniSearch or the tokenizer
 * (`src/architecture.test.ts` checks it from `engine/core`); the rest of the stage is in
 * `./index`.
 */

export {
  hiddenSent,
  LENS_CHUNK,
  LENS_CONTEXT,
  LENS_MAX_CONTEXT,
  LENS_REACH,
  LENS_WHOLE_CHARS,
  type LensSlice,
  type LensView,
  lensSpans,
  type Shown,
  shownRanges,
} from './lensSpans';
export { type Menu, type MenuEntry, renderMenu } from './menu';
export { type PageShare, waterFill } from './page';
export { renderOpening } from './render';
export type { Span } from './spans';
export {
  DEFAULT_EXCERPT_CAP,
  DEFAULT_PAGE_BUDGET,
  type Excerpt,
  type ExcerptMode,
  type ExcerptOptions,
  type ExcerptWindow,
  type Match,
} from './types';
