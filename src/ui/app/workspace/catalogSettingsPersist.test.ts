import { describe, expect, it } from 'vitest';
import { CODECS } from '../persist/collections';
import { readSharePayload } from './shareLink';
import { readWorkspaceFile, workspaceFile } from './workspaceFile';

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
