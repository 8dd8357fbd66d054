import { PANELS, type PanelId } from '../../url/viewHash';

/**
 * The page's keyboard shortcuts, as data: the shortcuts dialog lists them and the global key
 * handler reads them, so the two cannot disagree. Single keys only act outside text fields;
 * Ctrl/⌘-K works everywhere, because a palette that opens only sometimes is no shortcut.
 */

export type ShortcutAction =
  | { kind: 'focusQuery' }
  | { kind: 'palette' }
  | { kind: 'shortcuts' }
  | { kind: 'toggleRanker' }
  | { kind: 'panel'; panel: PanelId };

export const SHORTCUTS: { keys: string; what: string }[] = [
  { keys: '/', what: 'Focus the query' },
  { keys: 'Ctrl K  ·  ⌘ K', what: 'Open the command palette' },
  { keys: '?', what: 'Show these shortcuts' },
  { keys: '1 – 5', what: 'Switch panel: Search, Catalog, Timeline, Prompt, Evaluate' },
  { keys: 'r', what: 'Next ranker: seed, toollens, plain BM25' },
  { keys: '↓  ↑', what: 'In the query box: select the next or previous hit' },
  { keys: 'Enter', what: 'In the query box: open the lens of the selected hit' },
  { keys: 'Esc', what: 'Close a dialog' },
];

/** The parts of a KeyboardEvent the mapping needs, so it can be tested without a DOM. */
export type KeyPress = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** The focus is in a field where the key is text. */
  typing: boolean;
};

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

export const shortcutFor = (press: KeyPress): ShortcutAction | undefined => {
  if ((press.ctrlKey || press.metaKey) && !press.altKey && press.key.toLowerCase() === 'k') {
    return { kind: 'palette' };
  }
  if (press.typing || press.ctrlKey || press.metaKey || press.altKey) return undefined;
  if (press.key === '/') return { kind: 'focusQuery' };
  if (press.key === '?') return { kind: 'shortcuts' };
  if (press.key === 'r') return { kind: 'toggleRanker' };
  const digit = Number(press.key);
  const panel = Number.isInteger(digit) && digit >= 1 ? PANELS[digit - 1] : undefined;
  return panel ? { kind: 'panel', panel } : undefined;
};
