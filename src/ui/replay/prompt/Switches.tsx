import type { View } from '../../shared/view';

type Props = {
  unsorted: boolean;
  varyingFirst: boolean;
  onView: (patch: Partial<View>) => void;
};

/**
 * The counterfactuals: break the byte-stability discipline on purpose and watch the stable
 * prefix and the cached tokens fall.
 */
export const Switches = ({ unsorted, varyingFirst, onView }: Props) => (
  <fieldset className="switches">
    <legend className="field-label">Counterfactuals</legend>
    <label
      className="check"
      title="Declare the working set most recently touched first, as a harness that does not sort would"
    >
      <input
        type="checkbox"
        data-testid="switch-unsorted"
        checked={unsorted}
        onChange={(event) => onView({ unsorted: event.target.checked })}
      />{' '}
      unsorted declarations
    </label>
    <label className="check" title="Put “You currently have N of M…” first instead of last">
      <input
        type="checkbox"
        data-testid="switch-varying"
        checked={varyingFirst}
        onChange={(event) => onView({ varyingFirst: event.target.checked })}
      />{' '}
      varying line first
    </label>
  </fieldset>
);
