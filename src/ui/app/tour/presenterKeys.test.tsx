// A .tsx test for the DOM (happy-dom): a text field is what keeps its typing keys.
import { describe, expect, it } from 'vitest';
import { presenterMove, stepAfter } from './presenterKeys';

const key = (k: string, extra: Partial<KeyboardEvent> = {}) => ({
  key: k,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  target: null,
  ...extra,
});
const showing = { dialogOpen: false, blank: false };
const field = () => document.createElement('input');

describe('presenterMove', () => {
  it('advances with → Space, a clicker’s PageDown and n', () => {
    for (const k of ['ArrowRight', ' ', 'PageDown', 'n'])
      expect(presenterMove(key(k), showing), k).toBe('next');
  });

  it('goes back with ← Backspace, PageUp and p', () => {
    for (const k of ['ArrowLeft', 'Backspace', 'PageUp', 'p'])
      expect(presenterMove(key(k), showing), k).toBe('back');
  });

  it('jumps with Home and End, leaves with Esc, blanks with B, shows the details with D', () => {
    expect(presenterMove(key('Home'), showing)).toBe('first');
    expect(presenterMove(key('End'), showing)).toBe('last');
    expect(presenterMove(key('Escape'), showing)).toBe('leave');
    expect(presenterMove(key('b'), showing)).toBe('blank');
    expect(presenterMove(key('B'), showing)).toBe('blank');
    expect(presenterMove(key('d'), showing)).toBe('details');
  });

  it('brings a blank screen back with any key, that key doing nothing else', () => {
    const blank = { dialogOpen: false, blank: true };
    for (const k of ['b', 'ArrowRight', 'Escape', 'x', ' '])
      expect(presenterMove(key(k), blank), k).toBe('unblank');
    expect(presenterMove(key('Shift'), blank)).toBeUndefined();
  });

  it('lets a text field type, but still steps with the arrows and pages from it', () => {
    for (const k of [' ', 'Backspace', 'Home', 'End', 'n', 'b', 'd'])
      expect(presenterMove(key(k, { target: field() }), showing), k).toBeUndefined();
    expect(presenterMove(key('ArrowRight', { target: field() }), showing)).toBe('next');
    expect(presenterMove(key('Escape', { target: field() }), showing)).toBe('leave');
  });

  it('leaves other keys, modified keys and an open dialog’s keys alone', () => {
    expect(presenterMove(key('x'), showing)).toBeUndefined();
    expect(presenterMove(key('ArrowRight', { metaKey: true }), showing)).toBeUndefined();
    expect(presenterMove(key(' ', { ctrlKey: true }), showing)).toBeUndefined();
    expect(presenterMove(key('Escape'), { dialogOpen: true, blank: false })).toBeUndefined();
  });
});

describe('stepAfter', () => {
  it('steps within the tour, and finishes past the last step', () => {
    expect(stepAfter('next', 3, 8)).toBe(4);
    expect(stepAfter('next', 8, 8)).toBe('finish');
    expect(stepAfter('back', 3, 8)).toBe(2);
    expect(stepAfter('back', 1, 8)).toBeUndefined();
    expect(stepAfter('first', 5, 8)).toBe(1);
    expect(stepAfter('first', 1, 8)).toBeUndefined();
    expect(stepAfter('last', 2, 8)).toBe(8);
    expect(stepAfter('last', 8, 8)).toBeUndefined();
  });
});
