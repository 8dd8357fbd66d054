import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { hasDataset, readDataset } from './authoringHelpers';
import { importFile, openDemo, shot } from './helpers';

/**
 * Working-set rules: a Claude Code session imported against the GitHub MCP server's catalog
 * opens on its agent's rule (kept for the session: its compaction carries what it found), and
 * says the rule was proposed from the tool it searches with; switched to the spec's LRU and compared
 * with the Claude API's rule (held while referenced, which the compaction empties), the two
 * figures scrub together and the summary says how they differ. An old link naming the former
 * rule `until-compaction` opens the same comparison.
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
  await page.getByRole('slider', { name: 'Turn' }).fill(String(turn));
  await expect(page.getByRole('status').filter({ hasText: /^t\d+ of \d+/ })).toContainText(
    `t${turn} of 3`,
  );
};

test('a Claude Code session under its own rule, then the LRU, compared', async ({ page }) => {
  test.skip(
    !hasDataset('github-mcp-server', 'tools.json'),
    'dataset not found: ../shared/datasets/github-mcp-server/tools.json',
  );
  await page.setViewportSize({ width: 1440, height: 900 });
  await openDemo(page);
  await importFile(page, 'tools.json', readDataset('github-mcp-server', 'tools.json'));
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('117 tools');
  await page.getByRole('tab', { name: /Timeline/ }).click();
  await expect(page.getByRole('region', { name: /^No session on/ })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByLabel('Import…', { exact: true }).setInputFiles({
    name: FIXTURE,
    mimeType: 'application/jsonl',
    buffer: Buffer.from(fixture()),
  });

  // The proposal: the agent's own rule, said to come from the tool it searches with; no budget.
  await expect(page.getByText(/^Read .* as Claude Code session \(JSON Lines\)/)).toBeVisible();
  const rule = page.getByRole('combobox', { name: 'Working-set rule' });
  await expect(rule).toHaveValue('session');
  await expect(
    page.getByText('Proposed from the tool it searches with, ToolSearch: Claude Code', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(page.getByText('does not apply under this rule', { exact: true })).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Working-set budget' })).toBeDisabled();
  expect(page.url()).toContain('rule=session');

  // t2 loads search_issues, then the session compacts: Claude Code keeps what it found.
  await toTurn(page, 2);
  await expect
    .poll(() => drawn(page, 'session'))
    .toEqual(['held:create_issue', 'activated:search_issues']);
  // Its boundary lists no carried tools (an older client): the turn says the set was kept.
  await expect(page.getByText(/^The agent compacted its context/)).toContainText(
    'keeps its tools (the log lists none carried: a client older than preCompactDiscoveredTools) under the rule “kept for the session”',
  );
  await page.screenshot(shot('working-set-session.png'));

  // The spec's LRU keeps both tools through the compaction.
  await rule.selectOption('lru');
  await expect(page.getByText(/^Proposed from the tool it searches with/)).toHaveCount(0);
  await expect
    .poll(() => drawn(page, 'lru'))
    .toEqual(['held:create_issue', 'activated:search_issues']);
  await expect(page.getByRole('slider', { name: 'Working-set budget' })).toBeEnabled();

  // Compared with the Claude API's rule: two figures, one turn, the difference said.
  await page.getByRole('combobox', { name: 'Compare with rule' }).selectOption('while-referenced');
  await expect(page.getByRole('region', { name: 'Working-set rules compared' })).toBeVisible();
  await expect.poll(() => drawn(page, 'while-referenced')).toEqual(['evicted:create_issue']);
  const summary = page
    .getByRole('region', { name: 'Working-set rules compared' })
    .getByRole('status');
  await expect(summary).toContainText(
    'At t2, “bounded LRU” holds 2 tools and “held while referenced” 0 tools.',
  );
  await expect(summary).toContainText('Evictions so far: 0 against 1');
  await expect(summary).toContainText(/Prompt at t2: [\d,]+ tokens against [\d,]+ \(−[\d,]+\)/);
  expect(page.url()).toContain('vsrule=while-referenced');

  // Side by side on a wide screen.
  const figures = page
    .getByRole('region', { name: 'Working-set rules compared' })
    .getByRole('figure');
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

  // An old link naming the former rule opens it under its new name, and says so.
  await page.setViewportSize({ width: 1440, height: 900 });
  // (The LRU is the default, so the hash names only the compared rule: it becomes the rule.)
  await page.goto(page.url().replace('vsrule=while-referenced', 'rule=until-compaction'));
  await expect(rule).toHaveValue('while-referenced');
  await expect(page.getByText("Links naming 'until-compaction' open this rule.")).toBeVisible();
  await toTurn(page, 2);
  await expect.poll(() => drawn(page, 'while-referenced')).toEqual(['evicted:create_issue']);
});
