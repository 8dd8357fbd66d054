import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settler } from './useSettled';

describe('settler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the last value offered once offers stopped for the delay it is given', () => {
    const settled: string[] = [];
    const wait = settler<string>(70, (value) => settled.push(value));
    wait.offer('e');
    vi.advanceTimersByTime(69);
    wait.offer('ex');
    vi.advanceTimersByTime(69);
    expect(settled).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(settled).toEqual(['ex']);
  });

  it('gives nothing once stopped', () => {
    const settled: string[] = [];
    const wait = settler<string>(70, (value) => settled.push(value));
    wait.offer('excel');
    wait.stop();
    vi.advanceTimersByTime(140);
    expect(settled).toEqual([]);
  });
});
