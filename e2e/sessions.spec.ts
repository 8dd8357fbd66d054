import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { importFile, openDemo, shot, shotBoth } from './helpers';

/**
 * Many sessions at once: a Claude Code session (a main thread and a subagent thread) imported in
 * the Sessions view against a catalog of the GitHub tools it names, beside a file that does not
 * read. Its failure markers open the Timeline at their turn, the always-load table and its
 * what-if show, a thread is picked in the Timeline, and the mined query set opens in Evaluate.
 */

const session = readFileSync(
  new URL('../src/test/fixtures/transcripts/claude-code-session.jsonl', import.meta.url),
  'utf8',
);

const tool = (name: string, description: string) => ({
  name,
  description,
  inputSchema: { type: 'object', properties: { owner: { type: 'string' } } },
});
const CATALOG = JSON.stringify({
  tools: [
    tool('create_issue', 'Open a new issue in a GitHub repository.'),
    tool('search_issues', 'Search the issues of GitHub repositories.'),
    tool('add_labels', 'Add labels to a GitHub issue.'),
    tool('close_issue', 'Close a GitHub issue.'),
    tool('list_commits', 'List the commits of a branch.'),
  ],
});

test('a Claude Code session: failures to their turn, what to always load, a mined set in Evaluate', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openDemo(page);
  await importFile(page, 'github.json', CATALOG);
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('5 tools');

  await page.getByRole('tab', { name: /Sessions/ }).click();
  await expect(page).toHaveURL(/panel=sessions/);
  await page.getByLabel('Import sessions…').setInputFiles([
    { name: 'ci.jsonl', mimeType: 'application/jsonl', buffer: Buffer.from(session) },
    {
      name: 'cut.jsonl',
      mimeType: 'application/jsonl',
      buffer: Buffer.from('{"type":"user","message":{"role":"user","content":"hi"}}\n{"type":'),
    },
  ]);
  // The file that does not read is named with its line; the session that did is kept.
  await expect(page.getByRole('alert')).toContainText('cut.jsonl: line 2');
  const list = page.getByRole('list', { name: 'Your sessions' });
  await expect(list.getByRole('link')).toHaveText(['ci', 'Subagent thread 1, started by line 12']);

  const counts = page.getByRole('table', { name: 'Discovery failures' });
  await expect(counts.getByRole('row', { name: /Searches that found nothing/ })).toContainText('1');
  await expect(page.getByText(/^Spent discovering, in all:/)).toContainText('of turns');
  const always = page.getByRole('table', { name: 'Always-load by tool' });
  await expect(always.getByRole('row', { name: /create_issue/ })).toContainText('turn 1');
  await expect(page.getByText(/^declare t always when/)).toContainText('n_t · P_t > s_t · c_t');
  await page.getByRole('button', { name: 'Declare the recommended tools always' }).click();
  const whatIf = page.getByRole('table', { name: /What if/ });
  await expect(whatIf.getByRole('row', { name: /Model iterations/ })).toBeVisible();
  await shotBoth(page, 'sessions');

  // A marker opens its session's Timeline at its turn.
  await page
    .getByRole('list', { name: 'Failures of ci' })
    .getByRole('link', { name: 'Turn 3' })
    .click();
  await expect(page.getByRole('tab', { name: /Timeline/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('combobox', { name: 'Scenario' })).toHaveValue('ci');
  await expect(page.getByRole('status').filter({ hasText: /^t\d+ of \d+/ })).toContainText(
    't3 of 3',
  );
  // Its ToolSearch, held against the Claude Code emulator on this catalog.
  await expect(page.getByText(/^The Claude Code emulator returns/)).toContainText(
    'The Claude Code emulator returns other tools (top 5)',
  );
  await shotBoth(page, 'timeline-recorded-verdict');

  // The session under two working-set rules: Claude Code's own (proposed on import), beside the
  // spec's LRU, scrubbed together.
  await expect(page.getByRole('combobox', { name: 'Working-set rule' })).toHaveValue('session');
  await page.getByRole('combobox', { name: 'Compare with rule' }).selectOption('lru');
  await expect(
    page.getByRole('region', { name: 'Working-set rules compared' }).getByRole('figure'),
  ).toHaveCount(2);
  await page.getByRole('slider', { name: 'Turn' }).fill('2');
  await expect(page.getByRole('status').filter({ hasText: /^t\d+ of \d+/ })).toContainText(
    't2 of 3',
  );
  await expect(
    page.getByRole('region', { name: 'Working-set rules compared' }).getByRole('status'),
  ).toContainText('At t2');

  // The thread picker: the session's main thread and its subagent thread, side by side.
  const picker = page.getByRole('combobox', { name: 'Scenario' });
  await expect(
    // A closed select's option groups have no role to find them by: the group's label names it.
    picker.locator('optgroup[label="ci: main thread and 1 subagent thread"] option'),
  ).toHaveText(['Main thread (ci)', 'Subagent thread 1, started by line 12']);
  await picker.selectOption('ci-subagent-1');
  await expect(page.getByRole('status').filter({ hasText: /^t\d+ of \d+/ })).toContainText(
    't1 of 1',
  );
  // Imported here, the import report offers each thread; the same file again is `ci-2`.
  await page.getByLabel('Import…', { exact: true }).setInputFiles({
    name: 'ci.jsonl',
    mimeType: 'application/jsonl',
    buffer: Buffer.from(session),
  });
  const threads = page.getByRole('navigation', { name: 'Threads of the session' });
  await expect(threads.getByRole('button', { name: 'Main thread', pressed: true })).toBeVisible();
  await threads.getByRole('button', { name: 'Subagent thread 1, started by line 12' }).click();
  await expect(picker).toHaveValue('ci-2-subagent-1');
  await expect(
    threads.getByRole('button', { name: 'Subagent thread 1, started by line 12', pressed: true }),
  ).toBeVisible();
  await page.screenshot(shot('sessions-thread-picker.png'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot(shot('sessions-thread-picker-390.png'));
  await page.setViewportSize({ width: 1440, height: 900 });

  // Mining: the query the model typed opens in Evaluate.
  await page.getByRole('tab', { name: /Sessions/ }).click();
  await page.getByRole('button', { name: 'Mine a query set' }).click();
  await expect(page.getByRole('tab', { name: /Evaluate/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const rows = page
    .getByRole('table', { name: /^Worst first at k/ })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('github search issues label');
  // Its labels are the agent's: the row says it is silver.
  await expect(rows.getByTitle(/^Mined from sessions/)).toHaveText('silver');
});
