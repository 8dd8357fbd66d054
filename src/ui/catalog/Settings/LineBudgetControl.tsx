import { useEffect, useId, useState } from 'react';
import {
  type CatalogSettings,
  DEFAULT_LINE_BUDGET,
  lineBudgetProblem,
  withLineBudget,
} from '../../../engine/core';
import type { CatalogSettingsView } from '../../../worker/boundary';
import { budgetProblemIn } from './lineCoverage';

type Props = {
  view: CatalogSettingsView;
  /** The section's last error: a refused budget is shown here, by its input. */
  error: string | undefined;
  onSettings: (settings: CatalogSettings) => void;
};

/**
 * The capability line's budget in characters. The input shows the budget in force (the default
 * until one is set); Enter or Apply sends it. The engine's rule checks it as it is typed, so a
 * budget it refuses is never sent; the worker checks again before anything is applied, and its
 * refusal is shown here too while the refused value is still in the input.
 */
export const LineBudgetControl = ({ view, error, onSettings }: Props) => {
  const inForce = view.lineBudget;
  const own = view.settings.lineBudget;
  const [text, setText] = useState(String(inForce));
  const [sent, setSent] = useState<string | undefined>();
  const inputId = useId();
  const problemId = useId();
  // Applied, reset or restored elsewhere (a reload, a link): the input follows.
  useEffect(() => {
    setText(String(inForce));
    setSent(undefined);
  }, [inForce]);
  const value = text.trim();
  const typed = value === '' ? undefined : lineBudgetProblem(Number(value));
  const refused = sent !== undefined && sent === text ? budgetProblemIn(error) : undefined;
  const problem = typed ?? refused;
  const apply = () => {
    if (value === '' || value === String(inForce) || typed) return;
    setSent(text);
    onSettings(withLineBudget(view.settings, Number(value)));
  };
  return (
    <form
      className="settings-budget"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <label htmlFor={inputId}>Line budget (characters)</label>
      <input
        id={inputId}
        type="number"
        inputMode="numeric"
        step={1}
        className="mono"
        value={text}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <button
        type="submit"
        className="button small"
        disabled={value === '' || value === String(inForce) || typed !== undefined}
      >
        Apply
      </button>
      {own === undefined ? (
        <span className="muted">the default</span>
      ) : (
        <button
          type="button"
          className="button small ghost"
          onClick={() => onSettings(withLineBudget(view.settings, undefined))}
        >
          Reset to default ({DEFAULT_LINE_BUDGET})
        </button>
      )}
      {problem && (
        <p className="settings-problem" id={problemId} role="alert">
          Not applied: {problem}.
        </p>
      )}
    </form>
  );
};
