import { expect, test } from '@playwright/test';
import { hitNames, openDemo, shot } from './helpers';

/** Embed mode: one panel, minimal chrome, a link to the full app, and its iframe snippet. */

test('an embed URL renders only its panel, with an "open in toollens" link', async ({ page }) => {
  await page.goto('/?embed=1&panel=search&q=merge+pdf');
  await expect(page.getByRole('link', { name: 'open in toollens ↗' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: /^Query/ })).toHaveValue('merge pdf');
  await expect(hitNames(page).first()).toHaveText('merge_pdfs');
  // No tabs, no header, no catalog picker, no share button.
  await expect(page.getByRole('tablist', { name: 'Panels' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Built-in catalog' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Connect/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
  const open = page.getByRole('link', { name: 'open in toollens ↗' });
  await expect(open).toHaveAttribute('href', /#q=merge\+pdf$/);
  await expect(open).toHaveAttribute('target', '_blank');
  await page.screenshot(shot('embed-search.png'));
});

test('"copy embed code" gives an iframe snippet that opens the same view', async ({ page }) => {
  await openDemo(page, '#q=colored+tag');
  await expect(hitNames(page).first()).toBeVisible();
  // The full app's catalog picker, which the embed above must not show.
  await expect(page.getByRole('group', { name: 'Built-in catalog' })).toBeVisible();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const code = await page.getByRole('textbox', { name: 'Embed this panel in a page' }).inputValue();
  expect(code).toMatch(
    /^<iframe src="http:\/\/localhost:\d+\/\?embed=1&amp;panel=search&amp;q=colored\+tag&amp;ranker=seed"/,
  );
  await page.getByRole('button', { name: 'Copy embed code' }).click();

  // The snippet in a page of its own, as a blog post would hold it.
  const src = (code.match(/src="([^"]+)"/)?.[1] ?? '').replace(/&amp;/g, '&');
  await page.setContent(`<!doctype html><h1>My post</h1>${code}`);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('searchbox', { name: /^Query/ })).toHaveValue('colored tag');
  await expect(frame.getByRole('table', { name: /hits?, ranked by/ })).toBeVisible();
  expect(src).toContain('?embed=1&panel=search&q=colored+tag');
  await page.screenshot(shot('embed-iframe.png'));
});
