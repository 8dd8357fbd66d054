import { type KeyboardEvent, useId, useState } from 'react';
import { Modal } from '../Modal/Modal';
import { type Command, filterCommands } from './commands';

type Props = {
  commands: Command[];
  onClose: () => void;
};

/** Ctrl/⌘-K: type to filter, ↑/↓ to choose, Enter to run. A combobox over a listbox. */
export const CommandPalette = ({ commands, onClose }: Props) => {
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const shown = filterCommands(commands, text);
  const current = Math.min(active, Math.max(0, shown.length - 1));

  const run = (command: Command | undefined) => {
    if (!command) return;
    onClose();
    command.run();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + shown.length) % Math.max(1, shown.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      run(shown[current]);
    }
  };

  return (
    <Modal title="Command palette" onClose={onClose} className="palette">
      <input
        type="text"
        className="palette-input"
        role="combobox"
        aria-label="Command"
        aria-expanded="true"
        aria-controls={listId}
        aria-activedescendant={shown[current] ? `${listId}-${shown[current].id}` : undefined}
        placeholder="Type a command…"
        data-autofocus
        spellCheck={false}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      {/* Focus stays in the input (aria-activedescendant); the options are reached from there. */}
      <div id={listId} role="listbox" aria-label="Commands" className="palette-list" tabIndex={-1}>
        {shown.map((command, i) => (
          <div
            key={command.id}
            id={`${listId}-${command.id}`}
            role="option"
            tabIndex={-1}
            aria-selected={i === current}
            className="palette-item"
            onMouseEnter={() => setActive(i)}
            // Mouse choice only: the keyboard path is the input's Enter.
            onMouseDown={(event) => {
              event.preventDefault();
              run(command);
            }}
          >
            <span>{command.label}</span>
            {command.shortcut && <kbd>{command.shortcut}</kbd>}
          </div>
        ))}
        {shown.length === 0 && <p className="palette-empty">No command matches.</p>}
      </div>
    </Modal>
  );
};
