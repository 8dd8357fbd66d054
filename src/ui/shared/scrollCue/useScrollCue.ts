import { useCallback } from 'react';
import './scrollCue.css';

/**
 * A ref for a box that scrolls sideways (a tab strip, a wide table): it says where the box has
 * more to show, as `data-more="start"`, `"end"` or `"start end"` (none when all of it shows), so
 * scrollCue.css fades that edge and the reader sees there is more that way. Written on the
 * element, not in React state: a scroll re-renders nothing.
 */
export const useScrollCue = <T extends HTMLElement>() =>
  useCallback((element: T | null) => {
    if (!element) return;
    const update = () => {
      const end = element.scrollWidth - element.clientWidth;
      const more = [element.scrollLeft > 1 && 'start', element.scrollLeft < end - 1 && 'end']
        .filter(Boolean)
        .join(' ');
      if (more) element.dataset.more = more;
      else delete element.dataset.more;
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    // The box's width, and what it holds (rows arrive, a column widens), both move the ends.
    const observer = new ResizeObserver(update);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => {
      element.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, []);
