import { type ChangeEvent, useState } from 'react';
import type { QuerySet } from '../state/authoringTypes';
import { SetNameForm } from './SetNameForm';

type Props = {
  sets: QuerySet[];
  active: QuerySet | undefined;
  /** The demo catalog is loaded and its query set is not among the sets yet. */
  offerDemo: boolean;
  onSelect: (id: string) => void;
  onDemo: () => void;
  onImport: (fileName: string, text: string) => void;
  onExport: (format: 'json' | 'csv') => void;
  onNew: () => void;
  onRename: (id: string, name: string) => string | undefined;
  onDelete: (id: string) => void;
  /** A reader's embed: the set can be chosen and exported, not changed, added or deleted. */
  readOnly?: boolean;
};

/** Which query set is evaluated, and where sets come from and go to. */
export const QuerySetBar = ({
  sets,
  active,
  offerDemo,
  onSelect,
  onDemo,
  onImport,
  onExport,
  onNew,
  onRename,
  onDelete,
  readOnly = false,
}: Props) => {
  const [renaming, setRenaming] = useState(false);
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so choosing the same file again (after fixing it) fires another change.
    input.value = '';
    if (file) onImport(file.name, await file.text());
  };

  return (
    <div className="query-set-bar">
      {sets.length > 0 && (
        <label className="inline-field">
          <span className="field-label">Query set</span>
          <select
            data-testid="query-set-select"
            value={active?.id ?? ''}
            onChange={(event) => onSelect(event.target.value)}
          >
            {sets.map((set) => (
              <option key={set.id} value={set.id}>
                {set.name} ({set.queries.length})
              </option>
            ))}
          </select>
        </label>
      )}
      {offerDemo && !readOnly && (
        <button
          type="button"
          className="button primary"
          data-testid="use-demo-set"
          onClick={onDemo}
        >
          Use the demo query set
        </button>
      )}
      {!readOnly && (
        <>
          <label className="button" title="JSON [{id, query, relevant}] or CSV query,tool[,grade]">
            Import queries…
            <input
              type="file"
              data-testid="query-set-file"
              accept=".json,.csv,application/json,text/csv,text/plain"
              className="visually-hidden"
              onChange={onFile}
            />
          </label>
          <button
            type="button"
            className="button"
            onClick={() => {
              onNew();
              // A new set is named at once; the form opens on its placeholder name.
              setRenaming(true);
            }}
          >
            New set
          </button>
        </>
      )}
      {active && (
        <>
          {!readOnly && (
            <button
              type="button"
              className="button"
              data-testid="rename-set"
              onClick={() => setRenaming(true)}
            >
              Rename
            </button>
          )}
          <button type="button" className="button" onClick={() => onExport('json')}>
            Export JSON
          </button>
          <button type="button" className="button" onClick={() => onExport('csv')}>
            Export CSV
          </button>
          {!readOnly && (
            <button
              type="button"
              className="button ghost"
              title={`Forget the set "${active.name}"`}
              onClick={() => {
                if (window.confirm(`Delete the query set "${active.name}"?`)) onDelete(active.id);
              }}
            >
              Delete set
            </button>
          )}
        </>
      )}
      {renaming && active && (
        // Keyed by the set, so a new set's form starts from the new set's name.
        <SetNameForm
          key={active.id}
          name={active.name}
          onRename={(name) => onRename(active.id, name)}
          onClose={() => setRenaming(false)}
        />
      )}
    </div>
  );
};
