import type { ReactNode } from 'react';
import { useScrollCue } from '../../shared/scrollCue/useScrollCue';

/**
 * A table too wide for a narrow frame (a phone, a 320 px embed) scrolls sideways in here
 * instead of pushing past the panel. The box is a named region a keyboard can reach, so the
 * cut-off columns can be scrolled into view without a pointer; its edge fades where there is
 * more (useScrollCue).
 */
export const TableBox = ({ label, children }: { label: string; children: ReactNode }) => {
  const cue = useScrollCue<HTMLElement>();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus, or a keyboard cannot scroll it
    <section className="table-box scroll-cue" aria-label={label} tabIndex={0} ref={cue}>
      {children}
    </section>
  );
};
