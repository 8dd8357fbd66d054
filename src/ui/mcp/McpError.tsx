import { ServerText } from '../shared/text/ServerText';

/** A failed connection, naming the URL; the catalog shown before stays. */
export const McpError = ({ message, onDismiss }: { message: string; onDismiss: () => void }) => (
  <div
    className="status-banner status-failed"
    role="alert"
    aria-label="Connection error"
    data-testid="mcp-error"
  >
    <span>
      <ServerText text={message} />
    </span>
    <button type="button" className="dismiss" aria-label="Dismiss" onClick={onDismiss}>
      ×
    </button>
  </div>
);
