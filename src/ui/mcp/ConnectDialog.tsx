import { type FormEvent, useId, useState } from 'react';
import { Modal } from '../shared/dialogs/Modal';
import { checkServerUrl, parseHeaders } from './serverAddress';

type Props = {
  /** The last URL connected to (a convenience; it names no secret the user did not type there). */
  initialUrl: string;
  /** Resolves true once connected and imported; a failure is shown by the header's message. */
  onConnect: (url: string, headers: Record<string, string>) => Promise<boolean>;
  onClose: () => void;
};

/**
 * "Connect to server…": an MCP server's URL and optional request headers. The headers (a bearer
 * token) go to the connection alone and are never saved, put in the address or shared.
 */
export const ConnectDialog = ({ initialUrl, onConnect, onClose }: Props) => {
  const [url, setUrl] = useState(initialUrl);
  const [headerText, setHeaderText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const urlId = useId();
  const headersId = useId();
  const noteId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkServerUrl(url);
    if (!checked.ok) return setProblem(checked.message);
    const headers = parseHeaders(headerText);
    if (!headers.ok) return setProblem(headers.message);
    setProblem(undefined);
    onClose();
    void onConnect(checked.value.href, headers.value);
  };

  return (
    <Modal title="Connect to an MCP server" onClose={onClose} className="connect-dialog">
      <form onSubmit={submit} className="connect-form" data-testid="connect-form">
        <label htmlFor={urlId}>Server URL</label>
        <input
          id={urlId}
          type="url"
          data-testid="connect-url"
          data-autofocus
          spellCheck={false}
          autoComplete="off"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          placeholder="http://localhost:3001/mcp"
          aria-describedby={noteId}
        />
        <p id={noteId} className="connect-note">
          Transport: Streamable HTTP, falling back to the legacy SSE transport when the server
          answers as one; the header says which was used. Nothing is sent until you connect.
        </p>
        <label htmlFor={headersId}>Headers (optional), one per line</label>
        <textarea
          id={headersId}
          data-testid="connect-headers"
          rows={3}
          spellCheck={false}
          autoComplete="off"
          value={headerText}
          onChange={(event) => setHeaderText(event.target.value)}
          placeholder="Authorization: Bearer …"
        />
        <p className="connect-note">
          Kept in memory for this connection only: never saved, put in the address, share links or
          exported files. A reload forgets them.
        </p>
        {problem && (
          <p id={errorId} className="form-error" role="alert" data-testid="connect-problem">
            {problem}
          </p>
        )}
        <div className="paste-actions">
          <button type="submit" className="button primary" data-testid="connect-submit">
            Connect
          </button>
        </div>
      </form>
    </Modal>
  );
};
