import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import type { McpConnectionError } from './errors';
import { classifyError } from './errors';
import {
  diffTools,
  isNoChange,
  type ListOptions,
  listAllTools,
  type McpTool,
  type ToolChange,
} from './tools';

export type ToolsUpdate = { tools: McpTool[]; change: ToolChange };

export type WatchOptions = ListOptions & {
  /** A re-list that failed; watching goes on, and the next notification tries again. */
  onError?: (error: McpConnectionError) => void;
  /** Report a re-list that changed nothing too (default false: only real changes). */
  reportUnchanged?: boolean;
};

/**
 * Watches the server's tool list: on each `notifications/tools/list_changed` it re-lists every
 * page and calls `onChange` with the new tools and what changed against `initial`, then the
 * previous list. Notifications that arrive during a re-list are coalesced into one more
 * re-list, so updates arrive in order and none is lost. Returns `stop`, which removes the
 * handler (the connection stays open; close it separately).
 */
export const watchTools = (
  client: Client,
  initial: readonly McpTool[],
  onChange: (update: ToolsUpdate) => void,
  options: WatchOptions = {},
): (() => void) => {
  let current: readonly McpTool[] = initial;
  let running = false;
  let pending = false;
  let stopped = false;
  const relist = async () => {
    if (running) {
      pending = true;
      return;
    }
    running = true;
    try {
      do {
        pending = false;
        try {
          const tools = await listAllTools(client, options);
          if (stopped) return;
          const change = diffTools(current, tools);
          current = tools;
          if (options.reportUnchanged || !isNoChange(change)) onChange({ tools, change });
        } catch (error) {
          if (!stopped) options.onError?.(classifyError(error, options.target ?? 'the server'));
        }
      } while (pending && !stopped);
    } finally {
      running = false;
    }
  };
  client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
    void relist();
  });
  return () => {
    stopped = true;
    client.removeNotificationHandler(ToolListChangedNotificationSchema.shape.method.value);
  };
};
