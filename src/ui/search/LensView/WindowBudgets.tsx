import type { ExcerptWindow } from '../../../engine/core';

type Props = {
  windows: ExcerptWindow[];
  /** The entry's characters on the page: what the windows' grants are drawn against. */
  budget: number;
};

/**
 * Each window's budget: the floor every window gets, plus its share of the rest by weight.
 * The tick is what it kept after tidying its cut edges (never half a word).
 */
export const WindowBudgets = ({ windows, budget }: Props) => {
  const scale = Math.max(budget, ...windows.map((w) => Math.max(w.floor + w.share, w.chars)), 1);
  const pct = (chars: number) => `${(100 * chars) / scale}%`;
  return (
    <ol className="window-budgets" aria-label="Window budgets">
      {windows.map((w, i) => (
        <li key={`${w.start}-${w.end}`} data-testid="window-budget">
          <span className="window-label">
            <span className="window-number">{i + 1}</span>
            <span className="mono">{w.terms.join(', ') || '—'}</span>{' '}
            <span className="muted">Σw {w.weight.toFixed(2)}</span>
          </span>
          <span className="budget-bar" aria-hidden="true">
            <span className="budget-floor" style={{ width: pct(w.floor) }} />
            <span className="budget-share" style={{ width: pct(w.share) }} />
            <span className="budget-kept" style={{ left: pct(w.chars) }} />
          </span>
          <span className="window-figures mono">
            floor {w.floor} + share {w.share} = {w.floor + w.share} · kept {w.chars}
          </span>
        </li>
      ))}
    </ol>
  );
};
