import { expect, test } from '@playwright/test';
import { saved, shot } from './helpers';
import { sharedPage } from './sharedPage';
import {
  about,
  detail,
  drawn,
  events,
  figure,
  openTimeline,
  scenario,
  slotsOf,
  turnLabel,
  wsRow,
} from './timelineView';

/**
 * The Timeline panel: the spec's five turns scrubbed, live descriptions, editing. The tests
 * share one loaded page (sharedPage.ts), each opening the Timeline afresh. The one that reloads
 * has its own page. Imported transcripts are timelineImport.spec.ts's.
 */

const shared = sharedPage();

test("scrubbing the spec's five turns with budget 5 shows the spec's slots and evictions", async () => {
  const page = shared();
  await openTimeline(page);
  await expect(scenario(page)).toHaveValue('spec-five-turns');
  await expect(page.getByRole('status', { name: 'Budget' })).toHaveText('5 slots');
  await expect(turnLabel(page)).toContainText('t1 of 5');
  expect(await drawn(page)).toEqual(['activated:read_pdf']);

  // → steps a turn, wherever the focus is outside a text field.
  await figure(page).click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(turnLabel(page)).toContainText('t3 of 5');
  expect(await drawn(page)).toEqual(['warm:read_pdf', 'held:query_json', 'held:read_json']);

  await page.keyboard.press('ArrowRight');
  await expect(turnLabel(page)).toContainText('t4 of 5');
  expect(await drawn(page)).toEqual([
    'held:read_pdf',
    'held:read_json',
    'activated:run_view',
    'activated:search_text',
    'activated:merge_pdfs',
    'evicted:query_json',
  ]);
  await expect(page).toHaveURL(/turn=4/);
  await page.screenshot(shot('timeline-t4.png'));

  await page.getByRole('slider', { name: 'Turn' }).fill('5');
  await expect(turnLabel(page)).toContainText('t5 of 5');
  expect(await drawn(page)).toEqual([
    'held:read_pdf',
    'held:run_view',
    'held:search_text',
    'held:merge_pdfs',
    'activated:generate_pdf',
    'evicted:read_json',
  ]);
  await expect(detail(page)).toContainText('search_tools("generate pdf", capabilities: pdf)');
  await expect(
    detail(page).getByRole('list', { name: 'Menu' }).getByRole('listitem').first(),
  ).toHaveText('generate_pdf');
  await page.screenshot(shot('timeline.png'));
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot(shot('timeline-dark.png'));
  // The shared page's light scheme again, for the tests after this one.
  await page.emulateMedia({ colorScheme: 'light' });
});

test('the budget re-projects every turn live', async () => {
  const page = shared();
  await openTimeline(page, '#panel=timeline&turn=5');
  await page.getByRole('slider', { name: 'Working-set budget' }).fill('3');
  await expect(page.getByRole('status', { name: 'Budget' })).toHaveText('3 slots');
  await expect(await slotsOf(page)).toHaveCount(4);
  expect(await drawn(page)).toEqual([
    'held:search_text',
    'held:merge_pdfs',
    'activated:generate_pdf',
    'evicted:run_view',
  ]);
  await expect(page).toHaveURL(/budget=3/);
  await page.screenshot(shot('timeline-budget-3.png'));
});

test('play walks the turns and stops at the last', async () => {
  const page = shared();
  await openTimeline(page);
  await page.getByRole('button', { name: /^(▶ Play|❚❚ Pause)$/ }).click();
  await expect(turnLabel(page)).toContainText('t5 of 5', { timeout: 10_000 });
  await expect(page.getByRole('button', { name: /^(▶ Play|❚❚ Pause)$/ })).toHaveText('▶ Play');
});

test('live descriptions: the polars refresh re-indexes run_python, and the search finds it', async () => {
  const page = shared();
  await openTimeline(page, '#panel=timeline&scenario=quarterly-report&turn=4');
  await expect(detail(page).getByText(/re-indexed: the clock passed its refresh$/)).toContainText(
    'run_python re-indexed',
  );
  await expect(detail(page)).toContainText('search_tools("polars")');
  await expect(detail(page).getByRole('list', { name: 'Menu' }).getByRole('listitem')).toHaveText([
    'run_python ⟳ new text',
  ]);
  await expect(wsRow(page, 4).getByText('⟳ re-index', { exact: true })).toBeVisible();
  await page.screenshot(shot('timeline-live.png'));
});

test('an activation of an unknown name shows activate_tool’s error and changes nothing', async () => {
  const page = shared();
  await openTimeline(page);
  await page.getByRole('button', { name: 'Edit transcript' }).click();
  await page.getByRole('combobox', { name: /^Add to t\d+$/ }).selectOption('activate');
  await page.getByRole('textbox', { name: 'Names', exact: true }).fill('pdf_read');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const error = page.getByRole('alert');
  await expect(error).toContainText(
    'toollens: activate_tool: unknown tool "pdf_read" (nearest: read_pdf, redact_pdf, read_file); nothing was activated',
  );
  await expect(error.getByRole('button')).toHaveText(['read_pdf', 'redact_pdf', 'read_file']);
  // Nothing changed: the same events, the same slots, still the demo as shipped.
  await expect(events(page)).toHaveCount(3);
  expect(await drawn(page)).toEqual(['activated:read_pdf']);
  await expect(about(page)).toContainText(/^demo /);
  await page.screenshot(shot('timeline-invalid-activation.png'));
});

test('an edited transcript survives a reload, and can be reset to the demo', async ({ page }) => {
  await openTimeline(page);
  await page.getByRole('button', { name: 'Edit transcript' }).click();
  await page.getByRole('combobox', { name: /^Add to t\d+$/ }).selectOption('activate');
  await page.getByRole('textbox', { name: 'Names', exact: true }).fill('generate_pdf');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(events(page)).toHaveCount(4);
  await expect.poll(() => drawn(page)).toEqual(['activated:read_pdf', 'activated:generate_pdf']);
  // Reordered: the user message moves below the search.
  await events(page).first().getByRole('button', { name: 'Move later' }).click();
  await expect(events(page).nth(1)).toContainText('What does the signed supplier contract say');
  await expect(about(page)).toContainText('demo, edited');

  await saved(page);
  await page.reload();
  await expect(figure(page)).toBeVisible({ timeout: 20_000 });
  await expect(about(page)).toContainText('demo, edited');
  await expect.poll(() => drawn(page)).toEqual(['activated:read_pdf', 'activated:generate_pdf']);
  await expect(events(page).nth(1)).toContainText('What does the signed supplier contract say');
  await page.screenshot(shot('timeline-edited-reloaded.png'));

  await page.getByRole('button', { name: 'Reset to the demo' }).click();
  await expect(about(page)).toContainText(/^demo /);
  await expect.poll(() => drawn(page)).toEqual(['activated:read_pdf']);
});

test('a transcript written in the app is read like a file, errors and all', async () => {
  const page = shared();
  await openTimeline(page);
  await page.getByRole('button', { name: 'Write JSON…' }).click();
  const text = page.getByRole('textbox', { name: 'Transcript JSON' });
  // A syntax slip is placed by line and column, as a catalog's is.
  await text.fill('{"name": "mine",\n  "turns": [,]}');
  await page.getByRole('button', { name: 'Save as new' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText(
    'toollens: the written transcript: line 2, column 13',
  );
  await text.fill(
    '{"name": "mine", "turns": [{"at": "2026-01-01T10:00:00Z", "events": [{"type": "call", "nam": "x"}]}]}',
  );
  await page.getByRole('button', { name: 'Save as new' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText(
    'toollens: the written transcript: /turns/0/events/0',
  );
  await text.fill(
    '{"name": "mine", "title": "Mine", "turns": [{"at": "2026-01-01T10:00:00Z", "events": [{"type": "activate", "names": ["merge_pdfs"]}]}]}',
  );
  await page.getByRole('button', { name: 'Save as new' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(scenario(page)).toHaveValue('mine');
  await expect.poll(() => drawn(page)).toEqual(['activated:merge_pdfs']);
});
