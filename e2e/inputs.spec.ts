import { expect, type Page, test } from '@playwright/test';
import { importFile, openDemo, saved, shareHash, shot } from './helpers';

/** Issue 15: what arrives from outside is checked before it replaces anything. */

const sizes = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** The user's own catalog, imported and saved (a new visit reads it from storage). */
const importMine = async (page: Page) => {
  await openDemo(page);
  await importFile(page, 'mine.json', JSON.stringify([{ name: 'mine_tool', description: 'Mine' }]));
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('mine.json');
  await saved(page);
};

for (const size of sizes) {
  test.describe(size.name, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('a damaged share link says so, and the message stays', async ({ page }) => {
      await page.goto('/#share=AAAA____');
      await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('demo');
      await expect(page.getByText('share link: the link is damaged or cut short')).toBeVisible();
      await page.screenshot(shot(`share-damaged-${size.name}.png`));
    });

    test('a link carrying garbage keeps the user’s catalog, saved and shown', async ({ page }) => {
      await importMine(page);
      const hash = await shareHash(page, {
        v: 1,
        view: '#imported=garbage.json',
        catalog: { name: 'garbage.json', text: '{"tools": [ not json' },
      });
      // A new visit (a hash change alone is the same page).
      await page.goto('about:blank');
      await page.goto(`/${hash}`);
      await expect(page.getByRole('alert')).toContainText('garbage.json');
      await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('mine.json');
      await page.screenshot(shot(`share-garbage-${size.name}.png`));
      // Still there on a plain revisit.
      await page.goto('about:blank');
      await page.goto('/#imported=mine.json');
      await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('mine.json');
    });

    test('a valid link catalog asks before replacing the user’s, and Cancel views it unsaved', async ({
      page,
    }) => {
      await importMine(page);
      const hash = await shareHash(page, {
        v: 1,
        view: '#imported=theirs.json',
        catalog: {
          name: 'theirs.json',
          text: JSON.stringify([{ name: 'their_tool', description: 'Theirs' }]),
        },
      });
      const asked: string[] = [];
      page.once('dialog', async (dialog) => {
        asked.push(dialog.message());
        await dialog.dismiss();
      });
      // A new visit (a hash change alone is the same page).
      await page.goto('about:blank');
      await page.goto(`/${hash}`);
      await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('theirs.json');
      expect(asked[0]).toContain('Replace your imported catalog mine.json');
      await expect(page.getByText('is shown for this visit only')).toBeVisible();
      await page.screenshot(shot(`share-view-only-${size.name}.png`));
      await page.goto('about:blank');
      await page.goto('/#imported=mine.json');
      await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('mine.json');
    });

    test('a 600 MB file is refused by its size before it is read', async ({ page }) => {
      await openDemo(page);
      await page.evaluate(() => {
        const file = new File(['[]'], 'huge.json', { type: 'application/json' });
        Object.defineProperty(file, 'size', { value: 600 * 1024 * 1024 });
        Object.defineProperty(file, 'text', {
          value: () => Promise.reject(new Error('read before its size was checked')),
        });
        const data = new DataTransfer();
        data.items.add(file);
        // The page reads files[0]; a real 600 MB drop looks like this one to it.
        Object.defineProperty(data, 'files', { value: [file] });
        window.dispatchEvent(new DragEvent('drop', { dataTransfer: data, cancelable: true }));
      });
      const panel = page.getByRole('alert');
      await expect(panel).toContainText('huge.json');
      await expect(panel).toContainText('600 MB is over the 50 MB limit');
      await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('demo');
      await page.screenshot(shot(`file-too-large-${size.name}.png`));
    });
  });
}
