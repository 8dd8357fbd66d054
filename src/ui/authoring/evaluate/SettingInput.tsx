import { useEffect, useId, useRef, useState } from 'react';
import type { Parsed } from './compareConfig';

type Props = {
  label: string;
  /** The setting as the configuration holds it; undefined is the default. */
  value: number | undefined;
  /** Shown when empty: the default the setting falls back to. */
  placeholder: string;
  parse: (text: string) => Parsed;
  onCommit: (value: number | undefined) => void;
  disabled?: boolean;
  title?: string;
  testId?: string;
};

/** How long typing must pause before a setting is applied: each change re-runs every query. */
export const SETTING_SETTLE_MS = 300;

/**
 * A numeric setting typed as text: empty means the default, a bad value is flagged in place and
 * not applied, and a good one is applied once typing pauses.
 */
export const SettingInput = ({
  label,
  value,
  placeholder,
  parse,
  onCommit,
  disabled = false,
  title,
  testId,
}: Props) => {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const [error, setError] = useState<string | undefined>();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const errorId = useId();

  // A reset (or a ranker switch) elsewhere replaces what was typed.
  useEffect(() => {
    setText((current) => {
      const parsed = parse(current);
      return parsed.ok && parsed.value === value
        ? current
        : value === undefined
          ? ''
          : String(value);
    });
  }, [value, parse]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    const parsed = parse(next);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    setError(undefined);
    timer.current = setTimeout(() => onCommit(parsed.value), SETTING_SETTLE_MS);
  };

  return (
    <label className="setting-input" title={title}>
      <span className="field-label">{label}</span>
      <input
        type="text"
        inputMode="decimal"
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-testid={testId}
        onChange={(event) => change(event.target.value)}
      />
      {error && (
        <span className="setting-error" id={errorId} role="alert">
          {error}
        </span>
      )}
    </label>
  );
};
