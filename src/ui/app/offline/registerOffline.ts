/**
 * Makes a built toollens open offline after its first visit: registers public/sw.js and, once
 * it is active, copies every file of the build this page loads into its cache (files loaded
 * before the worker took control would otherwise be missing; later ones the worker caches as
 * it answers them, and the worker's own chunk loads either side of that moment). The rest of the build (the tokenizer's megabyte, the charts, panels not
 * opened yet) is copied on a later visit, one the service worker already controls: a first
 * visit downloads only what it uses (`npm run size`). Dev servers are left alone.
 */
const CACHE = 'toollens-v1';

export const registerOffline = async (): Promise<boolean> => {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !('caches' in window))
    return false;
  try {
    // A visit the service worker controls from its start is a return: the whole build is copied.
    const returning = navigator.serviceWorker.controller !== null;
    // Relative to the page, so a copy under any sub-path registers its own worker and scope.
    await navigator.serviceWorker.register('./sw.js');
    await navigator.serviceWorker.ready;
    const page = new URL('./', window.location.href).href;
    // The build lists its files (vite.config.ts); worker chunks such as the tokenizer included.
    const listed = (await (await fetch('./assets.json')).json()) as string[];
    const build = new Set(listed.map((file) => new URL(file, page).href));
    const cache = await caches.open(CACHE);
    await cache.addAll([page, new URL('favicon.svg', page).href]);
    if (returning) {
      await cache.addAll([...build]);
      return true;
    }
    // Every file of the build this page loads, now or later (the worker's chunk may start after
    // this line, before the service worker controls the page), unless already copied.
    const copy = async (urls: string[]) => {
      const missing: string[] = [];
      for (const url of urls) {
        if (build.has(url) && !(await cache.match(url, { ignoreVary: true }))) missing.push(url);
      }
      await cache.addAll(missing);
    };
    new PerformanceObserver((list) => {
      copy(list.getEntries().map((entry) => entry.name)).catch(() => {});
    }).observe({ type: 'resource', buffered: true });
    return true;
  } catch {
    // Offline use is a convenience: a refusal (private mode, a file:// page) changes nothing else.
    return false;
  }
};
