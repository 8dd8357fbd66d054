import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseWeight } from './compareConfig';
import { SETTING_SETTLE_MS, SettingInput } from './SettingInput';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const show = () => {
  const onCommit = vi.fn();
  render(
    <SettingInput
      label="name weight"
      value={undefined}
      placeholder="3"
      parse={parseWeight}
      onCommit={onCommit}
    />,
  );
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { onCommit, user, box: screen.getByRole('textbox', { name: 'name weight' }) };
};

describe('SettingInput', () => {
  it('applies a setting once typing pauses, not on each keystroke', async () => {
    const { onCommit, user, box } = show();
    await user.type(box, '2.5');
    vi.advanceTimersByTime(SETTING_SETTLE_MS - 1);
    expect(onCommit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    // One re-run of every query, with the value as typed at last.
    expect(onCommit.mock.calls).toEqual([[2.5]]);
  });

  it('flags a bad value where it was typed and applies nothing', async () => {
    const { onCommit, user, box } = show();
    await user.type(box, '-1');
    vi.advanceTimersByTime(SETTING_SETTLE_MS);
    expect(onCommit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('must be a number ≥ 0');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { description: 'must be a number ≥ 0' })).toBe(box);
  });

  it('goes back to the default when emptied', async () => {
    const { onCommit, user, box } = show();
    await user.type(box, '2');
    await user.clear(box);
    vi.advanceTimersByTime(SETTING_SETTLE_MS);
    expect(onCommit.mock.calls).toEqual([[undefined]]);
  });
});
