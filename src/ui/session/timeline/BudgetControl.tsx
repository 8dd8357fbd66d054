import { plural } from '../../shared/format';
/** The largest budget the slider offers; the spec's production budget is 20. */
export const MAX_BUDGET = 30;

type Props = {
  budget: number;
  /** The scenario's own budget (20 when it names none). */
  own: number;
  onBudget: (budget: number | undefined) => void;
};

/** Working-set slots: every turn is re-projected live when it moves. */
export const BudgetControl = ({ budget, own, onBudget }: Props) => (
  <div className="budget-control">
    <label className="field">
      <span className="field-label">Budget</span>
      <span className="budget-row">
        <input
          type="range"
          min={1}
          max={MAX_BUDGET}
          value={budget}
          aria-label="Working-set budget"
          data-testid="budget-slider"
          onChange={(event) => {
            const next = Number(event.target.value);
            onBudget(next === own ? undefined : next);
          }}
        />
        <output data-testid="budget-value" className="num">
          {plural(budget, 'slot')}
        </output>
      </span>
    </label>
    {budget !== own && (
      <button type="button" className="link" onClick={() => onBudget(undefined)}>
        the scenario's {own}
      </button>
    )}
  </div>
);
