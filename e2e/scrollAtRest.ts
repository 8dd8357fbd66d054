import type { Page } from '@playwright/test';

/**
 * Waits until the page's scroll is at rest: its position unmoved through `quiet` ms of drawn
 * frames. A scroll under way (a smooth one, a wheel's) moves on every frame, so it is waited out
 * however long it takes; a quiet spell longer than `quiet` says none is under way. A tour step's
 * own scroll to its figure starts on a look for the figure every 150 ms
 * (src/ui/tour/useScrollToTarget.ts), so after a step the default spell outlasts one look.
 */
export const scrollAtRest = (page: Page, quiet = 250) =>
  page.evaluate(
    (quiet) =>
      new Promise<void>((resolve) => {
        const at = () => `${window.scrollX},${window.scrollY}`;
        let last = at();
        let since = performance.now();
        const frame = (now: number) => {
          if (at() !== last) {
            last = at();
            since = now;
          }
          if (now - since >= quiet) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    quiet,
  );
