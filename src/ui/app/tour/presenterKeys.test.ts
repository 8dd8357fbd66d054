import { describe, expect, it } from 'vitest';
import { presenterMove } from './presenterKeys';

const key = (k: string, extra: Partial<KeyboardEvent> = {}) => ({
  key: k,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  target: null,
  ...extra,
});

describe('presenterMove', () => {
  it('steps with the arrows and a clicker’s pages, and leaves with Esc', () => {
    expect(presenterMove(key('ArrowRight'), false)).toBe('next');
    expect(presenterMove(key('PageDown'), false)).toBe('next');
    expect(presenterMove(key('ArrowLeft'), false)).toBe('back');
    expect(presenterMove(key('PageUp'), false)).toBe('back');
    expect(presenterMove(key('n'), false)).toBe('next');
    expect(presenterMove(key('Escape'), false)).toBe('leave');
  });

  it('leaves other keys, modified keys and an open dialog’s keys alone', () => {
    expect(presenterMove(key('x'), false)).toBeUndefined();
    expect(presenterMove(key('ArrowRight', { metaKey: true }), false)).toBeUndefined();
    expect(presenterMove(key('Escape'), true)).toBeUndefined();
  });
});
