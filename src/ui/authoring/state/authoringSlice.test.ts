import { describe, expect, it } from 'vitest';
import type { ToolSearchResult, ToolText } from '../../../engine/core';
import { QUIET_FAKES, testEngine } from '../../../test/testEngine';
import type { ToolDetail, ToolEdit } from '../../../worker/boundary';
import { createAppStore } from '../../app/store/appStore';
import { shown } from '../../shared/request';
import { DEFAULT_VIEW } from '../../shared/view';
import { catalogKeyOf } from './editHistory';
import { MARKED_SET_NAME } from './markResult';

/** A two-tool catalog in a fake worker that applies edits as the real one does. */
const fakeEngine = () => {
  const tools = new Map<string, ToolDetail>();
  const detail = (name: string, description: string): ToolDetail => ({
    name,
    order: tools.size,
    domains: ['files'],
    capabilities: ['file:read'],
    descriptionChars: description.length,
    schemaChars: 2,
    declarationChars: 10,
    live: false,
    scaffolding: false,
    derived: {},
    description,
    parameters: {},
    entities: [],
    relationships: [],
    concepts: [],
    declaration: '',
  });
  const reset = () => {
    tools.clear();
    tools.set('read_file', detail('read_file', 'Read a file'));
    tools.set('write_file', detail('write_file', 'Write a file'));
  };
  reset();
  const edits: ToolEdit[] = [];
  const summary = { source: 'sample', format: 'toollens' as const, tools: 2 };
  /** What sending a tool to the editor does: replaced by a test to lose it. */
  let toolDetail: (name: string) => Promise<ToolDetail | undefined> = async (name) =>
    tools.get(name);
  const { engine } = testEngine({
    ...QUIET_FAKES,
    search: (options) => ({
      request: options,
      page: { query: options.query, hits: [], menu: { text: '' } } as unknown as ToolSearchResult,
      menuTokens: { tokenizer: 'chars/4', tokens: 0, estimated: true },
    }),
    loadBuiltIn: () => {
      reset();
      return { ok: true, summary: { ...summary }, warnings: [] };
    },
    loadCatalogText: () => ({ ok: true, summary, warnings: [] }),
    catalogRows: () => [...tools.values()],
    toolDetail: (name) => toolDetail(name),
    updateTool: (edit) => {
      const before = edit.previousName ?? edit.tool.name;
      if (edit.tool.name !== before && tools.has(edit.tool.name)) throw new Error('name taken');
      const old = tools.get(before);
      if (!old) throw new Error(`no tool ${before}`);
      tools.delete(before);
      const description = edit.tool.description as string;
      tools.set(edit.tool.name, { ...old, name: edit.tool.name, description });
      edits.push(edit);
      return { tools: tools.size };
    },
  });
  const setToolDetail = (answer: typeof toolDetail) => {
    toolDetail = answer;
  };
  return { engine, tools, edits, setToolDetail };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const text = (name: string, description: string): ToolText => ({
  name,
  description,
  capabilities: ['file:read'],
  domains: ['files'],
  entities: [],
  derived: {},
});

const loaded = async () => {
  const fake = fakeEngine();
  const store = createAppStore(fake.engine);
  await store.getState().actions.loadBuiltIn('sample');
  await settle();
  return { fake, store, authoring: () => store.getState().authoring };
};

describe('authoring edits', () => {
  it('applies an edit, undoes and redoes it, and keeps the history by catalog', async () => {
    const { fake, store, authoring } = await loaded();
    await authoring().actions.openEditor('read_file');
    expect(await authoring().actions.saveEdit(text('read_file', 'Open a text file'))).toBe(true);
    expect(fake.tools.get('read_file')?.description).toBe('Open a text file');
    const key = catalogKeyOf({ source: 'sample', format: 'toollens', tools: 2 });
    expect(authoring().histories[key]?.applied).toBe(1);
    expect(authoring().editor?.description).toBe('Open a text file');
    expect(shown(store.getState().rows)?.find((row) => row.name === 'read_file')).toBeDefined();

    await authoring().actions.undo();
    expect(fake.tools.get('read_file')?.description).toBe('Read a file');
    expect(authoring().histories[key]).toMatchObject({ applied: 0 });
    await authoring().actions.redo();
    expect(fake.tools.get('read_file')?.description).toBe('Open a text file');
    expect(authoring().editVersion).toBe(3);
  });

  it('refuses a name that differs from another tool only by case (READ_FILE beside read_file)', async () => {
    const { fake, authoring } = await loaded();
    await authoring().actions.openEditor('write_file');
    expect(await authoring().actions.saveEdit(text('READ_FILE', 'Write a file'))).toBe(false);
    expect(authoring().editError).toContain('differs from "READ_FILE" only by case');
    expect(fake.tools.has('READ_FILE')).toBe(false);
    // A new case of a tool's own name is its own business.
    expect(await authoring().actions.saveEdit(text('WRITE_FILE', 'Write a file'))).toBe(true);
    expect(fake.tools.has('WRITE_FILE')).toBe(true);
  });

  it('follows a rename into the view and refuses a name another tool has', async () => {
    const { fake, store, authoring } = await loaded();
    store.getState().actions.setView({ panel: 'catalog', tool: 'read_file' });
    await authoring().actions.openEditor('read_file');
    await authoring().actions.saveEdit(text('open_file', 'Read a file'));
    expect(store.getState().view.tool).toBe('open_file');
    expect(fake.edits.at(-1)?.previousName).toBe('read_file');

    expect(await authoring().actions.saveEdit(text('write_file', 'Read a file'))).toBe(false);
    expect(authoring().editError).toBe('Another tool is already named "write_file".');
    expect(await authoring().actions.saveEdit(text('bad name!', 'Read a file'))).toBe(false);
    expect(authoring().editError).toContain('is not a valid tool name');
  });

  it('says why the editor could not open when the worker fails to send the tool', async () => {
    const { fake, authoring } = await loaded();
    fake.setToolDetail(async () => {
      throw new Error('toollens: the engine restarted before answering (crash)');
    });
    await authoring().actions.openEditor('read_file');
    expect(authoring().editor).toBeUndefined();
    expect(authoring().editError).toBe('toollens: the engine restarted before answering (crash)');
  });

  it('re-applies saved edits when the catalog loads again, and sets aside one that no longer fits', async () => {
    const { fake, store, authoring } = await loaded();
    await authoring().actions.openEditor('read_file');
    await authoring().actions.saveEdit(text('read_file', 'Open a text file'));
    const key = authoring().catalogKey ?? '';
    const saved = authoring().histories[key];
    if (!saved) throw new Error('no history');

    // A reload: the catalog comes back as loaded, then the saved edit is applied again.
    await store.getState().actions.loadBuiltIn('sample');
    await settle();
    await settle();
    expect(fake.tools.get('read_file')?.description).toBe('Open a text file');
    expect(authoring().reapplying).toBe(false);

    // A history whose "before" does not match the tool is kept but not forced onto it.
    const stale = text('write_file', 'Something else entirely');
    authoring().actions.restore({
      histories: {
        [key]: {
          entries: [...saved.entries, { before: stale, after: text('write_file', 'x') }],
          applied: 2,
        },
      },
    });
    await store.getState().actions.loadBuiltIn('sample');
    await settle();
    await settle();
    expect(fake.tools.get('write_file')?.description).toBe('Write a file');
    expect(authoring().histories[key]).toMatchObject({ applied: 1 });
    expect(authoring().histories[key]?.entries).toHaveLength(2);
    expect(store.getState().notice).toContain('1 saved edit to sample did not match');
  });
});

describe('query sets', () => {
  it('are renamed in place, keeping their id, and refuse an empty, long or taken name', async () => {
    const { authoring } = await loaded();
    authoring().actions.newQuerySet('My queries 1');
    authoring().actions.newQuerySet('My queries 2');
    const [first, second] = authoring().querySets;
    if (!first || !second) throw new Error('no sets');
    expect(authoring().actions.renameSet(second.id, '  Billing queries ')).toBeUndefined();
    expect(authoring().querySets.find((set) => set.id === second.id)?.name).toBe('Billing queries');
    expect(authoring().activeSet).toBe(second.id);
    expect(authoring().actions.renameSet(second.id, '   ')).toBe('A query set needs a name.');
    expect(authoring().actions.renameSet(second.id, 'x'.repeat(121))).toContain('at most 120');
    expect(authoring().actions.renameSet(second.id, 'My queries 1')).toBe(
      'Another query set is already called "My queries 1".',
    );
    expect(authoring().actions.renameSet('gone', 'Anything')).toBe(
      'That query set no longer exists.',
    );
    expect(authoring().querySets.map((set) => set.name)).toEqual([
      'My queries 1',
      'Billing queries',
    ]);
  });
});

describe('marking a search result', () => {
  it('starts a set when none is open, then updates the same query instead of adding one', async () => {
    const { authoring } = await loaded();
    expect(authoring().querySets).toEqual([]);
    authoring().actions.markResult('merge pdf', 'merge_pdfs', 'relevant');
    const [made] = authoring().querySets;
    expect(made?.name).toBe(MARKED_SET_NAME);
    expect(authoring().activeSet).toBe(made?.id);
    expect(made?.queries).toEqual([
      { id: 'q-merge-pdf', query: 'merge pdf', relevant: ['merge_pdfs'] },
    ]);

    // The same query, typed differently: one entry, updated; a tool moves between the lists.
    authoring().actions.markResult('  Merge  PDF ', 'split_pdf', 'notRelevant');
    authoring().actions.markResult('merge pdf', 'merge_pdfs', 'notRelevant');
    authoring().actions.markResult('merge pdf', 'read_pdf', 'relevant');
    const set = authoring().querySets[0];
    expect(set?.queries).toEqual([
      {
        id: 'q-merge-pdf',
        query: 'merge pdf',
        relevant: ['read_pdf'],
        mustNot: ['split_pdf', 'merge_pdfs'],
      },
    ]);
    expect(set?.revision).toBe(5);
    expect(authoring().querySets).toHaveLength(1);
  });

  it('adds to the set that is open, and clearing the last mark removes the entry', async () => {
    const { authoring } = await loaded();
    authoring().actions.newQuerySet('Mine');
    authoring().actions.saveQuery({
      id: 'a',
      query: 'read file',
      relevant: ['read_file'],
      grades: { read_file: 2 },
    });
    authoring().actions.markResult('read file', 'write_file', 'relevant');
    authoring().actions.markResult('read file', 'read_file', 'notRelevant');
    const [mine] = authoring().querySets;
    expect(mine?.name).toBe('Mine');
    // read_file is no longer relevant, so its grade goes with it.
    expect(mine?.queries).toEqual([
      { id: 'a', query: 'read file', relevant: ['write_file'], mustNot: ['read_file'] },
    ]);
    authoring().actions.markResult('read file', 'write_file', undefined);
    authoring().actions.markResult('read file', 'read_file', undefined);
    expect(authoring().querySets[0]?.queries).toEqual([]);
    // Unmarking what was never marked, or a blank query, changes nothing and makes no set.
    authoring().actions.markResult('anything', 'read_file', undefined);
    authoring().actions.markResult('   ', 'read_file', 'relevant');
    expect(authoring().querySets).toHaveLength(1);
    expect(authoring().querySets[0]?.queries).toEqual([]);
  });
});

describe('the Evaluate view in the address', () => {
  it('puts the chosen tab in the view, and follows a view that names another', async () => {
    const { store, authoring } = await loaded();
    authoring().actions.setTab('lint');
    expect(store.getState().view.evaluateTab).toBe('lint');
    // Back, Forward or an edited link: the view leads, the panel follows.
    store.getState().actions.applyView({ ...store.getState().view, evaluateTab: 'compare' });
    expect(store.getState().view.evaluateTab).toBe('compare');
  });

  it('keeps the tab in the view alone: the runs follow the view, whatever wrote it', async () => {
    const { store, authoring } = await loaded();
    store.setState({ view: { ...store.getState().view, panel: 'evaluate', evaluateTab: 'lint' } });
    authoring().actions.ensure();
    expect(authoring().lint.result.status).toBe('pending');
  });

  it('opens on the tab a link names', () => {
    const store = createAppStore(fakeEngine().engine, { ...DEFAULT_VIEW, evaluateTab: 'set' });
    expect(store.getState().view.evaluateTab).toBe('set');
  });

  it('compares the default ranker against seed first', () => {
    const { compare } = createAppStore(fakeEngine().engine).getState().authoring;
    expect([compare.a.ranker, compare.b.ranker]).toEqual(['seed', 'toollens']);
  });
});
