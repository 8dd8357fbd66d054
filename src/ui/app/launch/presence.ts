import { bearer, PRESENCE_PATH } from '../../../mcp/launch';

/** How the page asks the command: `fetch`, or a test's stand-in. */
export type LaunchFetch = (
  url: string,
  init: { headers: Record<string, string> },
) => Promise<Response>;

/**
 * The page's side of `toollens open`'s presence (src/cli/open/presence.ts): one request held
 * open for as long as the page lives, so the command knows the page is still here, whatever
 * happened to its server connection. When the request ends the command has gone (or cut this
 * page off), and `onGone` says so once; the page keeps what it has.
 */
export const holdPresence = async (
  origin: string,
  token: string,
  fetcher: LaunchFetch,
  onGone: (reason: string) => void,
): Promise<void> => {
  const url = new URL(PRESENCE_PATH, origin).href;
  try {
    const response = await fetcher(url, { headers: bearer(token) });
    if (!response.ok || !response.body) {
      onGone(`it answered ${response.status} to this page`);
      return;
    }
    const reader = response.body.getReader();
    while (!(await reader.read()).done) {
      // Each chunk is a heartbeat; only the end matters.
    }
    onGone('it closed this page’s connection');
  } catch {
    onGone('nothing answers any more');
  }
};
