import {
  WORKING_SET_RULE_INFO,
  WORKING_SET_RULES,
  type WorkingSetRule,
} from '../../../engine/core';
import { capitalized } from '../../shared/format';

type Props = {
  rule: WorkingSetRule;
  compareRule: WorkingSetRule | undefined;
  /** The import's proposal, when the transcript shown was imported and the rule is its own. */
  proposed: { rule: WorkingSetRule; source: string } | undefined;
  onRule: (rule: WorkingSetRule) => void;
  onCompare: (rule: WorkingSetRule | undefined) => void;
};

/**
 * What stays loaded between turns, beside the budget: the design's bounded LRU
 * (docs/design/working-set.md), or an agent's own rule. Imported logs start on their agent's rule
 * and say so; "Compare with rule" draws the same session under a second rule beside the first.
 */
export const RuleControl = ({ rule, compareRule, proposed, onRule, onCompare }: Props) => (
  <div className="rule-control">
    <label className="field">
      <span className="field-label">Working-set rule</span>
      <select
        value={rule}
        data-testid="rule-select"
        title={WORKING_SET_RULE_INFO[rule].description}
        onChange={(event) => onRule(event.target.value as WorkingSetRule)}
      >
        {WORKING_SET_RULES.map((each) => (
          <option key={each} value={each}>
            {WORKING_SET_RULE_INFO[each].label}
          </option>
        ))}
      </select>
    </label>
    <label className="field">
      <span className="field-label">Compare with rule</span>
      <select
        value={compareRule ?? ''}
        data-testid="compare-rule-select"
        onChange={(event) =>
          onCompare(event.target.value === '' ? undefined : (event.target.value as WorkingSetRule))
        }
      >
        <option value="">none</option>
        {WORKING_SET_RULES.filter((each) => each !== rule).map((each) => (
          <option key={each} value={each}>
            {WORKING_SET_RULE_INFO[each].label}
          </option>
        ))}
      </select>
    </label>
    <p className="rule-note muted" data-testid="rule-note">
      {proposed && proposed.rule === rule
        ? `${capitalized(proposed.source)}: ${WORKING_SET_RULE_INFO[rule].usedBy}.`
        : `${WORKING_SET_RULE_INFO[rule].description} Used by ${WORKING_SET_RULE_INFO[rule].usedBy}.`}
      {WORKING_SET_RULE_INFO[rule].formerly.length > 0 &&
        ` Links naming '${WORKING_SET_RULE_INFO[rule].formerly.join("', '")}' open this rule.`}
    </p>
  </div>
);
