import { PANELS, type PanelId } from '../view';

/**
 * The page's keyboard shortcuts, as data: the shortcuts dialog lists them and the global key
 * handler reads them, so the two cannot disagree.
 *
 * Where focus is decides what a key means (GitHub's rule, adapted):
 * - Ctrl/⌘-K opens the palette everywhere, because a palette that opens only sometimes is no
 *   shortcut.
 * - Outside text fields, single keys are shortcuts: `/`, `?`, `r`, `1`–`6` (the panels).
 * - In a text field every key types, except Ctrl/⌘-K.
 * - The query box is the one text field that takes focus by itself (on load, and when the Search
 *   panel opens), so a user who pressed `1` and then `/` never chose to type there. Until
 *   something is typed in it since it got focus, or while it is empty, `/` there is still the
 *   shortcut (it selects the query, ready to be replaced) and types nothing; once the user has
 *   typed, `/` is text ("read/write" stays searchable).
 */

export type ShortcutAction =
  | { kind: 'focusQuery' }
  | { kind: 'palette' }
  | { kind: 'shortcuts' }
  | { kind: 'toggleRanker' }
  | { kind: 'panel'; panel: PanelId };

export const SHORTCUTS: { keys: string; what: string }[] = [
  { keys: '/', what: 'Focus the query (in a text field, / types a slash)' },
  { keys: 'Ctrl K  ·  ⌘ K', what: 'Open the palette: commands, tools, recent queries, panels' },
  { keys: '?', what: 'Show these shortcuts' },
  {
    keys: `1 – ${PANELS.length}`,
    what: 'Switch panel: Search, Catalog, Timeline, Prompt, Evaluate, Sessions',
  },
  { keys: 'r', what: 'Next ranker: seed, toollens, plain BM25' },
  { keys: '↓  ↑', what: 'In the query box: select the next or previous hit' },
  { keys: 'Enter', what: 'In the query box: open the lens of the selected hit' },
  { keys: 'Esc', what: 'Close a dialog' },
];

/**
 * Where the key was pressed: `page` (no text field), `text` (a field where the key is text), or
 * `freshQuery` (the query box, empty or not typed in since it got focus).
 */
export type KeyFocus = 'page' | 'text' | 'freshQuery';

/** The parts of a KeyboardEvent the mapping needs, so it can be tested without a DOM. */
export type KeyPress = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  focus: KeyFocus;
};

/** Marks the query box, so the key handler can tell it from other text fields. */
export const QUERY_BOX_ATTRIBUTE = 'data-query-box';

export const isTypingTarget = (target: EventTarget | null): boolean => {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLInputElement) {
    // Buttons-as-inputs take no text; everything else (text, search, number…) does.
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'range'].includes(
      target.type,
    );
  }
  return ['TEXTAREA', 'SELECT'].includes(target.tagName);
};

export const isQueryBox = (target: EventTarget | null): target is HTMLInputElement =>
  typeof HTMLInputElement !== 'undefined' &&
  target instanceof HTMLInputElement &&
  target.hasAttribute(QUERY_BOX_ATTRIBUTE);

/** The focus kind of the query box: see the module comment for why "fresh" matters. */
export const queryBoxFocus = (box: { empty: boolean; typedSinceFocus: boolean }): KeyFocus =>
  box.empty || !box.typedSinceFocus ? 'freshQuery' : 'text';

export const shortcutFor = (press: KeyPress): ShortcutAction | undefined => {
  if ((press.ctrlKey || press.metaKey) && !press.altKey && press.key.toLowerCase() === 'k') {
    return { kind: 'palette' };
  }
  if (press.ctrlKey || press.metaKey || press.altKey) return undefined;
  if (press.key === '/' && press.focus !== 'text') return { kind: 'focusQuery' };
  // In the query box, even a fresh one, letters and digits are the query's first characters.
  if (press.focus !== 'page') return undefined;
  if (press.key === '?') return { kind: 'shortcuts' };
  if (press.key === 'r') return { kind: 'toggleRanker' };
  const digit = Number(press.key);
  const panel = Number.isInteger(digit) && digit >= 1 ? PANELS[digit - 1] : undefined;
  return panel ? { kind: 'panel', panel } : undefined;
};
