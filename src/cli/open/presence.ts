import type { IncomingMessage, ServerResponse } from 'node:http';
import { SAFE_HEADERS } from './staticFiles';

/**
 * Whether a page `toollens open` opened is still there. The page holds one request open to the
 * presence route for as long as it lives (src/ui/app/launch/presence.ts); the tab closing, or
 * navigating away, closes it. The command ends when every page has been gone for `graceMs` and
 * none came back (a reload comes back sooner), never because a page refused a list or lost its
 * server: the page keeps working, and needs the command's files for the panels it loads later.
 * Before any page has come, nothing has left (`--no-browser`: the user opens the address later).
 */

export type Presence = {
  /** Holds the request open for as long as the page keeps it. */
  hold: (req: IncomingMessage, res: ServerResponse) => void;
  /** Pages here now. */
  count: () => number;
  /** Ends every held request and stops the timers. */
  close: () => void;
};

/** A byte now and then: a request that nothing crosses for long may be cut by a proxy. */
const HEARTBEAT_MS = 15_000;

export const pagePresence = ({
  graceMs,
  onLeft,
  heartbeatMs = HEARTBEAT_MS,
}: {
  graceMs: number;
  onLeft: () => void;
  heartbeatMs?: number;
}): Presence => {
  const held = new Set<ServerResponse>();
  let gone: ReturnType<typeof setTimeout> | undefined;
  return {
    hold: (_req, res) => {
      clearTimeout(gone);
      res.writeHead(200, {
        ...SAFE_HEADERS,
        'Content-Type': 'text/plain; charset=utf-8',
        'X-Accel-Buffering': 'no',
      });
      res.write('toollens open: this page is here\n');
      held.add(res);
      const beat = setInterval(() => res.write('\n'), heartbeatMs);
      const leave = () => {
        clearInterval(beat);
        if (!held.delete(res)) return;
        if (held.size === 0) gone = setTimeout(() => held.size === 0 && onLeft(), graceMs);
      };
      // The response's close: the page went, or the command closed it (an IncomingMessage's own
      // close fires once a GET has been read).
      res.once('close', leave);
    },
    count: () => held.size,
    close: () => {
      clearTimeout(gone);
      for (const res of held) res.end();
      held.clear();
    },
  };
};
