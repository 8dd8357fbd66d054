/**
 * Makes a built toollens open offline after its first visit: registers public/sw.js and, once
 * it is active, copies everything this page has loaded so far into its cache (assets loaded
 * before the worker took control would otherwise be missing). Dev servers are left alone.
 */
const CACHE = 'toollens-v1';

export const registerOffline = async (): Promise<boolean> => {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !('caches' in window))
    return false;
  try {
    // Relative to the page, so a copy under any sub-path registers its own worker and scope.
    await navigator.serviceWorker.register('./sw.js');
    await navigator.serviceWorker.ready;
    const page = new URL('./', window.location.href).href;
    // The build lists its files (vite.config.ts); worker chunks such as the tokenizer included.
    const listed = (await (await fetch('./assets.json')).json()) as string[];
    const assets = listed.map((file) => new URL(file, page).href);
    const cache = await caches.open(CACHE);
    await cache.addAll([...new Set([page, new URL('favicon.svg', page).href, ...assets])]);
    return true;
  } catch {
    // Offline use is a convenience: a refusal (private mode, a file:// page) changes nothing else.
    return false;
  }
};
