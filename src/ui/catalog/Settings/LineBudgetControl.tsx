import { useEffect, useId, useState } from 'react';
import type { CatalogSettings } from '../../../engine/core';
import type { CatalogSettingsView } from '../../../worker/boundary';
import { budgetProblemIn, withBudget } from './lineCoverage';

type Props = {
  view: CatalogSettingsView;
  /** The section's last error: a refused budget is shown here, by its input. */
  error: string | undefined;
  onSettings: (settings: CatalogSettings) => void;
};

/**
 * The capability line's budget in characters. The input shows the budget in force (the default
 * until one is set); Enter or Apply sends it, and the worker checks it with the engine's rule
 * before anything is applied: a refused budget leaves the line as it was and its reason is shown
 * here while the refused value is still in the input.
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
  const problem = sent !== undefined && sent === text ? budgetProblemIn(error) : undefined;
  const value = text.trim();
  const apply = () => {
    if (value === '' || value === String(inForce)) return;
    setSent(text);
    onSettings(withBudget(view.settings, Number(value)));
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
        disabled={value === '' || value === String(inForce)}
      >
        Apply
      </button>
      {own === undefined ? (
        <span className="muted">the default</span>
      ) : (
        <button
          type="button"
          className="button small ghost"
          onClick={() => onSettings(withBudget(view.settings, undefined))}
        >
          Reset to default
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
