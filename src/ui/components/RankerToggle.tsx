import type { Ranker } from '../../engine/search/types';

type Props = {
  value: Ranker;
  onChange: (ranker: Ranker) => void;
};

const OPTIONS: { ranker: Ranker; label: string; title: string }[] = [
  { ranker: 'seed', label: 'seed', title: 'Coverage, then Σ w(t), then BM25, then name' },
  { ranker: 'bm25', label: 'bm25', title: 'BM25 score alone, for comparison' },
];

export const RankerToggle = ({ value, onChange }: Props) => (
  <fieldset className="field ranker-toggle">
    <legend className="field-label">Ranker</legend>
    <div className="segmented">
      {OPTIONS.map(({ ranker, label, title }) => (
        <button
          key={ranker}
          type="button"
          data-testid={`ranker-${ranker}`}
          aria-pressed={value === ranker}
          title={title}
          onClick={() => onChange(ranker)}
        >
          {label}
        </button>
      ))}
    </div>
  </fieldset>
);
