import { useEffect } from 'react';

/**
 * Scrolls a tour step's figure (a `data-testid`) to the middle of the screen on arrival. The
 * panel (and a lazy chart) may still be rendering, so it looks again until the figure is there.
 * `key` changes with the step, so arriving again scrolls again.
 */
export const useScrollToTarget = (target: string | undefined, key: unknown) => {
  useEffect(() => {
    if (!target || key === undefined) return;
    let tries = 0;
    const timer = setInterval(() => {
      const element = document.querySelector(`[data-testid="${target}"]`);
      if (element || ++tries > 20) clearInterval(timer);
      element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    }, 150);
    return () => clearInterval(timer);
  }, [target, key]);
};
