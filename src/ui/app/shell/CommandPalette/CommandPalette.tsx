import { type KeyboardEvent, useId, useState } from 'react';
import { Modal } from '../../../shared/dialogs/Modal';
import { type Command, type PaletteGroup, paletteSections } from './commands';
import './palette.css';
import { escapeHidden } from '../../../../engine/core';
import { ServerText } from '../../../shared/text/ServerText';

type Props = {
  commands: Command[];
  onClose: () => void;
};

/** What choosing an entry does, said beside the selected one. */
const ACTION: Record<PaletteGroup, string> = {
  recent: 'search again',
  tools: 'open its lens',
  panels: 'go',
  commands: 'run',
};

/**
 * Ctrl/⌘-K: type to find a recent query, a tool, a panel or a command; ↑/↓ to choose, Enter to
 * run. A combobox over a listbox whose options are grouped under headings.
 */
export const CommandPalette = ({ commands, onClose }: Props) => {
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const sections = paletteSections(commands, text);
  const shown = sections.flatMap((section) => section.commands);
  const current = Math.min(active, Math.max(0, shown.length - 1));
  // Ids by position: labels (queries, tool names) may hold spaces or any character.
  const optionId = (i: number) => `${listId}-option-${i}`;

  const run = (command: Command | undefined) => {
    if (!command) return;
    onClose();
    command.run();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = (current + step + shown.length) % Math.max(1, shown.length);
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      run(shown[current]);
    }
  };

  let index = 0;
  return (
    <Modal title="Command palette" onClose={onClose} className="palette">
      <input
        type="text"
        className="palette-input"
        role="combobox"
        aria-label="Find a tool, a recent query, a panel or a command"
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown[current] ? optionId(current) : undefined}
        placeholder="Find a tool, a recent query, a panel or a command…"
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
      <div id={listId} role="listbox" aria-label="Results" className="palette-list" tabIndex={-1}>
        {sections.map((section) => (
          // A fieldset groups form controls; inside a listbox, ARIA wants role="group".
          // biome-ignore lint/a11y/useSemanticElements: options are not form controls
          <div
            key={section.group}
            role="group"
            aria-labelledby={`${listId}-${section.group}`}
            data-testid={`palette-group-${section.group}`}
          >
            <div id={`${listId}-${section.group}`} className="palette-heading" role="presentation">
              {section.label}
            </div>
            {section.commands.map((command) => {
              const i = index++;
              return (
                <div
                  key={command.id}
                  id={optionId(i)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={i === current}
                  className={`palette-item palette-${section.group}`}
                  onMouseEnter={() => setActive(i)}
                  // Mouse choice only: the keyboard path is the input's Enter.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    run(command);
                  }}
                >
                  <span className="palette-label" title={escapeHidden(command.label)}>
                    <ServerText text={command.label} />
                  </span>
                  {command.detail && (
                    <span className="palette-detail">
                      <ServerText text={command.detail} />
                    </span>
                  )}
                  {command.shortcut ? (
                    <kbd>{command.shortcut}</kbd>
                  ) : (
                    i === current && (
                      <span className="palette-action" aria-hidden="true">
                        ↵ {ACTION[section.group]}
                      </span>
                    )
                  )}
                </div>
              );
            })}
          </div>
        ))}
        {shown.length === 0 && <p className="palette-empty">Nothing matches.</p>}
        {text.trim() === '' && (
          <p className="palette-hint">Type part of a tool's name to find it.</p>
        )}
      </div>
    </Modal>
  );
};
