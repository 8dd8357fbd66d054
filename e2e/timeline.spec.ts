import { expect, type Page, test } from '@playwright/test';
import { openDemo, saved, shot, shotBoth } from './helpers';

/** The Timeline panel: the spec's five turns scrubbed, live descriptions, editing, markers. */

const slotsOf = (page: Page) =>
  page.locator('[data-testid="ws-row"][aria-current="step"] [data-testid="slot"]');

/** The current row's slots as the spec's figure writes them: `−name` for an evicted tool. */
const drawn = async (page: Page) =>
  (await slotsOf(page).evaluateAll((slots) =>
    slots.map(
      (slot) =>
        `${(slot as HTMLElement).dataset.state}:${slot.querySelector('.slot-name')?.textContent}`,
    ),
  )) as string[];

const openTimeline = async (page: Page, hash = '#panel=timeline') => {
  await openDemo(page, hash);
  await expect(page.getByTestId('ws-figure')).toBeVisible({ timeout: 20_000 });
};

test("scrubbing the spec's five turns with budget 5 shows the spec's slots and evictions", async ({
  page,
}) => {
  await openTimeline(page);
  await expect(page.getByTestId('scenario-select')).toHaveValue('spec-five-turns');
  await expect(page.getByTestId('budget-value')).toHaveText('5 slots');
  await expect(page.getByTestId('turn-label')).toContainText('t1 of 5');
  expect(await drawn(page)).toEqual(['activated:read_pdf']);

  // → steps a turn, wherever the focus is outside a text field.
  await page.getByTestId('ws-figure').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('turn-label')).toContainText('t3 of 5');
  expect(await drawn(page)).toEqual(['warm:read_pdf', 'held:query_json', 'held:read_json']);

  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('turn-label')).toContainText('t4 of 5');
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

  await page.getByTestId('turn-slider').fill('5');
  await expect(page.getByTestId('turn-label')).toContainText('t5 of 5');
  expect(await drawn(page)).toEqual([
    'held:read_pdf',
    'held:run_view',
    'held:search_text',
    'held:merge_pdfs',
    'activated:generate_pdf',
    'evicted:read_json',
  ]);
  await expect(page.getByTestId('turn-detail')).toContainText(
    'search_tools("generate pdf", capabilities: pdf)',
  );
  await expect(page.getByTestId('menu-hit').first()).toHaveText('generate_pdf');
  await page.screenshot(shot('timeline.png'));
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot(shot('timeline-dark.png'));
});

test('the budget re-projects every turn live', async ({ page }) => {
  await openTimeline(page, '#panel=timeline&turn=5');
  await page.getByTestId('budget-slider').fill('3');
  await expect(page.getByTestId('budget-value')).toHaveText('3 slots');
  await expect(slotsOf(page)).toHaveCount(4);
  expect(await drawn(page)).toEqual([
    'held:search_text',
    'held:merge_pdfs',
    'activated:generate_pdf',
    'evicted:run_view',
  ]);
  await expect(page).toHaveURL(/budget=3/);
  await page.screenshot(shot('timeline-budget-3.png'));
});

test('play walks the turns and stops at the last', async ({ page }) => {
  await openTimeline(page);
  await page.getByTestId('play').click();
  await expect(page.getByTestId('turn-label')).toContainText('t5 of 5', { timeout: 10_000 });
  await expect(page.getByTestId('play')).toHaveText('▶ Play');
});

test('live descriptions: the polars refresh re-indexes run_python, and the search finds it', async ({
  page,
}) => {
  await openTimeline(page, '#panel=timeline&scenario=quarterly-report&turn=4');
  await expect(page.getByTestId('reindexed')).toContainText('run_python re-indexed');
  await expect(page.getByTestId('turn-detail')).toContainText('search_tools("polars")');
  await expect(page.getByTestId('menu-hit')).toHaveText(['run_python ⟳ new text']);
  await expect(page.locator('[data-testid="ws-row"][data-turn="4"] .flag-reindex')).toBeVisible();
  await page.screenshot(shot('timeline-live.png'));
});

/** Thrash and waste on purpose: one slot, a tool evicted and wanted back, a repeated search. */
const WASTEFUL = {
  name: 'wasteful',
  title: 'A wasteful day',
  budget: 1,
  turns: [
    {
      at: '2026-01-01T10:00:00Z',
      events: [
        { type: 'search', query: 'read pdf' },
        { type: 'activate', names: ['read_pdf'] },
      ],
    },
    { at: '2026-01-01T10:01:00Z', events: [{ type: 'activate', names: ['merge_pdfs'] }] },
    {
      at: '2026-01-01T10:02:00Z',
      events: [
        { type: 'search', query: 'read pdf' },
        { type: 'activate', names: ['read_pdf'] },
        { type: 'call', name: 'generate_pdf' },
      ],
    },
  ],
};

test('an imported transcript shows its thrash and waste markers on their turns', async ({
  page,
}) => {
  await openTimeline(page);
  await page.getByTestId('transcript-file').setInputFiles({
    name: 'wasteful.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(WASTEFUL)),
  });
  await expect(page.getByTestId('scenario-select')).toHaveValue('wasteful');
  await expect(page.getByTestId('scenario-about')).toContainText('imported');
  await page.getByTestId('ws-row').filter({ hasText: 't3' }).getByRole('button').click();
  await expect(page.getByTestId('turn-label')).toContainText('t3 of 3');
  const row = page.locator('[data-testid="ws-row"][data-turn="3"]');
  await expect(row.getByTestId('ws-marker')).toHaveText(['↻ repeat', '⇄ thrash', '✕ undeclared']);
  const detail = page.getByTestId('turn-detail');
  await expect(detail.getByTestId('marker')).toHaveText([
    /Waste: the same search again\. "read pdf" was already searched at t1\./,
    /Thrash: .*read_pdf was evicted at t2 and activated again 1 turn\(s\) later\./,
    /Waste: called without ever being activated\. generate_pdf was called/,
  ]);
  await expect(detail.getByTestId('event-rejected')).toContainText('generate_pdf');
  await page.screenshot(shot('timeline-markers.png'));
});

test('a broken transcript file is refused with the path of each problem', async ({ page }) => {
  await openTimeline(page);
  const broken = {
    turns: [{ at: '2026-01-01T10:00', events: [{ type: 'activate', names: 'read_pdf' }] }],
  };
  await page.getByTestId('transcript-file').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(broken)),
  });
  const errors = page.getByTestId('transcript-errors');
  await expect(errors).toContainText('toollens: broken.json: /turns/0/at');
  await expect(errors).toContainText(
    'toollens: broken.json: /turns/0/events/0/names: expected an array of strings, found the string "read_pdf"',
  );
  await expect(page.getByTestId('scenario-select')).toHaveValue('spec-five-turns');
  await page.screenshot(shot('timeline-import-error.png'));
});

test('an activation of an unknown name shows activate_tool’s error and changes nothing', async ({
  page,
}) => {
  await openTimeline(page);
  await page.getByTestId('edit-toggle').click();
  await page.getByTestId('event-type').selectOption('activate');
  await page.getByTestId('event-text').fill('pdf_read');
  await page.getByTestId('add-event-submit').click();
  const error = page.getByTestId('edit-error');
  await expect(error).toContainText(
    'toollens: activate_tool: unknown tool "pdf_read" (nearest: read_pdf, redact_pdf, read_file); nothing was activated',
  );
  await expect(error.getByRole('button')).toHaveText(['read_pdf', 'redact_pdf', 'read_file']);
  // Nothing changed: the same events, the same slots, still the demo as shipped.
  await expect(page.getByTestId('event')).toHaveCount(3);
  expect(await drawn(page)).toEqual(['activated:read_pdf']);
  await expect(page.getByTestId('scenario-about')).toContainText(/^demo /);
  await page.screenshot(shot('timeline-invalid-activation.png'));
});

test('an edited transcript survives a reload, and can be reset to the demo', async ({ page }) => {
  await openTimeline(page);
  await page.getByTestId('edit-toggle').click();
  await page.getByTestId('event-type').selectOption('activate');
  await page.getByTestId('event-text').fill('generate_pdf');
  await page.getByTestId('add-event-submit').click();
  await expect(page.getByTestId('event')).toHaveCount(4);
  await expect.poll(() => drawn(page)).toEqual(['activated:read_pdf', 'activated:generate_pdf']);
  // Reordered: the user message moves below the search.
  await page.getByTestId('event').first().getByRole('button', { name: 'Move later' }).click();
  await expect(page.getByTestId('event').nth(1)).toContainText(
    'What does the signed supplier contract say',
  );
  await expect(page.getByTestId('scenario-about')).toContainText('demo, edited');

  await saved(page);
  await page.reload();
  await expect(page.getByTestId('ws-figure')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('scenario-about')).toContainText('demo, edited');
  await expect.poll(() => drawn(page)).toEqual(['activated:read_pdf', 'activated:generate_pdf']);
  await expect(page.getByTestId('event').nth(1)).toContainText(
    'What does the signed supplier contract say',
  );
  await page.screenshot(shot('timeline-edited-reloaded.png'));

  await page.getByTestId('remove-saved').click();
  await expect(page.getByTestId('scenario-about')).toContainText(/^demo /);
  await expect.poll(() => drawn(page)).toEqual(['activated:read_pdf']);
});

test('a transcript written in the app is read like a file, errors and all', async ({ page }) => {
  await openTimeline(page);
  await page.getByTestId('write-transcript').click();
  const text = page.getByTestId('transcript-text');
  // A syntax slip is placed by line and column, as a catalog's is.
  await text.fill('{"name": "mine",\n  "turns": [,]}');
  await page.getByRole('button', { name: 'Save as new' }).click();
  await expect(page.getByRole('dialog').getByTestId('transcript-errors')).toContainText(
    'toollens: the written transcript: line 2, column 13',
  );
  await text.fill(
    '{"name": "mine", "turns": [{"at": "2026-01-01T10:00:00Z", "events": [{"type": "call", "nam": "x"}]}]}',
  );
  await page.getByRole('button', { name: 'Save as new' }).click();
  await expect(page.getByRole('dialog').getByTestId('transcript-errors')).toContainText(
    'toollens: the written transcript: /turns/0/events/0',
  );
  await text.fill(
    '{"name": "mine", "title": "Mine", "turns": [{"at": "2026-01-01T10:00:00Z", "events": [{"type": "activate", "names": ["merge_pdfs"]}]}]}',
  );
  await page.getByRole('button', { name: 'Save as new' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('scenario-select')).toHaveValue('mine');
  await expect.poll(() => drawn(page)).toEqual(['activated:merge_pdfs']);
});

/**
 * A Claude API log whose tool search loads tools, written by hand from
 * anthropics/anthropic-sdk-typescript src/resources/beta/messages/messages.ts
 * (BetaServerToolUseBlock, BetaToolSearchToolResultBlock, BetaToolReferenceBlock).
 */
const TOOL_SEARCH_LOG = {
  messages: [
    { role: 'user', content: 'merge the two reports', timestamp: '2026-03-02T09:15:00Z' },
    {
      role: 'assistant',
      content: [
        {
          type: 'server_tool_use',
          id: 'srvtoolu_1',
          name: 'tool_search_tool_regex',
          input: { pattern: '(?i)pdf' },
        },
        {
          type: 'tool_search_tool_result',
          tool_use_id: 'srvtoolu_1',
          content: {
            type: 'tool_search_tool_search_result',
            tool_references: [
              { type: 'tool_reference', tool_name: 'mcp__docs__merge_pdfs' },
              { type: 'tool_reference', tool_name: 'read_pdf' },
              { type: 'tool_reference', tool_name: 'mcp__docs__shred_pdfs' },
            ],
          },
        },
        { type: 'tool_use', id: 'toolu_1', name: 'merge_pdfs', input: { files: ['a', 'b'] } },
      ],
    },
  ],
};

test('a search that loads shows as one event, its tools in the working set', async ({ page }) => {
  await openTimeline(page);
  await page.getByTestId('transcript-file').setInputFiles({
    name: 'tool-search.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(TOOL_SEARCH_LOG)),
  });
  await expect(page.getByTestId('scenario-select')).toHaveValue('tool-search');
  const detail = page.getByTestId('turn-detail');
  const event = detail.getByTestId('event').filter({ hasText: 'tool_search_tool_regex' });
  await expect(event.getByTestId('event-query')).toHaveText('tool_search_tool_regex("(?i)pdf")');
  await expect(event.getByTestId('discover-form')).toHaveText('pattern');
  await expect(event.getByTestId('discover-loaded').getByTestId('discover-tool')).toHaveText([
    'merge_pdfs',
    'read_pdf',
  ]);
  await expect(event.getByTestId('discover-unknown')).toContainText('mcp__docs__shred_pdfs');
  await expect(event.getByTestId('marker')).toContainText('mcp__docs__shred_pdfs');
  expect((await drawn(page)).sort()).toEqual(['activated:merge_pdfs', 'activated:read_pdf']);
  await event.scrollIntoViewIfNeeded();
  await shotBoth(page, 'timeline-discover');
});
