import type { Page } from '@playwright/test';

/** The Evaluate panel's status line and view buttons, for evaluate and querySets specs. */

export const evalStatus = (page: Page) => page.getByRole('status', { name: 'Evaluation' });
export const viewButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Evaluate views' }).getByRole('button', { name, exact: true });
