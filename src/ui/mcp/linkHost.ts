import { type LinkHost, toWire } from './linkTypes';
import { type LiveLink, openLiveLink } from './liveLink';

/**
 * The link worker's side of one connection (link.worker.ts exposes it): opens the live link and
 * hands the page only what it shows, the update of each list and the events, errors as
 * WireErrors (comlink would keep only their message, and the page words a failure by its kind).
 */
export const createLinkHost = (): LinkHost => {
  let link: LiveLink | undefined;
  const opening = new AbortController();
  return {
    open: async (url, headers, events, options) => {
      try {
        link = await openLiveLink(
          url,
          headers,
          {
            onChange: (update) => events.onChange(update),
            onError: (error) => void events.onError(toWire(error)),
            onLost: (reason) => void events.onLost(reason),
          },
          { ...options, signal: opening.signal },
        );
        const { source, server, transport, text, tools } = link;
        return { ok: true, link: { source, server, transport, text, tools } };
      } catch (error) {
        return { ok: false, error: toWire(error) };
      }
    },
    applied: () => link?.applied() ?? [],
    close: async () => {
      opening.abort(new Error('toollens: the connection was closed'));
      await link?.close();
    },
  };
};
