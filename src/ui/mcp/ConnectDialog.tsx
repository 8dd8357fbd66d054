import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Modal } from '../shared/dialogs/Modal';
import { ServerText } from '../shared/text/ServerText';
import { checkServerUrl, parseHeaders } from './serverAddress';

type Props = {
  /** The last URL connected to (a convenience; it names no secret the user did not type there). */
  initialUrl: string;
  /** Resolves true once connected and imported, false when it failed or was cancelled. */
  onConnect: (url: string, headers: Record<string, string>) => Promise<boolean>;
  /** The last connection failure (the header shows it too), naming the URL. */
  failure: string | undefined;
  /** Stops the attempt on its way (as the header's "cancel" does). */
  onCancel: () => void;
  onClose: () => void;
};

/**
 * "Connect to server…": an MCP server's URL and optional request headers. The headers (a bearer
 * token) go to the connection alone and are never saved, put in the address or shared. The
 * dialog stays open until the server's tools are imported: a failure is said here, under what
 * was typed, and Retry sends it again.
 */
export const ConnectDialog = ({ initialUrl, onConnect, failure, onCancel, onClose }: Props) => {
  const [url, setUrl] = useState(initialUrl);
  const [headerText, setHeaderText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  // This dialog's attempt: on its way, or failed (an older failure is not this dialog's).
  const [attempt, setAttempt] = useState<'connecting' | 'failed' | undefined>();
  // Closed while connecting, the connection goes on (the header shows it) and its end closes
  // nothing: another dialog may be open by then.
  const open = useRef(true);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);
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
    setAttempt('connecting');
    void onConnect(checked.value.href, headers.value).then((connected) => {
      if (!open.current) return;
      if (connected) onClose();
      else setAttempt('failed');
    });
  };
  const failed = attempt === 'failed' ? failure : undefined;

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
        {failed && (
          <p className="form-error" role="alert" data-testid="connect-failure">
            <ServerText text={failed} />
          </p>
        )}
        <div className="paste-actions">
          <button
            type="submit"
            className="button primary"
            data-testid="connect-submit"
            disabled={attempt === 'connecting'}
          >
            {attempt === 'connecting' ? 'Connecting…' : failed ? 'Retry' : 'Connect'}
          </button>
          {attempt === 'connecting' && (
            <button
              type="button"
              className="button"
              data-testid="connect-cancel"
              onClick={onCancel}
            >
              Cancel
            </button>
          )}
        </div>
      </form>
    </Modal>
  );
};
