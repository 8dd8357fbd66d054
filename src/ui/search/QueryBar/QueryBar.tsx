import { type KeyboardEvent, useEffect, useRef } from 'react';
import { QUERY_BOX_ATTRIBUTE } from '../../shared/keyboard/keyboard';

type Props = {
  value: string;
  onChange: (query: string) => void;
  /** ↓/↑ select the next or previous hit without leaving the box. */
  onMoveSelection: (delta: number) => void;
  /** Bumped when something (`/`, the palette) asks for the query box. */
  focusRequest: number;
  /** The id of what the box drives: the results table, or the landing before any query. */
  controls?: string;
  /** A search this catalog answers, for the placeholder; none, and the placeholder gives none. */
  example?: string | undefined;
};

export const QueryBar = ({
  value,
  onChange,
  onMoveSelection,
  focusRequest,
  controls = 'results-table',
  example,
}: Props) => {
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusRequest === 0) return;
    input.current?.focus();
    input.current?.select();
  }, [focusRequest]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      onMoveSelection(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onMoveSelection(0);
    }
  };

  return (
    <label className="field field-query">
      <span className="field-label">
        Query <kbd title="Press / to focus the query">/</kbd>
      </span>
      <input
        ref={input}
        type="search"
        data-testid="query-input"
        // Tells the `/` shortcut this field from the others (shell/keyboard/keyboard.ts).
        {...{ [QUERY_BOX_ATTRIBUTE]: true }}
        // The page exists to type queries; focus lands here first.
        // biome-ignore lint/a11y/noAutofocus: the query box is the page's primary control
        autoFocus
        spellCheck={false}
        autoComplete="off"
        aria-controls={controls}
        placeholder={`Describe the tool you need${example ? `, e.g. ${example}` : ''}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
    </label>
  );
};
