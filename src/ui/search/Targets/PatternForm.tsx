import { type FormEvent, useId, useState } from 'react';
import { type AgentTargetId, TARGET_INFO } from '../../../engine/core';
import { MAX_VIEW_PATTERNS } from '../../shared/view';

type Props = {
  /** The chosen targets that read a pattern (the Claude API's regex). */
  readers: readonly AgentTargetId[];
  patterns: readonly string[];
  onPatterns: (patterns: string[]) => void;
};

/**
 * The author's own patterns, tried under the targets that read one: each added pattern becomes
 * a row of the card, asked as written (a model writes its own pattern; the card's other rows ask
 * a query's words as one). Kept in the view, so a link carries them.
 */
export const PatternForm = ({ readers, patterns, onPatterns }: Props) => {
  const [draft, setDraft] = useState('');
  const id = useId();
  const names = readers.map((target) => TARGET_INFO[target].label).join(', ');
  const full = patterns.length >= MAX_VIEW_PATTERNS;
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() === '' || full) return;
    onPatterns([...patterns, draft]);
    setDraft('');
  };
  return (
    <form className="pattern-form" onSubmit={add} data-testid="pattern-form">
      <label htmlFor={id} className="field-label">
        Try a pattern under {names}
      </label>
      <div className="pattern-form-row">
        <input
          id={id}
          type="text"
          className="mono"
          spellCheck={false}
          placeholder="(?i)create.*issue"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button" disabled={full || draft.trim() === ''}>
          Add
        </button>
      </div>
      {patterns.length > 0 && (
        <ul className="pattern-list">
          {patterns.map((pattern) => (
            <li key={pattern}>
              <span className="mono">{pattern}</span>{' '}
              <button
                type="button"
                className="link"
                aria-label={`Remove the pattern ${pattern}`}
                onClick={() => onPatterns(patterns.filter((each) => each !== pattern))}
              >
                remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
};
