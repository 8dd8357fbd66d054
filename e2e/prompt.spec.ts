import { expect, type Page, test } from '@playwright/test';
import { shot } from './helpers';
import { reopenDemo, sharedPage } from './sharedPage';

/**
 * The Prompt panel: sections, the cache-stable prefix, the diff, provider caches, switches. The
 * tests share one loaded page (sharedPage.ts), each opening the Prompt panel afresh.
 */

const shared = sharedPage();

const prefix = (page: Page) => page.getByRole('region', { name: 'Cache-stable prefix' });
const PREFIX_BREAK = /^(Breaks in|Byte-identical to|The first turn has)/;
/** The prefix strip's sections, each titled "Tool declarations: 1,234 of 5,678 chars stable". */
const strip = (page: Page) =>
  prefix(page).getByRole('list', { name: 'Sections, to scale' }).getByRole('listitem');
/** The prompt's sections, each a region named by its title (SECTION_TITLES in the engine). */
const PROMPT_SECTIONS =
  /^(Protocol|Capabilities|Discovery|Tool declarations|Working-set status|Found tools, in the conversation)$/;
const providers = (page: Page) => page.getByRole('region', { name: 'Provider caches' });
const openaiRow = (page: Page) =>
  providers(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^OpenAI/ }) });
/** The cached-tokens cell: the third data cell after the model (min, step, cached, uncached). */
const openaiCached = (page: Page) => openaiRow(page).getByRole('cell').nth(2);
const diffStats = (page: Page) => page.getByText(/^\+[\d,]+ −[\d,]+ chars, in /);

const openPrompt = async (page: Page, hash: string) => {
  await reopenDemo(page, hash);
  await expect(prefix(page)).toBeVisible({ timeout: 20_000 });
  // The provider models live in the store, not the view: a test before this one on the shared
  // page may have edited them.
  const reset = providers(page).getByRole('button', { name: 'reset the models' });
  if ((await reset.count()) > 0) await reset.click();
  await expect(reset).toHaveCount(0);
};

/** The stable prefix's figures, as the line under the share reads: "X of Y chars · A of B tokens". */
const figures = async (page: Page) => {
  const text =
    (await prefix(page)
      .getByText(/ chars · /)
      .textContent()) ?? '';
  const [, chars, tokens] = /([\d,]+) of [\d,]+ chars · ([\d,]+) of/.exec(text) ?? [];
  return { chars: Number(chars?.replace(/,/g, '')), tokens: Number(tokens?.replace(/,/g, '')) };
};

test('two turns with the same working set: a 100% stable prefix, up to and past the varying line', async () => {
  const page = shared();
  await openPrompt(page, '#panel=prompt&scenario=spec-five-turns&turn=3');
  await expect(page.getByRole('status').filter({ hasText: /^t\d+ of \d+/ })).toContainText(
    't3 of 5',
  );
  await expect(prefix(page).getByText(/^\d+%$/)).toHaveText('100%');
  await expect(prefix(page).getByText(PREFIX_BREAK)).toContainText('Byte-identical to t2');
  // Every section, the declarations and the varying line included, lies in the stable prefix.
  const sections = strip(page);
  await expect(sections).toHaveCount(5);
  for (const section of await sections.all())
    await expect(section).toHaveAttribute('data-stable', 'all');
  await expect(page.getByRole('region', { name: PROMPT_SECTIONS })).toHaveCount(5);
  await expect(page.getByRole('region', { name: PROMPT_SECTIONS }).last()).toContainText(
    'You currently have 3 of 5 activated tools loaded.',
  );
  expect((await figures(page)).chars).toBeGreaterThan(10_000);
  await page.screenshot(shot('prompt-stable.png'));
});

test('turning on "unsorted" shortens the stable prefix, and the panel says by how much', async () => {
  const page = shared();
  await openPrompt(page, '#panel=prompt&scenario=spec-five-turns&turn=3');
  await expect(prefix(page).getByText(/^\d+%$/)).toHaveText('100%');
  const { chars: sortedChars, tokens: sortedTokens } = await figures(page);
  const sortedCached = await openaiCached(page).textContent();

  await page.getByRole('checkbox', { name: 'unsorted declarations' }).check();
  await expect(page).toHaveURL(/unsorted=1/);
  await expect(prefix(page).getByText(/^\d+%$/)).not.toHaveText('100%');
  const { chars, tokens } = await figures(page);
  expect(chars).toBeLessThan(sortedChars);
  expect(tokens).toBeLessThan(sortedTokens);
  await expect(prefix(page).getByText(PREFIX_BREAK)).toContainText('Breaks in Tool declarations');
  await expect(prefix(page).getByTitle(/^Tool declarations: /)).toHaveAttribute(
    'data-stable',
    'part',
  );
  await expect(page.getByText('▼ prefix breaks here')).toBeVisible();
  await expect(openaiCached(page)).not.toHaveText(sortedCached ?? '');
  await page.screenshot(shot('prompt-unsorted.png'));
  // The diff says why: read_pdf moved to the front of the declarations.
  await page.getByRole('combobox', { name: 'Show' }).selectOption('prev');
  await expect(diffStats(page)).toContainText('in Tool declarations');
  await expect(page.getByRole('insertion').first()).toContainText('{"name":"read_pdf"');
  // The panel's main column, a layout box with no name of its own.
  await page
    .locator('.prompt-main')
    .screenshot({ path: 'e2e/screenshots/prompt-diff-unsorted.png' });
  await page.getByRole('combobox', { name: 'Show' }).selectOption('none');

  // The varying line first breaks the prefix at its very start.
  await page.getByRole('checkbox', { name: 'unsorted declarations' }).uncheck();
  await page.getByRole('checkbox', { name: 'varying line first' }).check();
  await expect(strip(page).first()).toHaveAttribute('data-section', 'varying');
});

test('the diff against the previous turn shows what changed, as text, tagged by section', async () => {
  const page = shared();
  await openPrompt(page, '#panel=prompt&scenario=spec-five-turns&turn=4&diff=prev');
  const diff = page.getByRole('region', { name: /^t\d+ → t\d+$/ });
  await expect(diff).toBeVisible();
  await expect(diffStats(page)).toContainText('in Tool declarations, Working-set status');
  await expect(diff.getByRole('insertion').filter({ hasText: '"name":"run_view"' })).toHaveCount(1);
  await expect(diff.getByRole('deletion').filter({ hasText: '"name":"query_json"' })).toHaveCount(
    1,
  );
  await expect(diff.getByRole('insertion').last()).toHaveText(
    'You currently have 5 of 5 activated tools loaded.',
  );
  await page.screenshot(shot('prompt-diff.png'));
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot(shot('prompt-diff-dark.png'));
  await page.emulateMedia({ colorScheme: 'light' });

  // Any turn can be the other side.
  await page.getByRole('combobox', { name: 'Show' }).selectOption('1');
  await expect(page).toHaveURL(/diff=1/);
  await expect(page.getByRole('heading', { name: 't1 → t4' })).toBeVisible();
});

test('editing a provider model changes its cached tokens at once', async () => {
  const page = shared();
  await openPrompt(page, '#panel=prompt&scenario=spec-five-turns&turn=3');
  const openai = openaiRow(page);
  await expect(openaiCached(page)).toContainText('3,840');
  await openai.getByLabel('openai step').fill('1');
  await expect(openaiCached(page)).toContainText('3,923');
  await expect(providers(page).getByRole('cell', { name: /^0% cached: .*OpenAI/ })).toHaveCount(0);
  await openai.getByLabel('openai minimum tokens').fill('5000');
  await expect(openaiCached(page)).toContainText(/^0/);
  await expect(providers(page).getByRole('cell', { name: /^0% cached: .*OpenAI/ })).toHaveText(
    "0% cached: the shared prefix is under OpenAI's minimum of 5,000 tokens",
  );
});

test('the declaration orders table gives the CLI’s figures for the same turns, the design in use', async () => {
  const page = shared();
  await openPrompt(page, '#panel=prompt&scenario=spec-five-turns&turn=5');
  const size = page.viewportSize();
  const orders = page.getByRole('region', { name: 'Declaration orders table' });
  const row = (name: string) => orders.getByRole('row', { name: new RegExp(`^${name}`) });
  // `toollens replay --scenario spec-five-turns`: Anthropic 24% / 24% / 62%, OpenAI 66% / 71% / 83%.
  await expect(row('sorted by name \\(the design\\) · in use').getByRole('cell')).toHaveText([
    /^24%hit on 1 of 4 turns$/,
    /^66%hit on 4 of 4 turns$/,
  ]);
  await expect(row('appended as activated').getByRole('cell')).toHaveText([/^24%/, /^71%/]);
  await expect(row('found tools in the conversation').getByRole('cell')).toHaveText([
    /^62%hit on 4 of 4 turns$/,
    /^83%/,
  ]);
  await orders.focus();
  await expect(orders).toBeFocused();
  const heading = page.getByRole('heading', { name: 'Declaration orders on the same turns' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot(shot('prompt-orders-1440.png'));
  await page.setViewportSize({ width: 390, height: 844 });
  await heading.scrollIntoViewIfNeeded();
  await page.screenshot(shot('prompt-orders-390.png', false));
  await page.screenshot(shot('prompt-orders-390-full.png'));
  // At 320 the section strip stacks and both tables keep to the panel, scrolling in their boxes.
  await page.setViewportSize({ width: 320, height: 844 });
  await prefix(page).screenshot({ path: 'e2e/screenshots/prompt-prefix-320.png' });
  // The side column, a layout box with no name of its own.
  await page.locator('.prompt-side').screenshot({ path: 'e2e/screenshots/prompt-side-320.png' });
  // The shared page's own size again, for the tests after this one.
  if (size) await page.setViewportSize(size);
});
