import { type FormEvent, useId, useState } from 'react';
import type { FormattedIssue } from '../../../../worker/boundary';
import { Modal } from '../../../shared/dialogs/Modal';
import { MAX_CATALOG_BYTES, tooLarge } from '../../../shared/limits';
import { type AppStore, useAppState } from '../../store/appStore';

type Props = {
  /** Loads the text; resolves to the problems when it could not be loaded, else undefined. */
  onLoad: (sourceName: string, text: string) => Promise<FormattedIssue[] | undefined>;
  onClose: () => void;
};

/**
 * Paste a catalog as text, in any format the importer reads. The dialog closes only once the
 * catalog loaded: a paste that fails keeps its text here, with the problems under it, so the
 * user can fix a comma instead of pasting again.
 */
export const PasteDialog = ({ onLoad, onClose }: Props) => {
  const [text, setText] = useState('');
  const [name, setName] = useState('pasted.json');
  const [busy, setBusy] = useState(false);
  const [issues, setIssues] = useState<FormattedIssue[]>([]);
  const textId = useId();
  const nameId = useId();
  const errorId = useId();
  // Checked before the text goes to the worker, in the engine's words.
  const oversize = text.length > MAX_CATALOG_BYTES ? tooLarge(text.length) : undefined;
  const problems = oversize ? [oversize] : issues.map((issue) => issue.text);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (oversize || busy) return;
    setBusy(true);
    try {
      const failed = await onLoad(name.trim() || 'pasted.json', text);
      if (failed) setIssues(failed);
      else onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title="Paste a catalog" onClose={onClose} className="paste-dialog">
      <form onSubmit={submit} className="paste-form">
        <label htmlFor={textId}>
          Catalog JSON: native, MCP <code>tools/list</code>, OpenAI, Anthropic or a plain array
        </label>
        <textarea
          id={textId}
          data-testid="paste-text"
          rows={14}
          spellCheck={false}
          data-autofocus
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            // The problems were about the text as it was; an edit may have fixed them.
            setIssues([]);
          }}
          placeholder='{"tools": [{"name": "read_file", "description": "…", "inputSchema": {…}}]}'
          aria-invalid={problems.length > 0}
          aria-describedby={problems.length > 0 ? errorId : undefined}
        />
        {problems.length > 0 && (
          <div id={errorId} className="form-error" role="alert" data-testid="paste-error">
            <p>This text could not be loaded; your current catalog is unchanged:</p>
            <ul className="issues">
              {problems.map((problem, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: problems can repeat verbatim; the list is replaced, never reordered
                <li key={i} className="mono">
                  {problem}
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="paste-actions">
          <label htmlFor={nameId}>Name</label>
          <input
            id={nameId}
            type="text"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <button
            type="submit"
            className="button primary"
            disabled={!text.trim() || oversize !== undefined || busy}
          >
            {busy ? 'Loading…' : 'Load'}
          </button>
        </div>
      </form>
    </Modal>
  );
};

/** The dialog on the store: a failed load's problems show in the dialog, not behind it. */
export const PasteDialogView = ({ store }: { store: AppStore }) => {
  const actions = useAppState(store, (state) => state.actions);
  const load = async (sourceName: string, text: string) => {
    await actions.loadCatalogText(sourceName, text);
    const failure = store.getState().importFailure;
    if (!failure || failure.source !== sourceName) return undefined;
    // Said once, beside the text it is about.
    actions.dismissImportFailure();
    return failure.issues;
  };
  return <PasteDialog onLoad={load} onClose={actions.closeOverlay} />;
};
