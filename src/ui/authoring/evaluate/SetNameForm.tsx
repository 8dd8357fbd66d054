import { useEffect, useId, useRef, useState } from 'react';

type Props = {
  name: string;
  /** Applies the name; returns what is wrong with it, or undefined when it was taken. */
  onRename: (name: string) => string | undefined;
  onClose: () => void;
};

/** Renames the active query set in place: Enter saves, Escape cancels, a refusal says why. */
export const SetNameForm = ({ name, onRename, onClose }: Props) => {
  const [text, setText] = useState(name);
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  useEffect(() => {
    input.current?.select();
  }, []);

  return (
    <form
      className="set-name-form"
      onSubmit={(event) => {
        event.preventDefault();
        const problem = onRename(text);
        if (problem) setError(problem);
        else onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <label className="inline-field">
        <span className="field-label">Name of the set</span>
        <input
          ref={input}
          type="text"
          value={text}
          data-testid="query-set-name"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
        />
      </label>
      <button type="submit" className="button primary" data-testid="query-set-name-save">
        Save name
      </button>
      <button type="button" className="button ghost" onClick={onClose}>
        Cancel
      </button>
      {error && (
        <span className="setting-error" id={errorId} role="alert">
          {error}
        </span>
      )}
    </form>
  );
};
