import { expect, type Page, test } from '@playwright/test';
import { saved, shot, shotBoth } from './helpers';
import { reopenDemo, sharedPage } from './sharedPage';

/**
 * The Timeline panel: the spec's five turns scrubbed, live descriptions, editing, markers. The
 * tests share one loaded page (sharedPage.ts), each opening the Timeline afresh; each imported
 * transcript is a scenario of its own, chosen by name. The one that reloads has its own page.
 */

const shared = sharedPage();

const figure = (page: Page) => page.getByRole('figure', { name: 'Working set', exact: true });
const turnLabel = (page: Page) => page.getByRole('status', { name: 'Current turn' });
const about = (page: Page) => page.getByRole('status', { name: 'About the scenario' });
const scenario = (page: Page) => page.getByRole('combobox', { name: 'Scenario' });
const detail = (page: Page) => page.getByRole('region', { name: /^t\d+ / });
/** The working set's row of turn `turn`: the item holding that turn's button. */
const wsRow = (page: Page, turn: number) =>
  figure(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `t${turn}`, exact: true }) });
// An event's item holds lists of its own (the menu, the tools loaded), so a role query for the
// events' items would match those too; the test id names the events alone.
const events = (page: Page) => page.getByTestId('event');

/** The slots of the current turn's row (its list is named by the turn), free slots left out. */
const slotsOf = async (page: Page) => {
  const at = /^t(\d+)/.exec((await turnLabel(page).textContent()) ?? '')?.[1];
  return page
    .getByRole('list', { name: `Working set at t${at}`, exact: true })
    .getByRole('listitem')
    .filter({ hasText: /\S/ })
    .filter({ hasNotText: /^\+\d+ free$/ });
};

/** The current row's slots as the spec's figure writes them: `−name` for an evicted tool. */
const drawn = async (page: Page) =>
  (await (
    await slotsOf(page)
  ).evaluateAll((slots) =>
    slots.map(
      (slot) =>
        `${(slot as HTMLElement).dataset.state}:${slot.querySelector('.slot-name')?.textContent}`,
    ),
  )) as string[];

const openTimeline = async (page: Page, hash = '#panel=timeline') => {
  await reopenDemo(page, hash);
  await expect(figure(page)).toBeVisible({ timeout: 20_000 });
};

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

test('an imported transcript shows its thrash and waste markers on their turns', async () => {
  const page = shared();
  await openTimeline(page);
  await page.getByLabel('Import…', { exact: true }).setInputFiles({
    name: 'wasteful.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(WASTEFUL)),
  });
  await expect(scenario(page)).toHaveValue('wasteful');
  await expect(about(page)).toContainText('imported');
  await figure(page).getByRole('button', { name: 't3', exact: true }).click();
  await expect(turnLabel(page)).toContainText('t3 of 3');
  await expect(wsRow(page, 3).getByRole('img')).toHaveText([
    '↻ repeat',
    '⇄ thrash',
    '✕ undeclared',
  ]);
  await expect(detail(page).getByRole('note')).toHaveText([
    /Waste: the same search again\. "read pdf" was already searched at t1\./,
    /Thrash: .*read_pdf was evicted at t2 and activated again 1 turn\(s\) later\./,
    /Waste: called without ever being activated\. generate_pdf was called/,
  ]);
  await expect(
    detail(page).getByText(/^toollens: direct call to .generate_pdf., which was never activated/),
  ).toBeVisible();
  await page.screenshot(shot('timeline-markers.png'));
});

test('a broken transcript file is refused with the path of each problem', async () => {
  const page = shared();
  await openTimeline(page);
  const broken = {
    turns: [{ at: '2026-01-01T10:00', events: [{ type: 'activate', names: 'read_pdf' }] }],
  };
  await page.getByLabel('Import…', { exact: true }).setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(broken)),
  });
  const errors = page.getByRole('alert');
  await expect(errors).toContainText('toollens: broken.json: /turns/0/at');
  await expect(errors).toContainText(
    'toollens: broken.json: /turns/0/events/0/names: expected an array of strings, found the string "read_pdf"',
  );
  await expect(scenario(page)).toHaveValue('spec-five-turns');
  await page.screenshot(shot('timeline-import-error.png'));
  // Dismissed, as a reader does: the errors live outside the view, and the next test shares
  // this page.
  await errors.getByRole('button', { name: 'Dismiss' }).click();
  await expect(errors).toHaveCount(0);
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

test('a search that loads shows as one event, its tools in the working set', async () => {
  const page = shared();
  await openTimeline(page);
  await page.getByLabel('Import…', { exact: true }).setInputFiles({
    name: 'tool-search.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(TOOL_SEARCH_LOG)),
  });
  await expect(scenario(page)).toHaveValue('tool-search');
  const event = events(page).filter({ hasText: 'tool_search_tool_regex' });
  await expect(event.getByText('tool_search_tool_regex("(?i)pdf")', { exact: true })).toBeVisible();
  await expect(event.getByText('pattern', { exact: true })).toBeVisible();
  await expect(
    event.getByRole('list', { name: 'loaded', exact: true }).getByRole('listitem'),
  ).toHaveText(['merge_pdfs', 'read_pdf']);
  await expect(
    event.getByRole('list', { name: 'loaded, not in the catalog', exact: true }),
  ).toContainText('mcp__docs__shred_pdfs');
  await expect(event.getByRole('note')).toContainText('mcp__docs__shred_pdfs');
  expect((await drawn(page)).sort()).toEqual(['activated:merge_pdfs', 'activated:read_pdf']);
  await event.scrollIntoViewIfNeeded();
  await shotBoth(page, 'timeline-discover');
});
