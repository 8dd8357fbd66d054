import { useId } from 'react';
import { costBound, costOf, dollars } from '../../../play/price';
import type { PlayEstimate } from '../../../worker/boundary';
import { type PlayForm, priceOf } from './playForm';

/**
 * The provider's price, if the user gives it (toollens ships no price list: docs/play.md), and
 * what it makes of the estimate and of the run's tokens.
 */
export const PriceFields = ({
  form,
  onForm,
}: {
  form: PlayForm;
  onForm: (change: Partial<PlayForm>) => void;
}) => {
  const id = useId();
  return (
    <fieldset className="play-price">
      <legend className="field-label">Price, $ per million tokens (optional)</legend>
      <label htmlFor={`${id}-in`}>Input</label>
      <input
        id={`${id}-in`}
        type="number"
        min={0}
        step="any"
        value={form.priceIn}
        onChange={(event) => onForm({ priceIn: event.target.value })}
      />
      <label htmlFor={`${id}-out`}>Output</label>
      <input
        id={`${id}-out`}
        type="number"
        min={0}
        step="any"
        value={form.priceOut}
        onChange={(event) => onForm({ priceOut: event.target.value })}
      />
    </fieldset>
  );
};

/** "; at most about $1.13 at that price": the estimate's cost bound, when a price is given. */
export const costBoundText = (form: PlayForm, estimate: PlayEstimate): string => {
  const price = priceOf(form);
  return price
    ? ` At that price, at most about ${dollars(costBound(estimate, form.maxTokens, price))}.`
    : '';
};

/** The run's cost at the form's price, from the tokens the provider counted. */
export const costText = (form: PlayForm, usage: { input: number; output: number }): string => {
  const price = priceOf(form);
  return price ? dollars(costOf(usage, price)) : '';
};
