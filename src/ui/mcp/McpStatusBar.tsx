import { plural } from '../format';
import { ServerText } from '../text/ServerText';
import type { McpActions, McpStatus } from './mcpSlice';

const TRANSPORT: Record<string, string> = {
  'streamable-http': 'Streamable HTTP',
  sse: 'SSE (legacy)',
  stdio: 'stdio',
};

type Props = { status: McpStatus; actions: McpActions };

/** The header's word on the live connection: "connected to <name> · disconnect", and the like. */
export const McpStatusBar = ({ status, actions }: Props) => {
  if (status.kind === 'idle') return null;
  return (
    <span className="mcp-status" data-testid="mcp-status" data-state={status.kind} role="status">
      {status.kind === 'connecting' && <>connecting to {status.url}…</>}
      {status.kind === 'connected' && (
        <>
          <span className="mcp-dot" aria-hidden="true" />
          connected to{' '}
          <span
            className="mono"
            title={`${status.url} over ${TRANSPORT[status.transport] ?? status.transport}; ${plural(status.tools, 'tool')}`}
          >
            <ServerText text={status.server.name} />
          </span>{' '}
          <span className="mcp-transport">({TRANSPORT[status.transport] ?? status.transport})</span>{' '}
          ·{' '}
          <button
            type="button"
            className="link-button"
            data-testid="mcp-disconnect"
            onClick={() => void actions.disconnect()}
          >
            disconnect
          </button>
        </>
      )}
      {status.kind === 'closed' && (
        <>
          {status.byServer ? 'connection lost to ' : 'disconnected from '}
          <span className="mono">
            <ServerText text={status.server?.name ?? status.url} />
          </span>{' '}
          ·{' '}
          <button
            type="button"
            className="link-button"
            data-testid="mcp-reconnect"
            onClick={() => void actions.reconnect()}
          >
            reconnect
          </button>
        </>
      )}
    </span>
  );
};
