import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { hasDataset, readDataset } from './authoringHelpers';
import { importFile, openDemo, shot } from './helpers';

/**
 * An agent's log as a transcript: the GitHub MCP server's catalog imported from the header, then
 * an Anthropic Messages conversation of six user turns imported in the Timeline. The format is
 * named, the turns scrub, the working set grows, a tool the catalog lacks is marked, and the
 * Prompt panel's cache-stable prefix holds, then breaks, from turn to turn.
 */

const FIXTURE = 'github-triage.anthropic.json';
const fixture = () =>
  readFileSync(new URL(`../src/test/fixtures/transcripts/${FIXTURE}`, import.meta.url), 'utf8');

/** A turn's row in the working-set figure: the list item with that turn's button. */
const wsRow = (page: Page, turn: number) =>
  page
    .getByRole('figure', { name: 'Working set' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `t${turn}`, exact: true }) });

/**
 * A turn's slots as `state:name`, read from their titles ("create_issue: activated this turn");
 * the free slots have no title.
 */
const drawn = async (page: Page, turn: number) =>
  (
    await page
      .getByRole('list', { name: `Working set at t${turn}`, exact: true })
      .getByTitle(/: /)
      .evaluateAll((slots) => slots.map((slot) => slot.getAttribute('title') ?? ''))
  ).map((title) => {
    const [name, state] = title.split(': ');
    return `${state?.split(' ')[0]}:${name}`;
  });

/** The Prompt panel's cache-stable prefix, and its line on where the prefix breaks. */
const prefix = (page: Page) => page.getByRole('region', { name: 'Cache-stable prefix' });
const PREFIX_BREAK = /^(Breaks in|Byte-identical to|The first turn has)/;

const toTurn = async (page: Page, turn: number) => {
  await page.getByRole('slider', { name: 'Turn' }).fill(String(turn));
  await expect(page.getByRole('status').filter({ hasText: /^t\d+ of \d+/ })).toContainText(
    `t${turn} of 6`,
  );
};

test('an Anthropic log of the GitHub MCP server replays as a transcript', async ({ page }) => {
  test.skip(
    !hasDataset('github-mcp-server', 'tools.json'),
    'dataset not found: ../shared/datasets/github-mcp-server/tools.json',
  );
  await page.setViewportSize({ width: 1440, height: 900 });
  await openDemo(page);
  await importFile(page, 'tools.json', readDataset('github-mcp-server', 'tools.json'));
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('tools.json');
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('117 tools');

  await page.getByRole('tab', { name: /Timeline/ }).click();
  await expect(page.getByRole('region', { name: /^No session on / })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByLabel('Import…', { exact: true }).setInputFiles({
    name: FIXTURE,
    mimeType: 'application/json',
    buffer: Buffer.from(fixture()),
  });

  // The format read, and what was assumed: no timestamps, two names the catalog lacks.
  const report = page.getByRole('status').filter({ hasText: /^Read / });
  // The format is the report's second strong word: "Read <file> as <format>".
  await expect(report.getByRole('strong').nth(1)).toHaveText('Anthropic Messages');
  await expect(report).toContainText(`Read ${FIXTURE} as Anthropic Messages (detected)`);
  await expect(report.getByRole('list')).toContainText('synthetic times a minute apart');
  await expect(report.getByRole('list')).toContainText('"run_shell_command", "get_pull_request"');
  await expect(page.getByRole('combobox', { name: 'Scenario' })).toHaveValue(
    'github-triage.anthropic',
  );
  await expect(page.getByText(/Imported from /)).toContainText(
    'Imported from Anthropic Messages: 6 turns, 15 tool calls.',
  );

  // Scrubbing: the working set grows with each activation.
  await expect(page.getByRole('status').filter({ hasText: /^t\d+ of \d+/ })).toContainText(
    't1 of 6',
  );
  await expect.poll(() => drawn(page, 1)).toEqual(['activated:search_repositories']);
  await expect(page.getByRole('region', { name: /^t\d+ · / })).toContainText(
    'search_tools("search repositories by stars and language")',
  );
  await toTurn(page, 2);
  await expect
    .poll(() => drawn(page, 2))
    .toEqual(['held:search_repositories', 'activated:get_file_contents']);
  await toTurn(page, 4);
  await expect
    .poll(() => drawn(page, 4))
    .toEqual([
      'held:search_repositories',
      'held:get_file_contents',
      'held:list_issues',
      'activated:create_issue',
    ]);

  // t5 calls a tool the catalog lacks: kept in the turn, marked in its row, changing nothing.
  await toTurn(page, 5);
  await expect
    .poll(() => drawn(page, 5))
    .toEqual([
      'held:search_repositories',
      'held:get_file_contents',
      'held:list_issues',
      'held:create_issue',
    ]);
  await expect(wsRow(page, 5).getByRole('img', { name: /^Unknown tool/ })).toHaveText(
    '✕ not in catalog',
  );
  const detail = page.getByRole('region', { name: /^t\d+ · / });
  await expect(detail).toContainText('run_shell_command({"command":"npx markdown-link-check');
  await expect(detail.getByRole('note')).toContainText(
    'Unknown tool: not in the catalog. run_shell_command is not in the catalog',
  );
  await page.screenshot(shot('transcript-import-t5.png'));

  // t6 activates an unknown name (refused, marked), then the right one.
  await toTurn(page, 6);
  await expect
    .poll(() => drawn(page, 6))
    .toEqual([
      'held:search_repositories',
      'held:get_file_contents',
      'held:list_issues',
      'held:create_issue',
      'activated:pull_request_read',
    ]);
  await expect(detail.getByText(/unknown tool "get_pull_request"/)).toBeVisible();
  await expect(detail.getByRole('note')).toContainText('get_pull_request is not in the catalog');

  // The Prompt panel: t5 holds what t4 held, so its prompt is one stable prefix; t6 breaks it.
  await page.getByRole('tab', { name: /Prompt/ }).click();
  await expect(prefix(page)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: /^t\d+ of \d+/ })).toContainText(
    't6 of 6',
  );
  await expect(prefix(page).getByText(PREFIX_BREAK)).toContainText('Breaks in Tool declarations');
  await expect(prefix(page).getByText(/^\d+%$/)).not.toHaveText('100%');
  await page.screenshot(shot('transcript-import-prompt-t6.png'));
  await page.getByRole('slider', { name: 'Turn' }).fill('5');
  await expect(page.getByRole('status').filter({ hasText: /^t\d+ of \d+/ })).toContainText(
    't5 of 6',
  );
  await expect(prefix(page).getByText(/^\d+%$/)).toHaveText('100%');
  await expect(prefix(page).getByText(PREFIX_BREAK)).toContainText('Byte-identical to t4');
  await page.getByRole('slider', { name: 'Turn' }).fill('2');
  await expect(prefix(page).getByText(PREFIX_BREAK)).toContainText('Breaks in Tool declarations');

  // On a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot(shot('transcript-import-prompt-390.png'));
  await page.getByRole('tab', { name: /Timeline/ }).click();
  await expect(page.getByRole('figure', { name: 'Working set' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Read / })).toBeVisible();
  await page.screenshot(shot('transcript-import-390.png'));
});

test('the log settings force a format and rename the discovery tools', async ({ page }) => {
  await openDemo(page, '#panel=timeline');
  await expect(page.getByRole('figure', { name: 'Working set' })).toBeVisible({ timeout: 20_000 });
  await page.getByText(/^Log settings/).click();
  await page.getByRole('combobox', { name: 'Format' }).selectOption('openai-chat');
  await page.getByRole('textbox', { name: 'Activate tool' }).fill('load_tools');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot(shot('transcript-log-settings-390.png'));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot(shot('transcript-log-settings.png'));
  const log = [
    { role: 'user', content: 'merge the reports' },
    {
      role: 'assistant',
      content: null,
      tool_calls: [
        {
          id: 'a',
          type: 'function',
          function: { name: 'load_tools', arguments: '{"names":["merge_pdfs"]}' },
        },
      ],
    },
  ];
  await page.getByLabel('Import…', { exact: true }).setInputFiles({
    name: 'run.jsonl',
    mimeType: 'application/jsonl',
    buffer: Buffer.from(log.map((line) => JSON.stringify(line)).join('\n')),
  });
  await expect(page.getByRole('status').filter({ hasText: /^Read / })).toContainText(
    'Read run.jsonl as OpenAI Chat Completions (JSON Lines) (as chosen)',
  );
  await expect(page.getByRole('combobox', { name: 'Scenario' })).toHaveValue('run');
  await expect.poll(() => drawn(page, 1)).toEqual(['activated:merge_pdfs']);

  // A malformed log names the format it was read as, and the place of the problem.
  await page.getByLabel('Import…', { exact: true }).setInputFiles({
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify([{ role: 'user', content: 'x' }, { role: 'robot' }])),
  });
  const errors = page.getByRole('alert');
  await expect(errors).toContainText('bad.json (read as OpenAI Chat Completions)');
  await expect(errors).toContainText('toollens: bad.json: [1].role: expected one of');
  await expect(page.getByRole('status').filter({ hasText: /^Read / })).toHaveCount(0);
});
