import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { hasDataset, readDataset } from './authoringHelpers';
import { importFile, openDemo, shot } from './helpers';

/**
 * Working-set rules: a Claude Code session imported against the GitHub MCP server's catalog
 * opens on its agent's rule (references persist until compaction), and says the rule was
 * proposed from the log's format; switched to the spec's LRU and compared with the proposed
 * rule, the two figures scrub together and the summary says how they differ.
 */

const FIXTURE = 'claude-code-session.jsonl';
const fixture = () =>
  readFileSync(new URL(`../src/test/fixtures/transcripts/${FIXTURE}`, import.meta.url), 'utf8');

/** The current row's slots as `state:name`, in the figure of `rule`. */
const drawn = async (page: Page, rule: string) =>
  (await page
    .locator(
      `[data-testid="ws-figure"][data-rule="${rule}"] [data-testid="ws-row"][aria-current="step"] [data-testid="slot"]`,
    )
    .evaluateAll((slots) =>
      slots.map(
        (slot) =>
          `${(slot as HTMLElement).dataset.state}:${slot.querySelector('.slot-name')?.textContent}`,
      ),
    )) as string[];

const toTurn = async (page: Page, turn: number) => {
  await page.getByTestId('turn-slider').fill(String(turn));
  await expect(page.getByTestId('turn-label')).toContainText(`t${turn} of 3`);
};

test('a Claude Code session under its own rule, then the LRU, compared', async ({ page }) => {
  test.skip(
    !hasDataset('github-mcp-server', 'tools.json'),
    'dataset not found: ../shared/datasets/github-mcp-server/tools.json',
  );
  await page.setViewportSize({ width: 1440, height: 900 });
  await openDemo(page);
  await importFile(page, 'tools.json', readDataset('github-mcp-server', 'tools.json'));
  await expect(page.getByTestId('catalog-summary')).toContainText('117 tools');
  await page.getByRole('tab', { name: /Timeline/ }).click();
  await expect(page.getByTestId('session-empty')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('transcript-file').setInputFiles({
    name: FIXTURE,
    mimeType: 'application/jsonl',
    buffer: Buffer.from(fixture()),
  });

  // The proposal: the agent's own rule, said to come from the log's format; no budget.
  await expect(page.getByTestId('import-format')).toHaveText('Claude Code session (JSON Lines)');
  const rule = page.getByRole('combobox', { name: 'Working-set rule' });
  await expect(rule).toHaveValue('until-compaction');
  await expect(page.getByTestId('rule-note')).toContainText(
    "Proposed from the log's format (Claude Code session)",
  );
  await expect(page.getByTestId('budget-note')).toHaveText('does not apply under this rule');
  await expect(page.getByTestId('budget-slider')).toBeDisabled();
  expect(page.url()).toContain('rule=until-compaction');

  // t2 loads search_issues, then the session compacts: everything loaded is dropped.
  await toTurn(page, 2);
  await expect.poll(() => drawn(page, 'until-compaction')).toEqual(['evicted:create_issue']);

  // The spec's LRU keeps both tools through the compaction.
  await rule.selectOption('lru');
  await expect(page.getByTestId('rule-note')).not.toContainText('Proposed');
  await expect
    .poll(() => drawn(page, 'lru'))
    .toEqual(['held:create_issue', 'activated:search_issues']);
  await expect(page.getByTestId('budget-slider')).toBeEnabled();

  // Compared with the proposed rule: two figures, one turn, the difference said.
  await page.getByRole('combobox', { name: 'Compare with rule' }).selectOption('until-compaction');
  await expect(page.getByTestId('rule-comparison')).toBeVisible();
  await expect.poll(() => drawn(page, 'until-compaction')).toEqual(['evicted:create_issue']);
  const summary = page.getByTestId('rule-summary');
  await expect(summary).toContainText(
    'At t2, “bounded LRU” holds 2 tools and “references persist until compaction” 0 tools.',
  );
  await expect(summary).toContainText('Evictions so far: 0 against 1');
  await expect(summary).toContainText(/Prompt at t2: [\d,]+ tokens against [\d,]+ \(−[\d,]+\)/);
  expect(page.url()).toContain('vsrule=until-compaction');

  // Side by side on a wide screen.
  const figures = page.getByTestId('ws-figure');
  await expect(figures).toHaveCount(2);
  const [left, right] = [await figures.nth(0).boundingBox(), await figures.nth(1).boundingBox()];
  expect(right && left && right.x > left.x + left.width - 1).toBe(true);
  await page.screenshot(shot('working-set-rules.png'));

  // Stacked on a phone, scrubbed by the same turn.
  await page.setViewportSize({ width: 390, height: 844 });
  await toTurn(page, 3);
  const [top, bottom] = [await figures.nth(0).boundingBox(), await figures.nth(1).boundingBox()];
  expect(top && bottom && bottom.y >= top.y + top.height - 1).toBe(true);
  await expect(summary).toContainText('At t3');
  await page.screenshot(shot('working-set-rules-390.png'));
});
