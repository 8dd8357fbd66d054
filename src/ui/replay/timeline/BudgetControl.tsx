import { plural } from '../../shared/format';
/** The largest budget the slider offers; the default budget is 20 (docs/design/working-set.md). */
export const MAX_BUDGET = 30;

type Props = {
  budget: number;
  /** The scenario's own budget (20 when it names none). */
  own: number;
  onBudget: (budget: number | undefined) => void;
  /** False under a working-set rule the budget does not bound: the control says so. */
  applies?: boolean;
};

/** Working-set slots: every turn is re-projected live when it moves. */
export const BudgetControl = ({ budget, own, onBudget, applies = true }: Props) => (
  <div className="budget-control" data-applies={applies}>
    <label className="field">
      <span className="field-label">Budget</span>
      <span className="budget-row">
        <input
          type="range"
          min={1}
          max={MAX_BUDGET}
          value={budget}
          aria-label="Working-set budget"
          aria-describedby={applies ? undefined : 'budget-not-applied'}
          disabled={!applies}
          data-testid="budget-slider"
          onChange={(event) => {
            const next = Number(event.target.value);
            onBudget(next === own ? undefined : next);
          }}
        />
        <output data-testid="budget-value" className="num" aria-label="Budget">
          {plural(budget, 'slot')}
        </output>
      </span>
      {!applies && (
        <span className="budget-note muted" id="budget-not-applied" data-testid="budget-note">
          does not apply under this rule
        </span>
      )}
    </label>
    {applies && budget !== own && (
      <button type="button" className="link" onClick={() => onBudget(undefined)}>
        the scenario's {own}
      </button>
    )}
  </div>
);
