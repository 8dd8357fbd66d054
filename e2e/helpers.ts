import { expect, type Page } from '@playwright/test';

/**
 * Shared steps of the e2e specs. Every spec saves its screenshots to e2e/screenshots/ (not
 * committed; the README's pictures are copied from there into docs/images/).
 */

export const shot = (name: string, fullPage = true) => ({
  path: `e2e/screenshots/${name}`,
  fullPage,
});

/**
 * `name.png` at the viewport's size and `name-390.png` at 390×844, then back to 1440×900: the
 * whole page, or (`fullPage` false) what the screen shows, as for a dialog.
 */
export const shotBoth = async (page: Page, name: string, fullPage = true) => {
  await page.screenshot(shot(`${name}.png`, fullPage));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot(shot(`${name}-390.png`, fullPage));
  await page.setViewportSize({ width: 1440, height: 900 });
};

/** The header's catalog line, a status named Catalog: "demo · toollens · 169 tools". */
export const catalogSummary = (page: Page) => page.getByRole('status', { name: 'Catalog' });

/**
 * The results table, named by its caption: "12 hits, ranked by seed" or "Browsing … in catalog
 * order".
 */
export const resultsTable = (page: Page) =>
  page.getByRole('table', { name: /ranked by|in catalog order/ });

/** The results' rows, the header row left out (it has column headers, no cells). */
export const hitRows = (page: Page) =>
  resultsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

// The results' name buttons and the presenter's name spans share this id, so one helper finds
// the names in both (a span in a list item has no name of its own to find it by).
export const hitNames = (page: Page) => page.getByTestId('hit-name');
/** The w(t) column of Term weights: its cells alone hold a two-decimal number. */
export const weights = (page: Page) =>
  page.getByRole('region', { name: 'Term weights' }).getByRole('cell', { name: /^\d+\.\d{2}$/ });

/** A view hash that names a ranker, seed when it names none. */
export const withSeed = (hash: string): string => {
  if (/[#&]ranker=/.test(hash)) return hash;
  return hash === '' || hash === '#' ? '#ranker=seed' : `${hash}&ranker=seed`;
};

/** The demo catalog, as a first visit shows it. */
export const openDemo = async (page: Page, hash = '') => {
  // The page opens on the toollens ranker; these specs test the spec's ranker unless they ask.
  await page.goto(`/${withSeed(hash)}`);
  await expect(catalogSummary(page)).toContainText('demo · toollens · 169 tools');
};

/** The built-in sample (src/data/sample.ts, 8 tools), chosen from the header. */
export const openSample = async (page: Page) => {
  await openDemo(page);
  // The query box is focused on arrival, so typing starts a search at once.
  await expect(page.getByRole('searchbox', { name: /^Query/ })).toBeFocused();
  await page.getByRole('button', { name: 'Sample', exact: true }).click();
  await expect(catalogSummary(page)).toContainText('8 tools');
  await expect(page.getByText(/^N = [\d,]+ of /)).toHaveText('N = 8 of 8 tools');
};

/** Types into the chip box and presses Enter: a suggestion, or the `cap:…` syntax. */
export const addFilter = async (page: Page, text: string) => {
  const input = page.getByRole('combobox', { name: 'Filters', exact: true });
  await input.fill(text);
  await input.press('Enter');
};

/** Typed key by key: every keystroke searches, and only the last answer may be shown. */
export const typeQuery = async (page: Page, query: string) => {
  await page.getByRole('searchbox', { name: /^Query/ }).pressSequentially(query);
};

/**
 * Types a query and waits until the results are the whole query's: each keystroke searches, so
 * right after typing the table may still show a prefix's results ("merge pdfs into o").
 */
export const searchFor = async (page: Page, query: string) => {
  await typeQuery(page, query);
  // The table says which query it shows in data-query.
  await expect(resultsTable(page)).toHaveAttribute('data-query', query);
};

/** Loads catalog text through the header's file input. */
export const importFile = async (page: Page, name: string, text: string) => {
  await page
    .getByRole('banner')
    .getByLabel(/^Import/)
    .setInputFiles({
      name,
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    });
};

/**
 * Waits until every change is written to browser storage: a write still in flight when the
 * page unloads is lost, so a test reloads only once the header no longer says "Saving…".
 */
export const saved = async (page: Page) => {
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-saving', 'false');
};

/**
 * Picks a tool in "Why not?" as a user does: types its name, waits for it among the tools not
 * in the results (the list follows the newest search), and presses Enter.
 */
export const pickWhyNot = async (page: Page, name: string) => {
  await page.getByRole('combobox', { name: 'Find a tool that is not in the results' }).fill(name);
  await expect(page.getByRole('option', { name, exact: true })).toBeVisible();
  await page
    .getByRole('combobox', { name: 'Find a tool that is not in the results' })
    .press('Enter');
};

/** A `#share=` hash made in the page itself, as the Share dialog makes one. */
export const shareHash = (page: Page, payload: unknown) =>
  page.evaluate(async (value) => {
    const bytes = new TextEncoder().encode(JSON.stringify(value));
    const packed = new Uint8Array(
      await new Response(
        new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate-raw')),
      ).arrayBuffer(),
    );
    let binary = '';
    // In chunks: a large link would overflow the stack spread whole.
    for (let i = 0; i < packed.length; i += 0x8000)
      binary += String.fromCharCode(...packed.subarray(i, i + 0x8000));
    return `#share=${btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
  }, payload);

/** Puts `value` under `key` in the workspace store, in the page; its source is sent as text. */
const putItem = (key: string, value: unknown) =>
  new Promise<void>((resolve, reject) => {
    const open = indexedDB.open('toollens');
    open.onupgradeneeded = () => open.result.createObjectStore('workspace');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const tx = open.result.transaction('workspace', 'readwrite');
      tx.objectStore('workspace').put({ version: 1, rev: 'test', at: Date.now(), value }, key);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    };
  });

/**
 * Writes one workspace item into IndexedDB as `persist/workspaceStore.ts` stores it
 * (`{version, rev, at, value}` under `transcripts/<name>`, `catalogSettings/<key>`, `view`…), for
 * a test that starts the app on saved work. `make(...args)` runs in the page (so it must be
 * self-contained), and a large value is built there instead of crossing the wire. Sent as an
 * expression: the page's CSP forbids eval.
 */
export const putSaved = <A extends unknown[]>(
  page: Page,
  key: string,
  make: (...args: A) => unknown,
  ...args: A
) =>
  page.evaluate(
    `(${putItem.toString()})(${JSON.stringify(key)}, (${make.toString()})(...${JSON.stringify(args)}))`,
  );

/** Saves the view a new visit opens on, as the app saves it. */
export const putSavedView = (page: Page, hash: string) =>
  putSaved(page, 'view', (view: string) => view, hash);

/** The workspace item under `key` as IndexedDB holds it, or undefined. */
export const getSaved = (page: Page, key: string) =>
  page.evaluate(
    (key) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('toollens');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result
            .transaction('workspace', 'readonly')
            .objectStore('workspace')
            .get(key);
          request.onsuccess = () => resolve(request.result);
        };
      }),
    key,
  );

/** A new visit of `path` (a hash change alone is the same page). */
export const revisit = async (page: Page, path = '/') => {
  await page.goto('about:blank');
  await page.goto(path);
};

/**
 * Clicks a panel tab and returns how long the page took to show it, by the page's own clock:
 * from the input event's time stamp (taken when the input arrived, however busy the main thread
 * was then) to the first frame painted after the tab became selected. Playwright's own waits on
 * a loaded machine are not counted; a main thread busy with the page's work is.
 */
export const clickTabTime = async (page: Page, name: string | RegExp): Promise<number> => {
  const tab = page.getByRole('tab', { name });
  // A selected tab changes nothing when clicked: there would be nothing to time.
  await expect(tab).toHaveAttribute('aria-selected', 'false');
  await tab.evaluate((element) => {
    const timing = new Promise<number>((resolve) => {
      let down: number | undefined;
      element.addEventListener('pointerdown', (event) => {
        down = event.timeStamp;
      });
      const shown = () => requestAnimationFrame(() => resolve(performance.now() - (down ?? 0)));
      const observer = new MutationObserver(() => {
        if (element.getAttribute('aria-selected') !== 'true' || down === undefined) return;
        observer.disconnect();
        shown();
      });
      observer.observe(element, { attributes: true, attributeFilter: ['aria-selected'] });
    });
    (window as unknown as { __tabShown: Promise<number> }).__tabShown = timing;
  });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 60_000 });
  return page.evaluate(() => (window as unknown as { __tabShown: Promise<number> }).__tabShown);
};

/**
 * Everything the page keeps in the browser as one text, for a test that a secret is nowhere in
 * it: localStorage, sessionStorage (unless `sessionStorage: false`: `toollens open` keeps its
 * token there on purpose, for a reload of the tab) and every IndexedDB store's records.
 */
export const storedTexts = (page: Page, { sessionStorage: session = true } = {}) =>
  page.evaluate(async (session) => {
    const texts: string[] = [JSON.stringify({ ...localStorage })];
    if (session) texts.push(JSON.stringify({ ...sessionStorage }));
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of db.objectStoreNames) {
        const all = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        texts.push(`${name}/${store}: ${JSON.stringify(all)}`);
      }
      db.close();
    }
    return texts.join('\n');
  }, session);
