import { type KeyboardEvent, useRef } from 'react';
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

/** The WAI-ARIA tabs pattern: one tab stop, arrows move between tabs and select. */
export const PanelTabs = ({ value, onChange }: Props) => {
  const tabs = useRef<Partial<Record<PanelId, HTMLButtonElement | null>>>({});

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
    <nav aria-label="Panels">
      <div role="tablist" aria-label="Panels" className="panel-tabs">
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
    </nav>
  );
};
