import type { ReplayTurn } from '../../engine/core';
import type { ReplayView } from '../../worker/boundary';
import { sectionPrefixes } from '../replay';
import type { ShownTerm } from '../search';
import type { GlossTerm } from './glossary';

/**
 * What the tour's captions are filled from: the same catalog and replay the step's panel draws.
 * A caption is a template; each number or name in it is a claim that names the figure on screen
 * it restates (a CSS selector), so the e2e test can read both and compare them.
 */

export type TourFigures = {
  /** Tools in the loaded catalog. */
  tools: number | undefined;
  /** The shown search's terms and weights, as the Term weights table draws them. */
  terms?: ShownTerm[] | undefined;
  /** The step's replay, only once it is the step's own (its scenario and declaration order). */
  replay: ReplayView | undefined;
  /** The title of the scenario the step shows, once it is shown. */
  scenarioTitle?: string | undefined;
};

/**
 * A number or name the caption states, and the figure that shows it: `figure` is a CSS selector;
 * `count` says the claim is how many elements match it, not their text. `text` is undefined
 * while the figure is not drawn yet.
 */
export type Claim = { text: string | undefined; figure: string; count?: true };
/** A caption's text, a claim, or a word the glossary defines. */
export type CaptionPart = string | Claim | GlossTerm;

export const isClaim = (part: CaptionPart): part is Claim =>
  typeof part !== 'string' && 'figure' in part;

/**
 * `caption\`At ${claim} …\``: a template's text and claims, in order. A string put in (a
 * wording that depends on a figure) is text, not a claim.
 */
export const caption = (strings: TemplateStringsArray, ...values: CaptionPart[]): CaptionPart[] =>
  strings.flatMap((text, i) => {
    const value = values[i];
    return value === undefined ? [text] : [text, value];
  });

/** The caption as plain text, a claim not yet known as `…`: for screen readers and tests. */
export const captionText = (parts: readonly CaptionPart[]): string =>
  parts.map((part) => (typeof part === 'string' ? part : (part.text ?? '…'))).join('');

/** The glossed words of a caption, in order. */
export const termsOf = (parts: readonly CaptionPart[]): GlossTerm[] =>
  parts.filter((part): part is GlossTerm => typeof part !== 'string' && 'term' in part);

/** Whether the replay answers for this step: a stale one (the step before's) fills nothing. */
export const replayFor = (
  replay: ReplayView | undefined,
  scenario: string | undefined,
  unsorted: boolean,
): ReplayView | undefined =>
  replay && replay.scenario === scenario && replay.order === (unsorted ? 'recency' : 'sorted')
    ? replay
    : undefined;

export const turnOf = (figures: TourFigures, turn: number): ReplayTurn | undefined =>
  figures.replay?.turns[turn - 1];

/** The tools in `state` at `turn`, in the working set's order (most recently touched first). */
export const toolsIn = (
  figures: TourFigures,
  turn: number,
  state: 'activated' | 'warm' | 'evicted',
): string[] => {
  const at = turnOf(figures, turn);
  return at ? Object.keys(at.states).filter((name) => at.states[name] === state) : [];
};

/** The title of the section where `turn`'s prompt stops matching the turn before's. */
export const breakTitle = (turn: ReplayTurn | undefined): string | undefined => {
  if (!turn) return undefined;
  const sections = sectionPrefixes(turn.prompt.sections, turn.stablePrefixChars);
  return sections.find((section) => section.state !== 'all')?.title;
};

/** A list as a sentence writes it: `a`, `a and b`, `a, b and c`. */
export const listed = (names: readonly string[]): string | undefined =>
  names.length === 0
    ? undefined
    : names.length === 1
      ? names[0]
      : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
