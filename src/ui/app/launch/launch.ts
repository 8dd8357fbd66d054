import { bearer, LAUNCH_PATH, type LaunchDocument } from '../../../mcp/launch';
import type { BuiltInCatalog } from '../../../worker/boundary';
import type { AppStore } from '../store/appStore';
import { keepLaunchTab, type LaunchPage, type LaunchTab } from './launchToken';
import { holdPresence, type LaunchFetch } from './presence';

/**
 * A page `toollens open` opened: asks the command for its launch document (the files it was
 * given, the server to connect to), imports each through the same actions as the user's own
 * Import… (so a file that does not read is shown as one would be, and an import is kept across a
 * reload as saved work), then connects. A reload of the tab only reconnects.
 */

export type { LaunchFetch } from './presence';

const fetchLaunch = async (
  tab: LaunchTab,
  origin: string,
  fetcher: LaunchFetch,
): Promise<LaunchDocument | string> => {
  const url = new URL(LAUNCH_PATH, origin).href;
  let response: Response;
  try {
    response = await fetcher(url, { headers: bearer(tab.token) });
  } catch {
    return `toollens open: the command that opened this page is gone (nothing answers at ${origin}); run it again`;
  }
  if (!response.ok) {
    const reason = (await response.text().catch(() => '')).trim();
    return `toollens open: ${url} answered ${response.status}${reason ? `: ${reason}` : ''}`;
  }
  try {
    return (await response.json()) as LaunchDocument;
  } catch {
    return `toollens open: ${url} did not answer a launch document`;
  }
};

export const runLaunch = async (
  store: AppStore,
  tab: LaunchTab,
  page: LaunchPage & { location: { origin: string } },
  fetcher: LaunchFetch,
): Promise<void> => {
  const { origin } = page.location;
  // This page's address lives as long as the command: share links must say so from the start.
  store.setState({ opened: { appUrl: '' } });
  // Held for the page's life, so the command stays up while the page is here, and the page
  // hears when the command has ended.
  void holdPresence(origin, tab.token, fetcher, (reason) => {
    const opened = store.getState().opened ?? { appUrl: '' };
    store.setState({ opened: { ...opened, ended: reason } });
  });
  const launch = await fetchLaunch(tab, origin, fetcher);
  if (typeof launch === 'string') {
    store.setState({ notice: launch });
    return;
  }
  if (launch.appUrl) store.getState().actions.setAppUrl(launch.appUrl);
  const state = () => store.getState();
  if (!tab.imported) {
    const { catalog, querySet, sessions } = launch;
    if (catalog && 'builtIn' in catalog) {
      await state().actions.loadBuiltIn(catalog.builtIn as BuiltInCatalog);
    } else if (catalog) {
      await state().actions.loadCatalogText(catalog.name, catalog.text);
    }
    if (querySet) await state().authoring.actions.importQuerySet(querySet.name, querySet.text);
    if (sessions?.length) {
      await state().session.actions.importFiles(
        sessions.map((file) => ({ name: file.name, ok: true as const, text: file.text })),
      );
    }
    keepLaunchTab(page, { ...tab, imported: true });
  }
  if (!launch.server) return;
  const { timeoutMs, bridged } = launch.server;
  const url = new URL(launch.server.url, origin);
  // The token goes to the command's own bridge alone, never to a server it names.
  const headers =
    url.origin === origin
      ? { ...launch.server.headers, ...bearer(tab.token) }
      : launch.server.headers;
  // The bridge's server is named as the command said it, and only for the bridge itself.
  await state().mcp.actions.connect(url.href, headers, {
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    ...(bridged && url.origin === origin ? { bridged } : {}),
  });
};
