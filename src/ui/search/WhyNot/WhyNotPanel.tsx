import { memo, useMemo } from 'react';
import type { WhyNot } from '../../../engine/core';
import { ServerText } from '../../shared/text/ServerText';
import { explainWhyNot } from './explainWhyNot';
import type { NameOrder } from './nearestFirst';
import { ToolPicker } from './ToolPicker';

type Props = {
  /** Every tool in the catalog, nearest misses first (nearestFirst.ts); undefined while loading. */
  toolNames: NameOrder | undefined;
  /** The names on the results page. */
  shown: string[];
  /** The picked tool, and the worker's answer for it. */
  picked: string | undefined;
  whyNot: WhyNot | undefined;
  onPick: (name: string | undefined) => void;
};

/** "Why not?": pick a tool the results leave out, and read the reason. */
const WhyNotPanelView = ({ toolNames, shown, picked, whyNot, onPick }: Props) => {
  const missing = useMemo(() => toolNames?.without(shown), [toolNames, shown]);
  const explanation = whyNot && whyNot.name === picked ? explainWhyNot(whyNot) : undefined;

  return (
    <section className="panel why-not" aria-labelledby="why-not-title">
      <h2 id="why-not-title">Why not?</h2>
      {picked && (
        <div className="why-answer" data-testid="why-explanation" aria-live="polite">
          <header className="panel-header">
            <h3 className="mono">
              <ServerText text={picked} />
            </h3>
            <button
              type="button"
              className="dismiss"
              aria-label="Clear the picked tool"
              onClick={() => onPick(undefined)}
            >
              ×
            </button>
          </header>
          {explanation ? (
            <>
              <p className="why-headline">
                <ServerText text={explanation.headline} />
              </p>
              {explanation.details.length > 0 && (
                <ul>
                  {explanation.details.map((detail) => (
                    <li key={detail}>
                      <ServerText text={detail} />
                    </li>
                  ))}
                </ul>
              )}
              {explanation.hint && (
                <p className="hint">
                  <ServerText text={explanation.hint} />
                </p>
              )}
            </>
          ) : (
            <p className="muted">Asking the engine…</p>
          )}
        </div>
      )}
      {missing ? (
        <ToolPicker names={missing} onPick={onPick} />
      ) : (
        <p className="empty">Loading the tool list…</p>
      )}
    </section>
  );
};

/** Memoised: the panel re-renders on every keystroke, this only when its props change. */
export const WhyNotPanel = memo(WhyNotPanelView);
