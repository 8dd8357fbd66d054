import { expect, test } from '@playwright/test';
import { shot, shotBoth } from './helpers';
import { sharedPage } from './sharedPage';
import {
  about,
  detail,
  drawn,
  events,
  figure,
  openTimeline,
  scenario,
  turnLabel,
  wsRow,
} from './timelineView';

/**
 * Transcripts imported into the Timeline panel: their markers, a broken file's errors, a tool
 * search that loads tools. The tests share one loaded page (sharedPage.ts), each opening the
 * Timeline afresh; each imported transcript is a scenario of its own, chosen by name.
 */

const shared = sharedPage();

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
