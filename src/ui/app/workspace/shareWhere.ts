import { appAddress } from '../../../mcp/appAddress';
import type { OpenedBy } from '../store/types';

/**
 * Where a share link opens, said with the link. A page `toollens open` serves lives at
 * `127.0.0.1:<port>` only while the command runs, so there a link is rooted at the app's
 * address elsewhere when one is given (`--app-url`, or typed in the dialog) and says which it
 * is; elsewhere the link is the page's own address, and a loopback one says it opens on this
 * machine alone.
 */

export type ShareWhere = {
  /** The address the link's `#share=…` follows. */
  base: string;
  /** Where it opens, in one sentence. */
  where: string;
  /** Whether it opens only on this machine. */
  local: boolean;
  /** Why the address typed is not used, when it is not. */
  problem?: string;
};

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

export const shareWhere = (
  page: { origin: string; pathname: string },
  opened: OpenedBy | undefined,
): ShareWhere => {
  const own = `${page.origin}${page.pathname}`;
  if (!opened) {
    const local = LOOPBACK.test(new URL(own).hostname);
    return { base: own, local, where: `Opens at ${own}${local ? ', on this machine only' : ''}.` };
  }
  const address = appAddress(opened.appUrl);
  if (address.ok && address.base !== '') {
    return {
      base: address.base,
      local: false,
      where: `Opens in the app at ${address.base}, for anyone who can reach it, also after toollens open has ended.`,
    };
  }
  return {
    base: own,
    local: true,
    where: `Opens in toollens open on this machine (${own}), and only while the command runs.`,
    ...(address.ok ? {} : { problem: address.reason }),
  };
};
