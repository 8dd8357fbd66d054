import { expect, type Page } from '@playwright/test';
import { reopenDemo } from './sharedPage';

/**
 * The Timeline panel as its specs (timeline.spec.ts, timelineImport.spec.ts) read it: the
 * working-set figure, its rows and slots, the current turn and the scenario shown.
 */

export const figure = (page: Page) =>
  page.getByRole('figure', { name: 'Working set', exact: true });
export const turnLabel = (page: Page) => page.getByRole('status', { name: 'Current turn' });
export const about = (page: Page) => page.getByRole('status', { name: 'About the scenario' });
export const scenario = (page: Page) => page.getByRole('combobox', { name: 'Scenario' });
export const detail = (page: Page) => page.getByRole('region', { name: /^t\d+ / });
/** The working set's row of turn `turn`: the item holding that turn's button. */
export const wsRow = (page: Page, turn: number) =>
  figure(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `t${turn}`, exact: true }) });
// An event's item holds lists of its own (the menu, the tools loaded), so a role query for the
// events' items would match those too; the test id names the events alone.
export const events = (page: Page) => page.getByTestId('event');

/** The slots of the current turn's row (its list is named by the turn), free slots left out. */
export const slotsOf = async (page: Page) => {
  const at = /^t(\d+)/.exec((await turnLabel(page).textContent()) ?? '')?.[1];
  return page
    .getByRole('list', { name: `Working set at t${at}`, exact: true })
    .getByRole('listitem')
    .filter({ hasText: /\S/ })
    .filter({ hasNotText: /^\+\d+ free$/ });
};

/** The current row's slots as the spec's figure writes them: `−name` for an evicted tool. */
export const drawn = async (page: Page) =>
  (await (
    await slotsOf(page)
  ).evaluateAll((slots) =>
    slots.map(
      (slot) =>
        `${(slot as HTMLElement).dataset.state}:${slot.querySelector('.slot-name')?.textContent}`,
    ),
  )) as string[];

export const openTimeline = async (page: Page, hash = '#panel=timeline') => {
  await reopenDemo(page, hash);
  await expect(figure(page)).toBeVisible({ timeout: 20_000 });
};
