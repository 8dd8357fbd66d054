import { isTypingTarget } from '../../shared/keyboard/keyboard';

/** What a key does in the presenter view, or undefined when it is not the presenter's. */
export type PresenterMove =
  | 'next'
  | 'back'
  | 'first'
  | 'last'
  | 'leave'
  | 'blank'
  | 'details'
  /** Any key while the screen is blank: the screen comes back, nothing else happens. */
  | 'unblank';

type Press = Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'target'>;

/** The keys as the legend lists them, in the words a presenter reads at a glance. */
export const PRESENTER_KEYS: readonly { keys: readonly string[]; what: string }[] = [
  { keys: ['→', 'Space'], what: 'next' },
  { keys: ['←'], what: 'back' },
  { keys: ['Home', 'End'], what: 'first, last' },
  { keys: ['D'], what: 'details' },
  { keys: ['B'], what: 'blank' },
  { keys: ['Esc'], what: 'leave' },
];

/** A modifier pressed alone: no key a presenter means to press. */
const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'CapsLock']);

/**
 * The keys presentation software has taught presenters: → Space PageDown (a clicker) and n
 * advance; ← Backspace PageUp and p go back; Home and End jump to the first and last step; Esc
 * leaves; B blanks the screen, and any key brings it back; D shows the step's full panel. The
 * arrows and pages step even from a text field (there is nothing to type while presenting); the
 * keys that type (letters, Space, Backspace, Home, End) type as usual there. An open dialog
 * keeps its keys.
 */
export const presenterMove = (
  event: Press,
  { dialogOpen, blank }: { dialogOpen: boolean; blank: boolean },
): PresenterMove | undefined => {
  if (blank) return MODIFIERS.has(event.key) ? undefined : 'unblank';
  if (event.altKey || event.ctrlKey || event.metaKey || dialogOpen) return undefined;
  switch (event.key) {
    case 'Escape':
      return 'leave';
    case 'ArrowRight':
    case 'PageDown':
      return 'next';
    case 'ArrowLeft':
    case 'PageUp':
      return 'back';
  }
  if (isTypingTarget(event.target)) return undefined;
  switch (event.key) {
    case ' ':
    case 'n':
      return 'next';
    case 'Backspace':
    case 'p':
      return 'back';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case 'b':
    case 'B':
      return 'blank';
    case 'd':
    case 'D':
      return 'details';
    default:
      return undefined;
  }
};

/** The step a move goes to from `at` of `length`; `finish` past the last, undefined if none. */
export const stepAfter = (
  move: 'next' | 'back' | 'first' | 'last',
  at: number,
  length: number,
): number | 'finish' | undefined => {
  if (move === 'first') return at === 1 ? undefined : 1;
  if (move === 'last') return at === length ? undefined : length;
  if (move === 'next') return at >= length ? 'finish' : at + 1;
  return at <= 1 ? undefined : at - 1;
};
