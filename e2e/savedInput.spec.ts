import { expect, type Page, test } from '@playwright/test';
import {
  deepAnthropicLog,
  longAnthropicLog,
  manyDroppedRoots,
  savedLongMessage,
  savedLongTranscript,
} from '../src/test/hostileLogs';
import {
  getSaved,
  openDemo,
  putSaved,
  putSavedView,
  revisit,
  saved,
  shareHash,
  shot,
} from './helpers';

/**
 * Hostile input saved into the user's storage: whatever a link or a file left there, the next
 * visit starts, answers a click, and says what it refused, with a choice to open without it or
 * discard it. The inputs are built by the tests, in the page, over each bound but far smaller
 * than the (20,000 roots, 5,000 turns, a 1.2 MB message): how fast the page answers at
 * full size (200,000 roots, 100,000 turns, 48 MB) is measured by perf/savedInput.spec.ts
 * (`npm run bench:ui`).
 */

const DEMO_KEY = 'demo|toollens|169';

/** The page answers a click on a panel tab: the tab is shown. */
const answersAClick = async (page: Page, tab: string | RegExp) => {
  const element = page.getByRole('tab', { name: tab });
  await element.click();
  await expect(element).toHaveAttribute('aria-selected', 'true');
};

/** The notice of saved input that could not be loaded, with its two choices. */
const savedFailure = (page: Page) =>
  page.getByRole('alert').filter({ has: page.getByRole('button', { name: /^Open without/ }) });
const scenario = (page: Page) => page.getByRole('combobox', { name: 'Scenario' });
const turnLabel = (page: Page) => page.getByRole('status').filter({ hasText: /^t\d+ of \d+/ });
const transcriptErrors = (page: Page) =>
  page
    .getByRole('alert')
    .filter({ has: page.getByRole('heading', { name: /is not a transcript/ }) });
/** The capability line as the model reads it, in a section that folds: opened when folded. */
const capabilityLine = async (page: Page) => {
  const summary = page.getByText('Scaffolding & capability line');
  await expect(summary).toBeVisible();
  const section = page.getByRole('region', { name: 'Capability line' });
  if (!(await section.isVisible())) await summary.click();
  return section.getByText(/^<tool_capabilities>/);
};
const pager = (page: Page) => page.getByText(/^Showing [\d,]+ of [\d,]+ characters/);

for (const size of [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const) {
  test.describe(size.name, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('saved settings of 20,000 dropped roots: the app starts and offers to open without them', async ({
      page,
    }) => {
      await openDemo(page);
      await putSaved(page, `catalogSettings/${DEMO_KEY}`, manyDroppedRoots, 20_000);
      await revisit(page);
      await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('169 tools');
      await answersAClick(page, /Catalog/);
      const notice = savedFailure(page);
      await expect(notice).toContainText('could not be loaded');
      await expect(notice).toContainText(
        `/catalogSettings/${DEMO_KEY}/drop: 20,000 roots; toollens reads at most 10,000`,
      );
      await page.screenshot(shot(`saved-settings-refused-${size.name}.png`));
      // Kept until the user chooses: Open without them leaves them saved, Discard deletes them.
      await notice.getByRole('button', { name: /Open without/ }).click();
      await expect(notice).toHaveCount(0);
      expect(await getSaved(page, `catalogSettings/${DEMO_KEY}`)).toMatchObject({
        value: { drop: { length: 20_000 } },
      });
      await revisit(page);
      await savedFailure(page)
        .getByRole('button', { name: /Discard/ })
        .click();
      await expect(savedFailure(page)).toHaveCount(0);
      await saved(page);
      expect(await getSaved(page, `catalogSettings/${DEMO_KEY}`)).toMatchObject({ deleted: true });
      await revisit(page);
      await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('169 tools');
      await expect(savedFailure(page)).toHaveCount(0);
    });

    test('a saved 5,000-turn transcript: the app starts, says what it refused, and opens without it', async ({
      page,
    }) => {
      await openDemo(page);
      await putSaved(page, 'transcripts/log5k', savedLongTranscript, 'log5k', 5_000);
      await putSavedView(page, '#panel=timeline&scenario=log5k');
      await revisit(page);
      await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('169 tools');
      const notice = savedFailure(page);
      await expect(notice).toContainText('The saved transcript "log5k" could not be loaded');
      await expect(notice).toContainText('has 5,000 turns; toollens replays at most 2,000');
      await page.screenshot(shot(`saved-transcript-refused-${size.name}.png`));
      await answersAClick(page, /Search/);
      await answersAClick(page, /Timeline/);
      // The engine is alive: a search answers.
      await page.getByRole('tab', { name: /Search/ }).click();
      await page.getByRole('searchbox', { name: 'Query' }).fill('merge pdf');
      await expect(page.getByRole('table', { name: /ranked by|in catalog order/ })).toHaveAttribute(
        'data-query',
        'merge pdf',
      );
      await expect(page.getByRole('status', { name: 'Search engine' })).toHaveCount(0);

      await page.getByRole('tab', { name: /Timeline/ }).click();
      await notice.getByRole('button', { name: /Open without/ }).click();
      await expect(scenario(page)).toHaveValue('spec-five-turns');
      await expect(turnLabel(page)).toContainText('of 5');
      // Still saved, and still listed: the user chose to go on without it, not to lose it.
      await expect(scenario(page).getByRole('option')).toContainText(['log5k']);
      await scenario(page).selectOption('log5k');
      await savedFailure(page)
        .getByRole('button', { name: /Discard/ })
        .click();
      await expect(scenario(page)).toHaveValue('spec-five-turns');
      await saved(page);
      expect(await getSaved(page, 'transcripts/log5k')).toMatchObject({ deleted: true });
    });

    test('a saved transcript with a 1.2 MB message draws a bounded slice, with Show more', async ({
      page,
    }) => {
      await openDemo(page);
      await putSaved(page, 'transcripts/long-message', savedLongMessage, 'long-message', 1.2e6);
      await putSavedView(page, '#panel=timeline&scenario=long-message');
      await revisit(page);
      // The message's <q>: a quotation has no role or name to find it by.
      const text = page.getByTestId('event-message');
      await expect(text).toBeVisible({ timeout: 30_000 });
      await expect(pager(page)).toContainText('Showing 2,000 of 1,200,000 characters');
      expect((await text.textContent())?.length).toBeLessThanOrEqual(2_001);
      await page.screenshot(shot(`long-message-${size.name}.png`));
      await page.getByRole('button', { name: /Show 2,000 more characters/ }).click();
      await expect(pager(page)).toContainText('Showing 4,000 of 1,200,000 characters');
      // Shown again, the tab draws the message again (how fast: perf/savedInput.spec.ts).
      await answersAClick(page, /Search/);
      await answersAClick(page, /Timeline/);
      await expect(text).toBeVisible();
    });
  });
}

test('a link of 20,000 dropped roots is refused by its count, and nothing is saved', async ({
  page,
}) => {
  await openDemo(page);
  const hash = await shareHash(page, {
    v: 1,
    view: '#panel=search',
    settings: { key: DEMO_KEY, settings: manyDroppedRoots(20_000) },
  });
  await revisit(page, `/${hash}`);
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('169 tools');
  await expect(page.getByRole('status', { name: 'Notice' })).toContainText(
    'share link /settings/settings/drop: 20,000 roots; toollens reads at most 10,000',
  );
  await answersAClick(page, /Catalog/);
  await saved(page);
  expect(await getSaved(page, `catalogSettings/${DEMO_KEY}`)).toBeUndefined();
  await revisit(page);
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('169 tools');
  await answersAClick(page, /Search/);
});

test('a link’s settings ask before they are saved: Cancel applies them for this visit only', async ({
  page,
}) => {
  await openDemo(page);
  const hash = await shareHash(page, {
    v: 1,
    view: '#panel=catalog',
    settings: { key: DEMO_KEY, settings: { scaffolding: {}, rename: {}, drop: ['pdf'] } },
  });
  const asked: string[] = [];
  page.once('dialog', async (dialog) => {
    asked.push(dialog.message());
    await dialog.dismiss();
  });
  await revisit(page, `/${hash}`);
  await expect(page.getByRole('status', { name: 'Notice' })).toContainText('for this visit only');
  expect(asked[0]).toContain('This link carries scaffolding and capability-line settings');
  const line = await capabilityLine(page);
  await expect(line).not.toContainText('pdf,');
  await saved(page);
  expect(await getSaved(page, `catalogSettings/${DEMO_KEY}`)).toBeUndefined();

  page.once('dialog', (dialog) => dialog.accept());
  await revisit(page, `/${hash}`);
  await expect(await capabilityLine(page)).not.toContainText('pdf,');
  await saved(page);
  expect(await getSaved(page, `catalogSettings/${DEMO_KEY}`)).toMatchObject({
    value: { drop: ['pdf'] },
  });
});

test('a 5,000-turn log is refused where it is imported, naming its count and the bound', async ({
  page,
}) => {
  await openDemo(page, '#panel=timeline');
  await expect(turnLabel(page)).toContainText('of 5', { timeout: 20_000 });
  await page.getByLabel('Import…', { exact: true }).setInputFiles({
    name: 'log5k.json',
    mimeType: 'application/json',
    buffer: Buffer.from(longAnthropicLog(5_000)),
  });
  await expect(transcriptErrors(page)).toContainText(
    'the log has 5,000 turns; toollens replays at most 2,000',
  );
  await answersAClick(page, /Search/);
  await expect(page.getByRole('status', { name: 'Search engine' })).toHaveCount(0);
});

test('a log nested 10,000 levels deep is refused where it is imported, naming the depth', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await openDemo(page, '#panel=timeline');
  await expect(turnLabel(page)).toContainText('of 5', { timeout: 20_000 });
  await page.getByLabel('Import…', { exact: true }).setInputFiles({
    name: 'deep.json',
    mimeType: 'application/json',
    buffer: Buffer.from(deepAnthropicLog(10_000)),
  });
  const panel = transcriptErrors(page);
  await expect(panel).toContainText('deep.json (read as Anthropic Messages) is not a transcript');
  await expect(panel).toContainText(
    'messages[1].content[0].input: nests more than 64 levels deep; toollens reads tool arguments nested at most 64 levels',
  );
  await page.screenshot(shot('deep-log-refused.png'));
  expect(errors).toEqual([]);
});
