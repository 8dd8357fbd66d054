import { type KeyboardEvent, memo, useId, useState } from 'react';
import { escapeHidden, type Facets, type Filters, type SearchResult } from '../../../engine/core';
import { formatCount, plural } from '../../shared/format';
import { ServerText } from '../../shared/text/ServerText';
import { AXIS_KEYS } from '../../shared/view';
import {
  AXIS_LABELS,
  addFilter,
  chipsOf,
  removeFilter,
  type Suggestion,
  suggest,
  typedFilters,
} from './suggest';

type Props = {
  filters: Filters;
  facets: Facets | undefined;
  /** The scope of the newest result: N, the size the weights are computed in. */
  scope: SearchResult['scope'] | undefined;
  onChange: (filters: Filters) => void;
  /** A filter this catalog can answer, shown as the box's example (`filterExample`). */
  example?: string | undefined;
};

const merge = (base: Filters, extra: Filters): Filters =>
  (Object.keys(extra) as (keyof Filters)[]).reduce(
    (filters, axis) => (extra[axis] ?? []).reduce((f, v) => addFilter(f, axis, v), filters),
    base,
  );

/**
 * Filter chips with autocomplete over the catalog's values. Enter adds the highlighted
 * suggestion, or reads the text as `cap:… dom:… ent:… rel:…`; Backspace in an empty box
 * removes the last chip.
 */
const FilterChipsView = ({ filters, facets, scope, onChange, example }: Props) => {
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [errors, setErrors] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const suggestions = open ? suggest(facets, filters, text) : [];
  const current = suggestions[Math.min(active, suggestions.length - 1)];
  const chips = chipsOf(filters);

  const pick = (suggestion: Suggestion) => {
    onChange(addFilter(filters, suggestion.axis, suggestion.value));
    setText('');
    setErrors([]);
    setActive(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(
        (Math.min(active, suggestions.length - 1) + step + suggestions.length) % suggestions.length,
      );
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (current) return pick(current);
      if (!text.trim()) return;
      const typed = typedFilters(text);
      onChange(merge(filters, typed.filters));
      setErrors(typed.errors);
      if (typed.errors.length === 0) setText('');
    } else if (event.key === 'Escape') {
      setOpen(false);
    } else if (event.key === 'Backspace' && text === '' && chips.length > 0) {
      const last = chips.at(-1);
      if (last) onChange(removeFilter(filters, last.axis, last.value));
    }
  };

  return (
    <div className="filter-chips">
      <div className="chip-field">
        <span className="field-label" id={`${listId}-label`}>
          Filters
        </span>
        <ul className="chips" aria-label="Active filters">
          {chips.map(({ axis, value }) => (
            <li key={`${axis}:${value}`} className={`chip chip-${axis}`} data-testid="filter-chip">
              <span className="chip-axis">{AXIS_KEYS[axis]}</span>
              <span className="mono">
                <ServerText text={value} />
              </span>
              <button
                type="button"
                className="chip-remove"
                aria-label={`Remove ${AXIS_LABELS[axis]} filter ${escapeHidden(value)}`}
                onClick={() => onChange(removeFilter(filters, axis, value))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <div className="chip-input">
          <input
            type="text"
            role="combobox"
            data-testid="filter-input"
            aria-labelledby={`${listId}-label`}
            aria-expanded={suggestions.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={
              current ? `${listId}-${suggestions.indexOf(current)}` : undefined
            }
            aria-invalid={errors.length > 0}
            aria-describedby={errors.length > 0 ? `${listId}-errors` : undefined}
            spellCheck={false}
            autoComplete="off"
            placeholder={
              chips.length
                ? 'add a filter…'
                : `capability, domain, entity…${example ? ` or ${example}` : ''}`
            }
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setActive(0);
              setOpen(true);
              setErrors([]);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
          {suggestions.length > 0 && (
            <div
              id={listId}
              role="listbox"
              aria-label="Filter suggestions"
              className="suggestions"
              tabIndex={-1}
            >
              {suggestions.map((suggestion, i) => (
                <div
                  key={`${suggestion.axis}:${suggestion.value}`}
                  id={`${listId}-${i}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={suggestion === current}
                  data-testid="filter-suggestion"
                  onMouseEnter={() => setActive(i)}
                  onMouseDown={(event) => {
                    // Before the input's blur closes the list.
                    event.preventDefault();
                    pick(suggestion);
                  }}
                >
                  <span className="chip-axis">{AXIS_KEYS[suggestion.axis]}</span>
                  <span className={suggestion.root ? 'mono strong' : 'mono'}>
                    <ServerText text={suggestion.value} />
                  </span>
                  {suggestion.root && <span className="muted"> and below</span>}
                  <span className="count">{suggestion.count}</span>
                </div>
              ))}
            </div>
          )}
        </div>
      </div>
      {scope && (
        <p className="scope-line" data-testid="scope-line" role="status" aria-label="Scope">
          <strong className="mono">
            N = <span data-testid="scope-n">{formatCount(scope.n)}</span>
          </strong>{' '}
          of {plural(scope.total, 'tool')}
          {scope.n < scope.total && <span className="muted"> after filters</span>}
        </p>
      )}
      {errors.length > 0 && (
        <ul
          id={`${listId}-errors`}
          className="filter-errors"
          data-testid="filter-error"
          aria-label="Filter errors"
        >
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
    </div>
  );
};

/** Memoised: the panel re-renders on every keystroke, this only when its props change. */
export const FilterChips = memo(FilterChipsView);
