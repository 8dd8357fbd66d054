import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useScrollCue } from '../../../shared/scrollCue/useScrollCue';
import { PANELS, type PanelId } from '../../../shared/view';

export const PANEL_LABELS: Record<PanelId, string> = {
  search: 'Search',
  catalog: 'Catalog',
  timeline: 'Timeline',
  prompt: 'Prompt',
  evaluate: 'Evaluate',
  sessions: 'Sessions',
};

export const tabId = (panel: PanelId) => `tab-${panel}`;
export const panelId = (panel: PanelId) => `panel-${panel}`;

type Props = {
  value: PanelId;
  onChange: (panel: PanelId) => void;
};

/** What the strip's faded edge and its arrow cover (shell.css, scrollCue.css). */
const EDGE = 40;

/** Scrolls `strip` sideways, and nothing else, until `tab` is wholly in it, clear of its edges. */
const bringIntoStrip = (strip: HTMLElement, tab: HTMLElement) => {
  const inner = strip.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  if (box.left < inner.left + EDGE) strip.scrollLeft -= inner.left + EDGE - box.left;
  else if (box.right > inner.right - EDGE) strip.scrollLeft += box.right - (inner.right - EDGE);
};

/**
 * The WAI-ARIA tabs pattern: one tab stop, arrows move between tabs and select. Narrower than
 * its tabs (a phone), the strip scrolls sideways and fades, with an arrow, at each edge that has
 * more, and keeps the selected tab clear of those edges however it was chosen.
 */
export const PanelTabs = ({ value, onChange }: Props) => {
  const tabs = useRef<Partial<Record<PanelId, HTMLButtonElement | null>>>({});
  const strip = useScrollCue<HTMLDivElement>();

  useEffect(() => {
    const tab = tabs.current[value];
    if (tab?.parentElement) bringIntoStrip(tab.parentElement, tab);
  }, [value]);

  const onKeyDown = (event: KeyboardEvent) => {
    const at = PANELS.indexOf(value);
    const moves: Record<string, number> = {
      ArrowRight: at + 1,
      ArrowLeft: at - 1,
      Home: 0,
      End: PANELS.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const panel = PANELS[(to + PANELS.length) % PANELS.length] ?? 'search';
    onChange(panel);
    tabs.current[panel]?.focus();
  };

  return (
    // In a navigation landmark, so every part of the page sits in one.
    <nav aria-label="Panels" className="panel-nav">
      <div role="tablist" aria-label="Panels" className="panel-tabs scroll-cue" ref={strip}>
        {PANELS.map((panel, i) => (
          <button
            key={panel}
            ref={(element) => {
              tabs.current[panel] = element;
            }}
            type="button"
            role="tab"
            id={tabId(panel)}
            aria-selected={panel === value}
            aria-controls={panelId(panel)}
            tabIndex={panel === value ? 0 : -1}
            className="panel-tab"
            title={`${PANEL_LABELS[panel]} (${i + 1})`}
            onClick={() => onChange(panel)}
            onKeyDown={onKeyDown}
          >
            {PANEL_LABELS[panel]}
          </button>
        ))}
      </div>
      <span className="tabs-more start" data-testid="tabs-more-start" aria-hidden="true">
        ‹
      </span>
      <span className="tabs-more end" data-testid="tabs-more-end" aria-hidden="true">
        ›
      </span>
    </nav>
  );
};
