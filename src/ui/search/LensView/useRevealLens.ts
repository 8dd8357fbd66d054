import { useCallback, useEffect, useRef } from 'react';

/** Where the results and the lens stop being side by side (search.css's one-column width). */
const ONE_COLUMN = '(max-width: 860px)';

/**
 * On a phone the lens is under the results: a hit tapped there scrolls the page to its lens once
 * that lens is shown. `select` marks the tap; `shown` is the name of the lens on screen. Beside
 * the results (a wider screen) nothing scrolls.
 */
export const useRevealLens = (shown: string | undefined, titleId: string) => {
  const tapped = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (shown === undefined || tapped.current !== shown) return;
    tapped.current = undefined;
    if (!window.matchMedia(ONE_COLUMN).matches) return;
    document.getElementById(titleId)?.scrollIntoView({ block: 'start' });
  }, [shown, titleId]);
  return useCallback((name: string) => {
    tapped.current = name;
  }, []);
};
