import { describe, expect, it } from 'vitest';
import { type KeyPress, shortcutFor } from './keyboard';

const press = (key: string, patch: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  typing: false,
  ...patch,
});

describe('shortcutFor', () => {
  it('opens the palette with Ctrl-K or ⌘-K, even while typing', () => {
    expect(shortcutFor(press('k', { ctrlKey: true }))).toEqual({ kind: 'palette' });
    expect(shortcutFor(press('K', { metaKey: true, typing: true }))).toEqual({ kind: 'palette' });
    expect(shortcutFor(press('k', { ctrlKey: true, altKey: true }))).toBeUndefined();
  });

  it('maps single keys outside text fields only', () => {
    expect(shortcutFor(press('/'))).toEqual({ kind: 'focusQuery' });
    expect(shortcutFor(press('?'))).toEqual({ kind: 'shortcuts' });
    expect(shortcutFor(press('r'))).toEqual({ kind: 'toggleRanker' });
    expect(shortcutFor(press('2'))).toEqual({ kind: 'panel', panel: 'catalog' });
    expect(shortcutFor(press('/', { typing: true }))).toBeUndefined();
    expect(shortcutFor(press('2', { ctrlKey: true }))).toBeUndefined();
  });

  it('ignores keys it does not know', () => {
    expect(shortcutFor(press('0'))).toBeUndefined();
    expect(shortcutFor(press('9'))).toBeUndefined();
    expect(shortcutFor(press('x'))).toBeUndefined();
  });
});
