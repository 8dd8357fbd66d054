import { memo } from 'react';
import type { Ranker } from '../../../engine/core';
import { RANKER_CHOICES } from '../../shared/rankers';
import { LIMITS } from '../../shared/view';

type Props = {
  ranker: Ranker;
  limit: number;
  onRanker: (ranker: Ranker) => void;
  onLimit: (limit: number) => void;
};

/** The ranker, and how many hits the page (and so the menu) shows. */
const RankerToggleView = ({ ranker, limit, onRanker, onLimit }: Props) => (
  <div className="ranker-controls">
    <fieldset className="field ranker-toggle">
      <legend className="field-label">Ranker</legend>
      <div className="segmented">
        {RANKER_CHOICES.map((option) => (
          <button
            key={option.ranker}
            type="button"
            data-testid={`ranker-${option.ranker}`}
            aria-pressed={ranker === option.ranker}
            title={option.title}
            onClick={() => onRanker(option.ranker)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
    <label className="field field-limit">
      <span className="field-label">Hits</span>
      <select
        value={limit}
        data-testid="limit-select"
        title="search_tools' limit: the hits the model's menu holds"
        onChange={(event) => onLimit(Number(event.target.value))}
      >
        {LIMITS.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
    </label>
  </div>
);

/** Memoised: the panel re-renders on every keystroke, this only when its props change. */
export const RankerToggle = memo(RankerToggleView);
