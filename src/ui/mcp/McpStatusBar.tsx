import { plural } from '../shared/format';
import { ServerText } from '../shared/text/ServerText';
import { serverName, transportName } from './serverName';
import type { McpActions, McpStatus } from './state/mcpSlice';

type Props = { status: McpStatus; actions: McpActions };

const linkButton = (testId: string, label: string, onClick: () => void) => (
  <button type="button" className="link-button" data-testid={testId} onClick={onClick}>
    {label}
  </button>
);

/**
 * The header's word on the live connection: "connected to <name> · disconnect", "connecting…
 * · cancel", "connection lost … reconnecting… · cancel", "connection lost to <name> · reconnect".
 * The transport is the server's: a stdio server behind `toollens open`'s bridge is "stdio,
 * through toollens open", though the page reaches the bridge over Streamable HTTP.
 */
export const McpStatusBar = ({ status, actions }: Props) => {
  if (status.kind === 'idle') return null;
  return (
    <span
      className="mcp-status"
      data-testid="mcp-status"
      data-state={status.kind}
      role="status"
      aria-label="Server connection"
    >
      {status.kind === 'connecting' && (
        <>
          connecting to <span className="mono">{serverName(status.url, status.bridged)}…</span> ·{' '}
          {linkButton('mcp-cancel', 'cancel', actions.cancel)}
        </>
      )}
      {status.kind === 'reconnecting' && (
        <>
          connection lost to <span className="mono">{status.server.name}</span>
          <span>{`: ${status.reason}; reconnecting…`}</span> ·{' '}
          {linkButton('mcp-cancel', 'cancel', actions.cancel)}
        </>
      )}
      {status.kind === 'connected' && (
        <>
          <span className="mcp-dot" aria-hidden="true" />
          connected to{' '}
          <span
            className="mono"
            title={`${
              status.bridged
                ? `${status.bridged.command} over ${status.bridged.transport}, which toollens open bridges to this page at ${status.url}`
                : `${status.url} over ${transportName(status.transport, undefined)}`
            }; ${plural(status.tools, 'tool')}`}
          >
            <ServerText text={status.server.name} />
          </span>{' '}
          <span className="mcp-transport" data-testid="mcp-transport">
            ({transportName(status.transport, status.bridged)})
          </span>{' '}
          · {linkButton('mcp-disconnect', 'disconnect', () => void actions.disconnect())}
        </>
      )}
      {status.kind === 'closed' && (
        <>
          {status.byServer ? 'connection lost to ' : 'disconnected from '}
          <span className="mono">
            <ServerText text={status.server?.name ?? status.url} />
          </span>{' '}
          · {linkButton('mcp-reconnect', 'reconnect', () => void actions.reconnect())}
        </>
      )}
    </span>
  );
};
