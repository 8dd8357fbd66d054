import { startTransition, useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delayMs`; the first defined value at once. For figures too
 * costly to redraw on every keystroke (the page-budget chart): they follow the query when the
 * typing pauses, and never delay the results table.
 */
export const useSettled = <T>(value: T, delayMs: number): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    // A transition: React may interrupt the redraw for the next keystroke.
    const timer = setTimeout(() => startTransition(() => setSettled(value)), delayMs);
    return () => clearTimeout(timer);
  }, [value, settled, delayMs]);
  // Nothing to show yet: the first real value appears at once, not a delay later.
  return settled ?? value;
};
