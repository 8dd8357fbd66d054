import { describe, expect, it } from 'vitest';
import { type KeyPress, queryBoxFocus, shortcutFor } from './keyboard';

const press = (key: string, patch: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  focus: 'page',
  ...patch,
});

describe('shortcutFor', () => {
  it('opens the palette with Ctrl-K or ⌘-K from anywhere, even while typing', () => {
    expect(shortcutFor(press('k', { ctrlKey: true }))).toEqual({ kind: 'palette' });
    expect(shortcutFor(press('K', { metaKey: true, focus: 'text' }))).toEqual({ kind: 'palette' });
    expect(shortcutFor(press('k', { ctrlKey: true, focus: 'freshQuery' }))).toEqual({
      kind: 'palette',
    });
    expect(shortcutFor(press('k', { ctrlKey: true, altKey: true }))).toBeUndefined();
  });

  it('maps single keys outside text fields', () => {
    expect(shortcutFor(press('/'))).toEqual({ kind: 'focusQuery' });
    expect(shortcutFor(press('?'))).toEqual({ kind: 'shortcuts' });
    expect(shortcutFor(press('r'))).toEqual({ kind: 'toggleRanker' });
    expect(shortcutFor(press('2'))).toEqual({ kind: 'panel', panel: 'catalog' });
    expect(shortcutFor(press('2', { ctrlKey: true }))).toBeUndefined();
  });

  it('lets every key but Ctrl/⌘-K type in a text field', () => {
    for (const key of ['/', '?', 'r', '2']) {
      expect(shortcutFor(press(key, { focus: 'text' }))).toBeUndefined();
    }
  });

  it('keeps / a shortcut in a query box that took focus by itself, and nothing else', () => {
    expect(shortcutFor(press('/', { focus: 'freshQuery' }))).toEqual({ kind: 'focusQuery' });
    for (const key of ['?', 'r', '2', 'x']) {
      expect(shortcutFor(press(key, { focus: 'freshQuery' }))).toBeUndefined();
    }
  });

  it('ignores keys it does not know', () => {
    expect(shortcutFor(press('0'))).toBeUndefined();
    expect(shortcutFor(press('9'))).toBeUndefined();
    expect(shortcutFor(press('x'))).toBeUndefined();
  });
});

describe('queryBoxFocus', () => {
  it('is fresh until the user types there, and again whenever it is empty', () => {
    expect(queryBoxFocus({ empty: false, typedSinceFocus: false })).toBe('freshQuery');
    expect(queryBoxFocus({ empty: true, typedSinceFocus: true })).toBe('freshQuery');
    expect(queryBoxFocus({ empty: false, typedSinceFocus: true })).toBe('text');
  });
});
