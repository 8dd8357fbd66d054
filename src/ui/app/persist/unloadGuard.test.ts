import { describe, expect, it } from 'vitest';
import { guardUnload } from './unloadGuard';

const leave = (target: EventTarget) => {
  const event = new Event('beforeunload', { cancelable: true });
  target.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('the unload guard', () => {
  it('asks before leaving only while a save is in flight, and can be removed', () => {
    const page = new EventTarget();
    let saving = false;
    const remove = guardUnload(page as unknown as Window, () => saving);
    expect(leave(page)).toBe(false);
    saving = true;
    expect(leave(page)).toBe(true);
    remove();
    expect(leave(page)).toBe(false);
  });
});
