import { expect, test } from '@playwright/test';
import type { ToollensHooks } from '../src/ui/app/testHooks';
import { addFilter, hitNames, openSample, shot, typeQuery } from './helpers';

/** The worker boundary: restarts after a crash or a missed deadline, and giving up. */

test('a crashed worker is restarted and the query re-run', async ({ page }) => {
  await openSample(page);
  await typeQuery(page, 'excel file');
  await addFilter(page, 'cap:file:read');
  await expect(page.getByText(/^N = 3 of 8 tools/)).toBeVisible();
  await hitNames(page).first().click();
  await expect(page.getByRole('region', { name: /^Lens:/ })).toContainText('Lens: excel_reader');

  await page.evaluate(() => (window.__toollens as ToollensHooks).crashWorker());
  const banner = page.getByRole('status').filter({ hasText: /^The search engine stopped/ });
  await expect(banner).toHaveText(
    /The search engine stopped and was restarted; your query was re-run\./,
  );
  await expect(hitNames(page)).toHaveText(['excel_reader', 'text_reader', 'pdf_reader']);
  // The re-run page is a new answer: its movement ranks are asked of the new worker.
  // The movement marks are glyphs with a title; pending is an attribute, no word a reader sees.
  await expect(page.locator('[data-testid="hit-move"][data-pending]')).toHaveCount(0);
  await expect(page.getByTestId('hit-move')).toHaveCount(3);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.screenshot(shot('worker-restarted.png'));

  // The new worker has the catalog and answers new keystrokes, lens included.
  await page.getByRole('searchbox', { name: /^Query/ }).fill('pdf');
  await expect(hitNames(page)).toHaveText(['pdf_reader']);
  await hitNames(page).first().click();
  await expect(page.getByRole('region', { name: /^Lens:/ })).toContainText('Lens: pdf_reader');
  // The lens's windows are stretches of its text, marked by colour with no role of their own.
  await expect(page.getByTestId('lens-window')).toHaveCount(1);

  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toHaveCount(0);

  // A crash while keystrokes are in flight: whatever was lost, only the newest query answers.
  await page.evaluate(() => {
    void (window.__toollens as ToollensHooks).crashWorker();
  });
  await page.getByRole('searchbox', { name: /^Query/ }).fill('');
  await typeQuery(page, 'text');
  await expect(banner).toBeVisible();
  await expect(hitNames(page)).toHaveText(['text_reader']);
});

test('a worker that misses its deadline is presumed dead, and repeated deaths stop restarts', async ({
  page,
}) => {
  await openSample(page);
  const outcome = await page.evaluate(async () => {
    // A second client with an impossible deadline: no fresh worker answers within 1 ms.
    const Client = (window.__toollens as ToollensHooks).client.constructor as new (options: {
      timeoutMs: number;
      maxRestarts: number;
    }) => ToollensHooks['client'];
    const client = new Client({ timeoutMs: 1, maxRestarts: 0 });
    const events: string[] = [];
    client.onStatus((status) => events.push(`${status.kind}: ${status.reason}`));
    const settle = (call: () => Promise<unknown>) =>
      call().then(
        () => 'answered',
        (error: Error) => error.message,
      );
    const load = await settle(() => client.call('loadBuiltIn', 'sample'));
    const after = await settle(() => client.call('loadBuiltIn', 'sample'));
    client.dispose();
    return { events, load, after };
  });
  expect(outcome.events).toEqual(['failed: no answer within 1 ms']);
  expect(outcome.load).toContain('restarted before answering (no answer within 1 ms)');
  expect(outcome.after).toContain('gave up restarting the engine after 1 failure in 60 s');
  // The page's own client was not touched: it still answers.
  await page.getByRole('searchbox', { name: /^Query/ }).fill('pdf');
  await expect(page.getByTestId('hit-name')).toHaveText(['pdf_reader']);
  await page.screenshot(shot('worker-deadline.png'));
});

test('an imported catalog is re-applied after a crash', async ({ page }) => {
  await openSample(page);
  await page.getByLabel('Import file…').setInputFiles({
    name: 'two.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify([
        { name: 'alpha_tool', description: 'Alpha reads files', parameters: {} },
        { name: 'beta_tool', description: 'Beta writes files', parameters: {} },
      ]),
    ),
  });
  await expect(page.getByRole('status', { name: 'Catalog' })).toContainText('two.json');
  await page.evaluate(() => (window.__toollens as ToollensHooks).crashWorker());
  await expect(
    page.getByRole('status').filter({ hasText: /^The search engine stopped/ }),
  ).toBeVisible();
  await typeQuery(page, 'beta');
  await expect(hitNames(page)).toHaveText(['beta_tool']);
  await page.screenshot(shot('worker-reapplied.png'));
});

test('a long replay within the bound tells the client it is alive, so it is not restarted', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openSample(page);
  const outcome = await page.evaluate(async (turns) => {
    // A client whose deadline is far shorter than the replay: only the worker's word keeps it.
    const Client = (window.__toollens as ToollensHooks).client.constructor as new (options: {
      timeoutMs: number;
    }) => ToollensHooks['client'];
    const client = new Client({ timeoutMs: 3_000 });
    const events: string[] = [];
    client.onStatus((status) => events.push(status.kind));
    await client.call('loadBuiltIn', 'demo');
    const names = ['merge_pdfs', 'read_pdf', 'add_label', 'read_spreadsheet'];
    const transcriptOf = (length: number) => ({
      name: 'long',
      turns: Array.from({ length }, (_, i) => ({
        at: new Date(Date.UTC(2026, 0, 1, 10) + i * 60_000).toISOString(),
        events: [{ type: 'activate' as const, names: [names[i % names.length] ?? 'read_pdf'] }],
      })),
    });
    // One short replay first: the timeline's engine and the tokenizer load on the first call.
    await client.call('replay', { transcript: transcriptOf(1) });
    const transcript = transcriptOf(turns);
    const started = performance.now();
    const replayed = await client.call('replay', { transcript }).then(
      (view) => `${view.turns.length} turns`,
      (error: Error) => error.message,
    );
    const ms = performance.now() - started;
    client.dispose();
    return { events, replayed, ms };
  }, 2_000);
  expect(outcome.replayed).toBe('2000 turns');
  // It took longer than the deadline, and the worker was never presumed dead.
  expect(outcome.ms).toBeGreaterThan(3_000);
  expect(outcome.events).toEqual([]);
});

test('a query is planned and ranked once, from its page to the lens, movement column and near misses', async ({
  page,
}) => {
  await openSample(page);
  // A first query, settled to its ranking past the page, so nothing of it is counted below.
  await page.getByRole('searchbox', { name: /^Query/ }).fill('pdf');
  await expect(page.getByRole('region', { name: /^Lens:/ })).toContainText('Lens: pdf_reader');
  await page.waitForFunction(
    () => ((window.__toollens as ToollensHooks).answered.nearMisses ?? 0) > 0,
  );
  const before = await page.evaluate(async () => {
    const { client, answered } = window.__toollens as ToollensHooks;
    return {
      passes: await client.call('searchPassesForTest'),
      nearMisses: answered.nearMisses ?? 0,
    };
  });
  await page.getByRole('searchbox', { name: /^Query/ }).fill('excel file');
  await expect(page.getByRole('region', { name: /^Lens:/ })).toContainText('Lens: excel_reader');
  await expect(page.locator('[data-testid="hit-move"][data-pending]')).toHaveCount(0);
  await page.waitForFunction(
    (n) => ((window.__toollens as ToollensHooks).answered.nearMisses ?? 0) > n,
    before.nearMisses,
  );
  const after = await page.evaluate(() =>
    (window.__toollens as ToollensHooks).client.call('searchPassesForTest'),
  );
  expect({
    plans: after.plans - before.passes.plans,
    spec: after.spec - before.passes.spec,
    toollens: after.toollens - before.passes.toollens,
  }).toEqual({ plans: 1, spec: 1, toollens: 1 });
});

test('a question about a search the worker no longer keeps is answered from a fresh search', async ({
  page,
}) => {
  await openSample(page);
  const outcome = await page.evaluate(async () => {
    const { client } = window.__toollens as ToollensHooks;
    const first = { query: 'excel file' };
    await client.call('search', first);
    // More searches than the worker keeps: the first is dropped there.
    for (let i = 0; i < 12; i++) await client.call('search', { query: `file ${i}` });
    const before = await client.call('searchPassesForTest');
    const lens = await client.call('lens', first, 'excel_reader');
    // The worker searched again (one plan), and kept it: the next question plans nothing.
    const searched = (await client.call('searchPassesForTest')).plans - before.plans;
    await client.call('whyNot', first, 'pdf_reader');
    const again = (await client.call('searchPassesForTest')).plans - before.plans;
    return { lens: lens?.name, searched, again };
  });
  expect(outcome.lens).toBe('excel_reader');
  expect([outcome.searched, outcome.again]).toEqual([1, 1]);
});
