import { ServerText } from '../../shared/text/ServerText';
import type { EditHistory } from '../state/editHistory';
import { ToolDiff } from './DiffView';

type Props = {
  history: EditHistory;
  busy: boolean;
  /** The catalog's format, named on the export button. */
  format: string | undefined;
  onUndo: () => void;
  onRedo: () => void;
  onExport: () => void;
  onEditTool: (name: string) => void;
};

/** The edits applied to this catalog, newest first, with undo, redo and export. */
export const EditLog = ({ history, busy, format, onUndo, onRedo, onExport, onEditTool }: Props) => {
  const applied = history.entries.slice(0, history.applied).reverse();
  const redo = history.entries.length - history.applied;
  return (
    <section className="panel edit-log" data-testid="edit-log" aria-label="Edits">
      <header className="panel-header">
        <h2>
          Edits{' '}
          <span className="muted">
            ({history.applied} applied{redo > 0 && `, ${redo} to redo`})
          </span>
        </h2>
      </header>
      <div className="form-actions">
        <button
          type="button"
          className="button"
          data-testid="undo"
          disabled={busy || history.applied === 0}
          onClick={onUndo}
        >
          ↶ Undo
        </button>
        <button
          type="button"
          className="button"
          data-testid="redo"
          disabled={busy || redo === 0}
          onClick={onRedo}
        >
          ↷ Redo
        </button>
        <button
          type="button"
          className="button"
          data-testid="export-catalog"
          disabled={history.applied === 0}
          onClick={onExport}
          title="The catalog with every applied edit, in the format it was loaded in"
        >
          Export edited catalog{format && ` (${format})`}
        </button>
      </div>
      {applied.length > 0 && (
        <ol className="edit-entries">
          {applied.map((entry, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an entry's place in the stack is its identity
            <li key={history.applied - i}>
              <details open={i === 0}>
                {/* Text only: a control inside <summary> would be a control inside a control. */}
                <summary className="mono">
                  <ServerText text={entry.after.name} />
                </summary>
                <ToolDiff before={entry.before} after={entry.after} />
                <button
                  type="button"
                  className="button small"
                  onClick={() => onEditTool(entry.after.name)}
                >
                  Edit <ServerText text={entry.after.name} />
                </button>
              </details>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
};
