import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { plural } from '../../shared/format';
import type { NameOrder } from './nearestFirst';
import './whyNot.css';
import { ServerText } from '../../shared/text/ServerText';

type Props = {
  /** Tools that are not in the results, nearest misses first, read lazily. */
  names: NameOrder;
  onPick: (name: string) => void;
};

const SHOWN = 40;

/** A searchable list of tool names: type to narrow, ↑/↓ and Enter, or click. */
export const ToolPicker = ({ names, onPick }: Props) => {
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const matching = useMemo(() => {
    const needle = text.trim().toLowerCase();
    const shown: string[] = [];
    // Untyped, the first SHOWN names are all it reads; typed, every name is tested, once.
    if (!needle) {
      for (const name of names.names()) {
        if (shown.length === SHOWN) break;
        shown.push(name);
      }
      return { shown, total: names.size };
    }
    let total = 0;
    for (const name of names.names()) {
      if (!name.toLowerCase().includes(needle)) continue;
      total++;
      if (shown.length < SHOWN) shown.push(name);
    }
    return { shown, total };
  }, [names, text]);
  const current = Math.min(active, matching.shown.length - 1);

  const pick = (name: string | undefined) => {
    if (!name) return;
    onPick(name);
    setText('');
    setActive(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = matching.shown.length;
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count > 0) {
      event.preventDefault();
      setActive((current + (event.key === 'ArrowDown' ? 1 : -1) + count) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      pick(matching.shown[current]);
    }
  };

  return (
    <div className="tool-picker">
      <input
        type="text"
        role="combobox"
        aria-label="Find a tool that is not in the results"
        aria-expanded="true"
        aria-controls={listId}
        aria-activedescendant={current >= 0 ? `${listId}-${current}` : undefined}
        data-testid="why-input"
        placeholder={`${plural(names.size, 'tool')} not shown: type to narrow`}
        spellCheck={false}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      {names.size > 0 && (
        <p className="muted why-order" data-testid="why-order">
          Nearest misses first, then the rest in catalog order; the always-declared last.
        </p>
      )}
      <div
        id={listId}
        role="listbox"
        aria-label="Tools not in the results, nearest misses first"
        className="picker-list"
        tabIndex={-1}
      >
        {matching.shown.map((name, i) => (
          <div
            key={name}
            id={`${listId}-${i}`}
            role="option"
            tabIndex={-1}
            aria-selected={i === current}
            className="mono"
            data-testid="why-option"
            onMouseEnter={() => setActive(i)}
            onMouseDown={(event) => {
              event.preventDefault();
              pick(name);
            }}
          >
            <ServerText text={name} />
          </div>
        ))}
        {matching.total > SHOWN && (
          <p className="muted picker-more">{matching.total - SHOWN} more: type to narrow</p>
        )}
        {matching.total === 0 && (
          <p className="muted picker-more">
            {names.size === 0 ? 'Every tool is on the page.' : 'No tool matches.'}
          </p>
        )}
      </div>
    </div>
  );
};
