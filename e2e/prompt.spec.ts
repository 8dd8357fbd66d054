import { expect, type Page, test } from '@playwright/test';
import { openDemo, shot } from './helpers';

/** The Prompt panel: sections, the cache-stable prefix, the diff, provider caches, switches. */

const openPrompt = async (page: Page, hash: string) => {
  await openDemo(page, hash);
  await expect(page.getByTestId('prefix-summary')).toBeVisible({ timeout: 20_000 });
};

const number = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).textContent())?.replace(/,/g, ''));

test('two turns with the same working set: a 100% stable prefix, up to and past the varying line', async ({
  page,
}) => {
  await openPrompt(page, '#panel=prompt&scenario=spec-five-turns&turn=3');
  await expect(page.getByTestId('turn-label')).toContainText('t3 of 5');
  await expect(page.getByTestId('prefix-share')).toHaveText('100%');
  await expect(page.getByTestId('prefix-break')).toContainText('Byte-identical to t2');
  // Every section, the declarations and the varying line included, lies in the stable prefix.
  const sections = page.getByTestId('prefix-section');
  await expect(sections).toHaveCount(5);
  for (const section of await sections.all())
    await expect(section).toHaveAttribute('data-stable', 'all');
  await expect(page.getByTestId('prompt-section')).toHaveCount(5);
  await expect(page.getByTestId('prompt-section').last()).toContainText(
    'You currently have 3 of 5 activated tools loaded.',
  );
  expect(await number(page, 'prefix-chars')).toBeGreaterThan(10_000);
  await page.screenshot(shot('prompt-stable.png'));
});

test('turning on "unsorted" shortens the stable prefix, and the panel says by how much', async ({
  page,
}) => {
  await openPrompt(page, '#panel=prompt&scenario=spec-five-turns&turn=3');
  await expect(page.getByTestId('prefix-share')).toHaveText('100%');
  const sortedChars = await number(page, 'prefix-chars');
  const sortedTokens = await number(page, 'prefix-tokens');
  const sortedCached = await page
    .getByTestId('provider-openai')
    .getByTestId('cached')
    .textContent();

  await page.getByTestId('switch-unsorted').check();
  await expect(page).toHaveURL(/unsorted=1/);
  await expect(page.getByTestId('prefix-share')).not.toHaveText('100%');
  const chars = await number(page, 'prefix-chars');
  const tokens = await number(page, 'prefix-tokens');
  expect(chars).toBeLessThan(sortedChars);
  expect(tokens).toBeLessThan(sortedTokens);
  await expect(page.getByTestId('prefix-break')).toContainText('Breaks in Tool declarations');
  await expect(
    page.locator('[data-section="declarations"][data-testid="prefix-section"]'),
  ).toHaveAttribute('data-stable', 'part');
  await expect(page.getByTestId('break-mark')).toBeVisible();
  await expect(page.getByTestId('provider-openai').getByTestId('cached')).not.toHaveText(
    sortedCached ?? '',
  );
  await page.screenshot(shot('prompt-unsorted.png'));
  // The diff says why: read_pdf moved to the front of the declarations.
  await page.getByTestId('diff-select').selectOption('prev');
  await expect(page.getByTestId('diff-stats')).toContainText('in Tool declarations');
  await expect(page.getByTestId('diff-added').first()).toContainText('{"name":"read_pdf"');
  await page
    .locator('.prompt-main')
    .screenshot({ path: 'e2e/screenshots/prompt-diff-unsorted.png' });
  await page.getByTestId('diff-select').selectOption('none');

  // The varying line first breaks the prefix at its very start.
  await page.getByTestId('switch-unsorted').uncheck();
  await page.getByTestId('switch-varying').check();
  await expect(page.getByTestId('prefix-section').first()).toHaveAttribute(
    'data-section',
    'varying',
  );
});

test('the diff against the previous turn shows what changed, as text, tagged by section', async ({
  page,
}) => {
  await openPrompt(page, '#panel=prompt&scenario=spec-five-turns&turn=4&diff=prev');
  const diff = page.getByTestId('prompt-diff');
  await expect(diff).toBeVisible();
  await expect(page.getByTestId('diff-stats')).toContainText(
    'in Tool declarations, Working-set status',
  );
  await expect(diff.getByTestId('diff-added').filter({ hasText: '"name":"run_view"' })).toHaveCount(
    1,
  );
  await expect(
    diff.getByTestId('diff-removed').filter({ hasText: '"name":"query_json"' }),
  ).toHaveCount(1);
  await expect(diff.getByTestId('diff-added').last()).toHaveText(
    'You currently have 5 of 5 activated tools loaded.',
  );
  await page.screenshot(shot('prompt-diff.png'));
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot(shot('prompt-diff-dark.png'));
  await page.emulateMedia({ colorScheme: 'light' });

  // Any turn can be the other side.
  await page.getByTestId('diff-select').selectOption('1');
  await expect(page).toHaveURL(/diff=1/);
  await expect(page.getByRole('heading', { name: 't1 → t4' })).toBeVisible();
});

test('editing a provider model changes its cached tokens at once', async ({ page }) => {
  await openPrompt(page, '#panel=prompt&scenario=spec-five-turns&turn=3');
  const openai = page.getByTestId('provider-openai');
  await expect(openai.getByTestId('cached')).toContainText('3,840');
  await openai.getByLabel('openai step').fill('1');
  await expect(openai.getByTestId('cached')).toContainText('3,923');
  await expect(page.getByTestId('cache-note-openai')).toHaveCount(0);
  await openai.getByLabel('openai minimum tokens').fill('5000');
  await expect(openai.getByTestId('cached')).toContainText(/^0/);
  await expect(page.getByTestId('cache-note-openai')).toHaveText(
    "0% cached: the shared prefix is under OpenAI's minimum of 5,000 tokens",
  );
});

test('the declaration orders table gives the CLI’s figures for the same turns, the design in use', async ({
  page,
}) => {
  await openPrompt(page, '#panel=prompt&scenario=spec-five-turns&turn=5');
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
  await page
    .getByTestId('prefix-summary')
    .screenshot({ path: 'e2e/screenshots/prompt-prefix-320.png' });
  await page.locator('.prompt-side').screenshot({ path: 'e2e/screenshots/prompt-side-320.png' });
});
