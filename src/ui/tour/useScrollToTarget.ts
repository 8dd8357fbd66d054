import { useEffect } from 'react';

/**
 * Scrolls a tour step's figure (a `data-testid`) into the part of the screen the sticky caption
 * leaves free: centred there when it fits, else its top just below the caption, so the caption
 * never hides the figure it talks about. The panel (and a lazy chart) may still be rendering, so
 * it looks again until the figure is there. `key` changes with the step: arriving again scrolls
 * again.
 */
export const useScrollToTarget = (target: string | undefined, key: unknown) => {
  useEffect(() => {
    if (!target || key === undefined) return;
    let tries = 0;
    const timer = setInterval(() => {
      const element = document.querySelector(`[data-testid="${target}"]`);
      if (element || ++tries > 20) clearInterval(timer);
      if (!element) return;
      const caption = document.querySelector('[data-sticky-caption]');
      const covered = caption?.getBoundingClientRect().height ?? 0;
      const box = element.getBoundingClientRect();
      const room = window.innerHeight - covered;
      const gap = box.height < room ? (room - box.height) / 2 : 8;
      window.scrollTo({ top: window.scrollY + box.top - covered - gap, behavior: 'smooth' });
    }, 150);
    return () => clearInterval(timer);
  }, [target, key]);
};
