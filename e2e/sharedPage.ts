import { type BrowserContextOptions, expect, type Page, test } from '@playwright/test';
import { openDemo } from './helpers';

/**
 * One loaded page for the tests of a describe block, instead of a fresh one for each: loading
 * the built app (the page, its worker, the catalog's index) takes a second or more a test on a
 * loaded machine, longer than many tests' own checks.
 *
 * Call it inside `test.describe`; each test then calls the returned function for the page. The
 * page's context takes the block's options as the `page` fixture's would (baseURL, a
 * `test.use` viewport; Playwright applies them to contexts made in a hook too), plus `options`.
 *
 * The tests still run in the order written, in one worker, but not in serial mode: a failure
 * restarts the worker, so the tests after it run (on a new page) rather than being skipped, and
 * a retry runs the failed test alone on a new page. So each test sets its own start state (a
 * hash that resets the view, an empty query box) and passes alone or after any other. A test
 * that needs a fresh page (storage, a reload, a first visit) keeps the `page` fixture.
 */
export const sharedPage = (options: BrowserContextOptions = {}): (() => Page) => {
  let page: Page | undefined;
  test.beforeAll(async ({ browser }) => {
    // A context of its own, not browser.newPage()'s: axe's default mode opens pages beside it.
    page = await (await browser.newContext(options)).newPage();
  });
  test.afterAll(async () => {
    await page?.context().close();
  });
  return () => {
    if (page === undefined) throw new Error('sharedPage: the page is made in beforeAll');
    return page;
  };
};

/**
 * Leaves whatever view the last test left on a shared page, so the next address opens as a new
 * visit to it would: a hash change applies the whole view (panel, query, filters, tool, turn…).
 * Going to the address the page already shows would change nothing, so the address is blanked
 * first; and the view passes through another panel (waited for, so React draws it), which
 * unmounts the panels and drops their own state (a lens closed, "browse all" asked); then the
 * page is scrolled back to the top. What lives outside the view (an imported catalog or
 * transcript, a loaded query set) stays: a test that changes it keeps its own page, or puts it
 * back. Nothing to leave on a page not yet loaded.
 */
export const leaveView = async (page: Page) => {
  if (!page.url().startsWith('http')) return;
  await page.evaluate(() => history.replaceState(null, '', '#'));
  await page.goto('/#panel=sessions');
  await expect(page.getByRole('tab', { name: /Sessions/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // A hash change keeps the scroll: a new visit starts at the top.
  await page.evaluate(() => window.scrollTo(0, 0));
};

/** The demo catalog at `hash` on a shared page, as a new visit to that address shows it. */
export const reopenDemo = async (page: Page, hash = '') => {
  await leaveView(page);
  await openDemo(page, hash);
};
