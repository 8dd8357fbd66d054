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

const slotsOf = (page: Page) =>
  page.locator('[data-testid="ws-row"][aria-current="step"] [data-testid="slot"]');

/** The current row's slots as `state:name`. */
const drawn = async (page: Page) =>
  (await slotsOf(page).evaluateAll((slots) =>
    slots.map(
      (slot) =>
        `${(slot as HTMLElement).dataset.state}:${slot.querySelector('.slot-name')?.textContent}`,
    ),
  )) as string[];

const toTurn = async (page: Page, turn: number) => {
  await page.getByTestId('turn-slider').fill(String(turn));
  await expect(page.getByTestId('turn-label')).toContainText(`t${turn} of 6`);
};

test('an Anthropic log of the GitHub MCP server replays as a transcript', async ({ page }) => {
  test.skip(
    !hasDataset('github-mcp-server', 'tools.json'),
    'dataset not found: ../shared/datasets/github-mcp-server/tools.json',
  );
  await page.setViewportSize({ width: 1440, height: 900 });
  await openDemo(page);
  await importFile(page, 'tools.json', readDataset('github-mcp-server', 'tools.json'));
  await expect(page.getByTestId('catalog-summary')).toContainText('tools.json');
  await expect(page.getByTestId('catalog-summary')).toContainText('117 tools');

  await page.getByRole('tab', { name: /Timeline/ }).click();
  await expect(page.getByTestId('session-empty')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('transcript-file').setInputFiles({
    name: FIXTURE,
    mimeType: 'application/json',
    buffer: Buffer.from(fixture()),
  });

  // The format read, and what was assumed: no timestamps, two names the catalog lacks.
  await expect(page.getByTestId('import-format')).toHaveText('Anthropic Messages');
  const report = page.getByTestId('import-report');
  await expect(report).toContainText(`Read ${FIXTURE} as Anthropic Messages (detected)`);
  await expect(page.getByTestId('import-notes')).toContainText('synthetic times a minute apart');
  await expect(page.getByTestId('import-notes')).toContainText(
    '"run_shell_command", "get_pull_request"',
  );
  await expect(page.getByTestId('scenario-select')).toHaveValue('github-triage.anthropic');
  await expect(page.getByTestId('scenario-about')).toContainText(
    'Imported from Anthropic Messages: 6 turns, 15 tool calls.',
  );

  // Scrubbing: the working set grows with each activation.
  await expect(page.getByTestId('turn-label')).toContainText('t1 of 6');
  await expect.poll(() => drawn(page)).toEqual(['activated:search_repositories']);
  await expect(page.getByTestId('turn-detail')).toContainText(
    'search_tools("search repositories by stars and language")',
  );
  await toTurn(page, 2);
  await expect
    .poll(() => drawn(page))
    .toEqual(['held:search_repositories', 'activated:get_file_contents']);
  await toTurn(page, 4);
  await expect
    .poll(() => drawn(page))
    .toEqual([
      'held:search_repositories',
      'held:get_file_contents',
      'held:list_issues',
      'activated:create_issue',
    ]);

  // t5 calls a tool the catalog lacks: kept in the turn, marked in its row, changing nothing.
  await toTurn(page, 5);
  await expect
    .poll(() => drawn(page))
    .toEqual([
      'held:search_repositories',
      'held:get_file_contents',
      'held:list_issues',
      'held:create_issue',
    ]);
  await expect(
    page.locator('[data-testid="ws-row"][data-turn="5"] [data-testid="ws-marker"]'),
  ).toHaveText('✕ not in catalog');
  const detail = page.getByTestId('turn-detail');
  await expect(detail).toContainText('run_shell_command({"command":"npx markdown-link-check');
  await expect(detail.getByTestId('marker')).toContainText(
    'Unknown tool: not in the catalog. run_shell_command is not in the catalog',
  );
  await page.screenshot(shot('transcript-import-t5.png'));

  // t6 activates an unknown name (refused, marked), then the right one.
  await toTurn(page, 6);
  await expect
    .poll(() => drawn(page))
    .toEqual([
      'held:search_repositories',
      'held:get_file_contents',
      'held:list_issues',
      'held:create_issue',
      'activated:pull_request_read',
    ]);
  await expect(detail.getByTestId('event-rejected')).toContainText(
    'unknown tool "get_pull_request"',
  );
  await expect(detail.getByTestId('marker')).toContainText(
    'get_pull_request is not in the catalog',
  );

  // The Prompt panel: t5 holds what t4 held, so its prompt is one stable prefix; t6 breaks it.
  await page.getByRole('tab', { name: /Prompt/ }).click();
  await expect(page.getByTestId('prefix-summary')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('turn-label')).toContainText('t6 of 6');
  await expect(page.getByTestId('prefix-break')).toContainText('Breaks in Tool declarations');
  await expect(page.getByTestId('prefix-share')).not.toHaveText('100%');
  await page.screenshot(shot('transcript-import-prompt-t6.png'));
  await page.getByTestId('turn-slider').fill('5');
  await expect(page.getByTestId('turn-label')).toContainText('t5 of 6');
  await expect(page.getByTestId('prefix-share')).toHaveText('100%');
  await expect(page.getByTestId('prefix-break')).toContainText('Byte-identical to t4');
  await page.getByTestId('turn-slider').fill('2');
  await expect(page.getByTestId('prefix-break')).toContainText('Breaks in Tool declarations');

  // On a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot(shot('transcript-import-prompt-390.png'));
  await page.getByRole('tab', { name: /Timeline/ }).click();
  await expect(page.getByTestId('ws-figure')).toBeVisible();
  await expect(page.getByTestId('import-report')).toBeVisible();
  await page.screenshot(shot('transcript-import-390.png'));
});

test('the log settings force a format and rename the discovery tools', async ({ page }) => {
  await openDemo(page, '#panel=timeline');
  await expect(page.getByTestId('ws-figure')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('log-settings').locator('summary').click();
  await page.getByTestId('log-format').selectOption('openai-chat');
  await page.getByTestId('log-activate-tool').fill('load_tools');
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
  await page.getByTestId('transcript-file').setInputFiles({
    name: 'run.jsonl',
    mimeType: 'application/jsonl',
    buffer: Buffer.from(log.map((line) => JSON.stringify(line)).join('\n')),
  });
  await expect(page.getByTestId('import-report')).toContainText(
    'Read run.jsonl as OpenAI Chat Completions (JSON Lines) (as chosen)',
  );
  await expect(page.getByTestId('scenario-select')).toHaveValue('run');
  await expect.poll(() => drawn(page)).toEqual(['activated:merge_pdfs']);

  // A malformed log names the format it was read as, and the place of the problem.
  await page.getByTestId('transcript-file').setInputFiles({
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify([{ role: 'user', content: 'x' }, { role: 'robot' }])),
  });
  const errors = page.getByTestId('transcript-errors');
  await expect(errors).toContainText('bad.json (read as OpenAI Chat Completions)');
  await expect(errors).toContainText('toollens: bad.json: [1].role: expected one of');
  await expect(page.getByTestId('import-report')).toHaveCount(0);
});
