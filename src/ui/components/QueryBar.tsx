import { useEffect, useRef } from 'react';

type Props = {
  value: string;
  onChange: (query: string) => void;
};

/** Focusable from anywhere with `/`, unless the user is already typing in a field. */
const isTypingTarget = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export const QueryBar = ({ value, onChange }: Props) => {
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target)) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <label className="field field-query">
      <span className="field-label">
        Query <kbd title="Press / to focus the query">/</kbd>
      </span>
      <input
        ref={input}
        type="search"
        data-testid="query-input"
        // The page exists to type queries; focus lands here first.
        // biome-ignore lint/a11y/noAutofocus: the query box is the page's primary control
        autoFocus
        spellCheck={false}
        autoComplete="off"
        placeholder="Describe the tool you need, e.g. Excel file"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
};
