import { type FormEvent, useId, useState } from 'react';
import { MAX_CATALOG_BYTES, tooLarge } from '../../workspace/limits';
import { Modal } from '../Modal/Modal';

type Props = {
  onLoad: (sourceName: string, text: string) => void;
  onClose: () => void;
};

/** Paste a catalog as text, in any format the importer reads. Problems show on the page. */
export const PasteDialog = ({ onLoad, onClose }: Props) => {
  const [text, setText] = useState('');
  const [name, setName] = useState('pasted.json');
  const textId = useId();
  const nameId = useId();
  const errorId = useId();
  // Checked before the text goes to the worker, in the engine's words.
  const oversize = text.length > MAX_CATALOG_BYTES ? tooLarge(text.length) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (oversize) return;
    onClose();
    onLoad(name.trim() || 'pasted.json', text);
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
          onChange={(event) => setText(event.target.value)}
          placeholder='{"tools": [{"name": "read_file", "description": "…", "inputSchema": {…}}]}'
          aria-invalid={oversize !== undefined}
          aria-describedby={oversize ? errorId : undefined}
        />
        {oversize && (
          <p id={errorId} className="form-error" role="alert" data-testid="paste-error">
            {oversize}
          </p>
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
            disabled={!text.trim() || oversize !== undefined}
          >
            Load
          </button>
        </div>
      </form>
    </Modal>
  );
};
