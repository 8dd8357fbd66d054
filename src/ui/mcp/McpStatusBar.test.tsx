import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { McpStatusBar } from './McpStatusBar';
import type { McpActions, McpStatus } from './state/mcpSlice';

/** The header names the server's own transport, not the HTTP the page speaks to a bridge. */

const actions = {} as McpActions;
const BRIDGE = 'http://127.0.0.1:4100/toollens-open/mcp';
const bridged = { transport: 'stdio', command: 'npx -y @playwright/mcp' } as const;
const connected = {
  kind: 'connected',
  url: BRIDGE,
  server: { name: 'Playwright', version: '1.0' },
  source: 'mcp:Playwright@1.0',
  transport: 'streamable-http',
  tools: 25,
} satisfies McpStatus;

const statusText = (status: McpStatus) => {
  render(<McpStatusBar status={status} actions={actions} />);
  return screen.getByRole('status');
};

describe('McpStatusBar', () => {
  it('calls a stdio server bridged by toollens open stdio, through toollens open', () => {
    const status = statusText({ ...connected, bridged });
    expect(status.textContent).toBe(
      'connected to Playwright (stdio, through toollens open) · disconnect',
    );
    expect(screen.getByText('Playwright').getAttribute('title')).toBe(
      `npx -y @playwright/mcp over stdio, which toollens open bridges to this page at ${BRIDGE}; 25 tools`,
    );
  });

  it('names the command while it connects', () => {
    const status = statusText({ kind: 'connecting', url: BRIDGE, bridged });
    expect(status.textContent).toBe(
      'connecting to npx -y @playwright/mcp (stdio, through toollens open)… · cancel',
    );
  });

  it('calls a server the page reaches itself by its transport', () => {
    const status = statusText({ ...connected, url: 'https://mcp.example/mcp' });
    expect(status.textContent).toBe('connected to Playwright (Streamable HTTP) · disconnect');
  });
});
