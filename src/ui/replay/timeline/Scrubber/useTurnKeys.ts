import { useEffect, useRef } from 'react';
import { isTypingTarget } from '../../../shared/keyboard/keyboard';

/**
 * ←/→ step the turn wherever the focus is, except in text fields, on the slider (which steps
 * itself) and on the panel tabs (whose arrows switch tabs and are handled first).
 */
export const useTurnKeys = (enabled: boolean, onStep: (delta: -1 | 1) => void): void => {
  const handler = useRef(onStep);
  handler.current = onStep;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      const target = event.target;
      if (isTypingTarget(target)) return;
      if (target instanceof HTMLInputElement && target.type === 'range') return;
      if (target instanceof HTMLElement && target.closest('[role="tablist"], select')) return;
      event.preventDefault();
      handler.current(event.key === 'ArrowLeft' ? -1 : 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
};
