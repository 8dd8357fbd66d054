import type { BridgedServer } from '../../mcp/launch';

/**
 * How the page names a connection's transport and server. Under `toollens open --mcp` the page
 * speaks Streamable HTTP to the command's bridge, but the server is a stdio process the bridge
 * started: the page says that, as `toollens open` told it (the launch document's `bridged`).
 */

const TRANSPORTS: Record<string, string> = {
  'streamable-http': 'Streamable HTTP',
  sse: 'SSE (legacy)',
  stdio: 'stdio',
};

const BRIDGE = 'through toollens open';

/** "Streamable HTTP", "SSE (legacy)", or "stdio, through toollens open" for a bridged server. */
export const transportName = (transport: string, bridged: BridgedServer | undefined): string =>
  bridged
    ? `${TRANSPORTS[bridged.transport] ?? bridged.transport}, ${BRIDGE}`
    : (TRANSPORTS[transport] ?? transport);

/** The server as messages name it: its URL, or the bridged command with its transport. */
export const serverName = (url: string, bridged: BridgedServer | undefined): string =>
  bridged ? `${bridged.command} (${transportName('', bridged)})` : url;
