import { lazy } from 'react';
import './mcp.css';

// The connection's status, its errors and the live moves are on the first visit's page; the
// dialog loads when first opened.
export { LiveMove } from './LiveMove';
export { McpError } from './McpError';
export { McpStatusBar } from './McpStatusBar';
export const ConnectDialog = lazy(async () => ({
  default: (await import('./ConnectDialog')).ConnectDialog,
}));
