import { describe, expect, it } from 'vitest';
import { memoryWorkspace } from '../../../test/memoryWorkspace';
import { settle, visit } from '../../../test/workspaceVisit';
import { CODECS } from '../persist/collections';
import { encodeShare, readSharePayload, SHARE_PREFIX } from './shareLink';
import { readWorkspaceFile, workspaceFile } from './workspaceFile';
import { settingsQuestion } from './workspaceSession';

/** Catalog settings in workspace files, share links and storage items. */
const settings = { scaffolding: { get_me: true }, rename: { label: 'tag' }, drop: ['pdf'] };
const work = { querySets: [], activeSet: undefined, k: 10, histories: {} };

describe('catalog settings in a workspace file', () => {
  it('travel and come back', () => {
    const file = workspaceFile(
      { ...work, catalogSettings: { 'demo|toollens|169': settings } },
      '',
      undefined,
      undefined,
    );
    const read = readWorkspaceFile(JSON.stringify(file));
    expect(read.ok && read.value.catalogSettings).toEqual({ 'demo|toollens|169': settings });
  });

  it('are checked before anything is replaced, each problem named by its path', () => {
    const file = workspaceFile(work, '', undefined, undefined);
    const bad = {
      ...file,
      catalogSettings: { demo: { rename: { label: 'two words' }, drop: 'pdf' } },
    };
    const read = readWorkspaceFile(JSON.stringify(bad));
    expect(read.ok).toBe(false);
    if (!read.ok)
      expect(read.errors).toEqual([
        '/catalogSettings/demo/rename/label: "two words" is not a root: no spaces, ":", ",", "<" or ">"',
        '/catalogSettings/demo/drop: expected an array of roots',
      ]);
  });

  it('are optional: a file from before them still reads', () => {
    const read = readWorkspaceFile(JSON.stringify(workspaceFile(work, '', undefined, undefined)));
    expect(read.ok).toBe(true);
  });
});

describe('catalog settings in a share link', () => {
  it('are read with their key; their content is the worker’s to read (workspaceSettings.ts)', () => {
    const payload = { v: 1, view: '', settings: { key: 'demo|toollens|169', settings } };
    expect(readSharePayload(payload).ok).toBe(true);
    const unkeyed = readSharePayload({ ...payload, settings: { settings } });
    expect(unkeyed.ok).toBe(false);
    if (!unkeyed.ok)
      expect(unkeyed.errors).toEqual(['share link /settings: expected {key, settings}']);
  });
});

describe('catalog settings in storage', () => {
  it('are one item per catalog', () => {
    const items = CODECS.catalogSettings.split({ a: settings, b: settings });
    expect([...(items?.keys() ?? [])]).toEqual(['a', 'b']);
    expect(CODECS.catalogSettings.join([...(items ?? [])])).toEqual({ a: settings, b: settings });
  });
});

describe("the capability line's budget", () => {
  const KEY = 'demo|toollens|8';
  const budgeted = { scaffolding: {}, rename: {}, drop: ['pdf'], lineBudget: 120 };

  it('travels in a workspace file and comes back; a budget out of range is refused by path', () => {
    const file = workspaceFile(
      { ...work, catalogSettings: { [KEY]: budgeted } },
      '',
      undefined,
      undefined,
    );
    const read = readWorkspaceFile(JSON.stringify(file));
    expect(read.ok && read.value.catalogSettings).toEqual({ [KEY]: budgeted });

    const bad = { ...file, catalogSettings: { [KEY]: { ...budgeted, lineBudget: 50 } } };
    const refused = readWorkspaceFile(JSON.stringify(bad));
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(refused.errors).toEqual([
        `/catalogSettings/${KEY}/lineBudget: the line budget is a whole number of characters from 80 to 100,000`,
      ]);
  });

  it('travels in a share link: saved on OK, and a link differing only by it asks first', async () => {
    const storage = memoryWorkspace();
    await storage.set('catalogSettings', { [KEY]: { scaffolding: {}, rename: {}, drop: ['pdf'] } });
    const link = `${SHARE_PREFIX}${await encodeShare({ v: 1, view: '', settings: { key: KEY, settings: budgeted } })}`;
    const page = visit(storage, link, () => true);
    await page.workspace.start();
    await settle();
    expect(page.asked).toEqual([settingsQuestion(KEY, true)]);
    expect(page.store.getState().authoring.catalogSettings?.[KEY]).toEqual(budgeted);
    expect(await storage.get('catalogSettings')).toEqual({ [KEY]: budgeted });
  });

  it('is kept in storage with its catalog, and read back on the next visit', async () => {
    const items = CODECS.catalogSettings.split({ [KEY]: budgeted });
    expect(CODECS.catalogSettings.join([...(items ?? [])])).toEqual({ [KEY]: budgeted });
    const storage = memoryWorkspace();
    await storage.set('catalogSettings', { [KEY]: budgeted });
    const page = visit(storage);
    await page.workspace.start();
    await settle();
    expect(page.store.getState().authoring.catalogSettings).toEqual({ [KEY]: budgeted });
  });
});
