import { expect, type Page } from '@playwright/test';
import { shot } from './helpers';

/**
 * The Catalog panel's "Scaffolding & capability line" section, as the catalogSettings specs
 * find and drive it: its regions, the line, its roots, and the steps that edit them.
 */

export const settingsSection = (page: Page) =>
  page.getByRole('group', { name: 'Scaffolding & capability line' });
const lineSection = (page: Page) => page.getByRole('region', { name: 'Capability line' });
/** "1,234 characters · 300 tokens by … · …": the line's size. */
const lineSize = (page: Page) => lineSection(page).getByText(/^[\d,]+ characters? · /);
/** The line itself. */
export const capabilityLine = (page: Page) => lineSection(page).getByText(/^<tool_capabilities>/);
/** "covers N of M tools · C of B characters". */
export const lineCoverage = (page: Page) => lineSection(page).getByText(/^covers .* characters$/);
export const scaffolding = (page: Page) =>
  page.getByRole('region', { name: 'Scaffolding (always declared)' });
/** A marked tool's chip, by its Unmark button. */
export const markedChip = (page: Page, tool: string) =>
  scaffolding(page).getByRole('button', { name: `Unmark ${tool} as scaffolding` });
export const rootsRegion = (page: Page) => page.getByRole('region', { name: 'Roots', exact: true });
export const droppedList = (page: Page) => rootsRegion(page).getByRole('list', { name: 'Dropped' });
/** "5,000 roots" or "1 root of 5,000 match". */
export const rootsCount = (page: Page) =>
  rootsRegion(page).getByText(/^[\d,]+ roots?( of [\d,]+ match)?$/);

export const openSettings = async (page: Page) => {
  await page.getByRole('tab', { name: /Catalog/ }).click();
  const section = settingsSection(page);
  if ((await section.getAttribute('open')) === null)
    await section.getByText('Scaffolding & capability line', { exact: true }).click();
  await expect(lineSize(page)).toContainText('tokens');
  return section;
};

/** The line's length in characters, as the section shows it. */
export const lineChars = async (page: Page): Promise<number> => {
  const text = (await lineSize(page).textContent()) ?? '';
  return Number(/^([\d,]+) character/.exec(text)?.[1]?.replace(/,/g, '') ?? Number.NaN);
};

/** The roots table's rows, the header row left out. */
export const rootRows = (page: Page) =>
  rootsRegion(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
/** One root's row: the one whose rename field names it. */
export const rootRow = (page: Page, root: string) =>
  rootRows(page).filter({ has: page.getByLabel(`Rename ${root} to`, { exact: true }) });

/** The roots the line lists, read from its text. */
export const lineRoots = async (page: Page): Promise<string[]> => {
  const text = (await capabilityLine(page).textContent()) ?? '';
  const inner =
    /^<tool_capabilities>(.*?)( \+ [\d,]+ tools? under no root)?<\/tool_capabilities>$/.exec(text);
  return inner?.[1] ? inner[1].split(', ') : [];
};

/** How many tools the line leaves under no root, as the section says it (0 when none). */
export const underNoRoot = async (page: Page): Promise<number> => {
  const list = lineSection(page).getByText(/^[\d,]+ tools? under no root of the line$/);
  if ((await list.count()) === 0) return 0;
  return Number(/^([\d,]+) tool/.exec((await list.textContent()) ?? '')?.[1]?.replace(/,/g, ''));
};

/**
 * Sets the line's budget and waits for the worker's line under it. The rename, merge and drop
 * figures below hold while every root is in the line, so those tests first give it room.
 */
export const setBudget = async (page: Page, budget: number) => {
  await page.getByLabel('Line budget (characters)').fill(String(budget));
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(lineCoverage(page)).toContainText(`of ${budget.toLocaleString('en-US')} characters`);
};

export const rename = async (page: Page, root: string, to: string, button: 'Rename' | 'Merge') => {
  const row = rootRow(page, root);
  await row.getByLabel(`Rename ${root} to`).fill(to);
  await row.getByRole('button', { name: button, exact: true }).click();
};

export const catalogTable = (page: Page) => page.getByRole('table', { name: / of [\d,]+ tools?$/ });
export const detailScaffolding = (page: Page) =>
  page.getByRole('checkbox', { name: 'Scaffolding: always declared, never a search result' });

export const screenshots = async (page: Page, name: string) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot(shot(`${name}-1440.png`));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot(shot(`${name}-390.png`));
  await page.setViewportSize({ width: 1440, height: 900 });
};
