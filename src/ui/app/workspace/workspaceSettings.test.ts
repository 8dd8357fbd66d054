import { describe, expect, it } from 'vitest';
import { memoryWorkspace } from '../../../test/memoryWorkspace';
import { settle, visit } from '../../../test/workspaceVisit';
import { encodeShare, SHARE_PREFIX } from './shareLink';
import { settingsQuestion, settingsViewOnlyNotice } from './workspaceSession';

/**
 * Catalog settings from a link or from storage: read
 * by the worker, bounded, asked before a link's are saved, and refused ones kept until the user
 * discards them.
 */

const KEY = 'demo|toollens|8';
const roots = (n: number) => Array.from({ length: n }, (_, i) => `r${i.toString(36)}`);
const linkWith = async (settings: unknown) =>
  `${SHARE_PREFIX}${await encodeShare({ v: 1, view: '', settings: { key: KEY, settings } })}`;
const dropPdf = { scaffolding: {}, rename: {}, drop: ['pdf'] };

describe('settings from a share link', () => {
  it('are refused by their count, in the worker, with nothing asked or saved', async () => {
    const storage = memoryWorkspace();
    const page = visit(storage, await linkWith({ drop: roots(200_000) }));
    await page.workspace.start();
    await settle();
    expect(page.calls).toContain('readCatalogSettings');
    expect(page.store.getState().notice).toBe(
      "share link /settings/settings/drop: 200,000 roots; toollens reads at most 10,000. The link's scaffolding and capability-line settings were not applied.",
    );
    expect(page.asked).toEqual([]);
    expect(page.store.getState().authoring.catalogSettings).toEqual({});
    expect(await storage.get('catalogSettings')).toBeUndefined();
  });

  it('ask before they are saved: Cancel applies them for this visit only', async () => {
    const storage = memoryWorkspace();
    const cancel = visit(storage, await linkWith(dropPdf), () => false);
    await cancel.workspace.start();
    await settle();
    expect(cancel.asked).toEqual([settingsQuestion(KEY, false)]);
    expect(cancel.store.getState().authoring.catalogSettings).toEqual({ [KEY]: dropPdf });
    expect(cancel.store.getState().notice).toBe(settingsViewOnlyNotice(KEY));
    expect(await storage.get('catalogSettings')).toEqual({});

    const ok = visit(storage, await linkWith(dropPdf), () => true);
    await ok.workspace.start();
    await settle();
    expect(await storage.get('catalogSettings')).toEqual({ [KEY]: dropPdf });
  });

  it('leave the user’s own saved on Cancel, and ask nothing when they are the same', async () => {
    const storage = memoryWorkspace();
    const own = { scaffolding: {}, rename: { label: 'tag' }, drop: [] };
    await storage.set('catalogSettings', { [KEY]: own });
    const cancel = visit(storage, await linkWith(dropPdf), () => false);
    await cancel.workspace.start();
    await settle();
    expect(cancel.asked).toEqual([settingsQuestion(KEY, true)]);
    expect(cancel.store.getState().authoring.catalogSettings?.[KEY]).toEqual(dropPdf);
    expect(await storage.get('catalogSettings')).toEqual({ [KEY]: own });

    const same = visit(storage, await linkWith(own));
    await same.workspace.start();
    expect(same.asked).toEqual([]);
  });
});

describe('saved settings the worker refuses', () => {
  it('are left out and said, the others kept in use, and all kept saved until discarded', async () => {
    const storage = memoryWorkspace();
    const hostile = { drop: roots(200_000) };
    const good = { scaffolding: {}, rename: {}, drop: ['file'] };
    await storage.set('catalogSettings', { [KEY]: hostile, 'mine.json|plain|2': good });
    const page = visit(storage);
    await page.workspace.start();
    await settle();
    expect(page.calls).toContain('readSettingsMap');
    expect(page.store.getState().authoring.catalogSettings).toEqual({ 'mine.json|plain|2': good });
    const [failure] = page.store.getState().savedFailures;
    expect(failure).toMatchObject({
      id: `settings:${KEY}`,
      what: 'the saved scaffolding and capability-line settings of demo',
      message: `/catalogSettings/${KEY}/drop: 200,000 roots; toollens reads at most 10,000`,
    });
    // Another catalog's settings change: the refused ones are written back as they were.
    page.store.getState().authoring.actions.restore({
      catalogSettings: { 'mine.json|plain|2': { ...good, drop: ['pdf'] } },
    });
    await settle();
    expect(await storage.get('catalogSettings')).toEqual({
      [KEY]: hostile,
      'mine.json|plain|2': { ...good, drop: ['pdf'] },
    });

    await page.store.getState().actions.settleSavedFailure(`settings:${KEY}`, 'discard');
    await settle();
    expect(await storage.get('catalogSettings')).toEqual({
      'mine.json|plain|2': { ...good, drop: ['pdf'] },
    });
    expect(page.store.getState().savedFailures).toEqual([]);
  });
});
