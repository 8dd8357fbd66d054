import { startTransition, useEffect, useState } from 'react';

/**
 * Holds back a changing value until it has stopped changing for `delayMs`: each `offer` starts
 * the wait again, and `onSettled` gets the last value offered once the wait ends.
 */
export const settler = <T>(delayMs: number, onSettled: (value: T) => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    offer: (value: T) => {
      clearTimeout(timer);
      timer = setTimeout(() => onSettled(value), delayMs);
    },
    stop: () => clearTimeout(timer),
  };
};

/**
 * `value` once it has stopped changing for `delayMs` (`settler`); the first defined value at
 * once. For figures too costly to redraw on every keystroke (the page-budget chart, with
 * `SearchTiming.chartSettleMs`): they follow the query when the typing pauses, and never delay
 * the results table.
 */
export const useSettled = <T>(value: T, delayMs: number): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    // A transition: React may interrupt the redraw for the next keystroke.
    const wait = settler<T>(delayMs, (next) => startTransition(() => setSettled(next)));
    wait.offer(value);
    return wait.stop;
  }, [value, settled, delayMs]);
  // Nothing to show yet: the first real value appears at once, not a delay later.
  return settled ?? value;
};
