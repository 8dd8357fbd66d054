import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryWorkspace } from '../../../test/memoryWorkspace';
import { settle, visit } from '../../../test/workspaceVisit';
import type { EditHistory, ImportedCatalog, QuerySet } from '../../authoring';
import { PAGE_TIMING } from '../pageTiming';
import { encodeShare, SHARE_PREFIX } from './shareLink';
import { workspaceFile } from './workspaceFile';
import { replaceCatalogQuestion, viewOnlyNotice, workLost } from './workspaceSession';

const mine: ImportedCatalog = { name: 'mine.json', text: '[{"name":"a"}]' };
const shareHash = async (catalog: ImportedCatalog) =>
  `${SHARE_PREFIX}${await encodeShare({ v: 1, view: `#imported=${catalog.name}`, catalog })}`;

const withMine = async () => {
  const storage = memoryWorkspace();
  const first = visit(storage);
  await first.workspace.start();
  await first.store.getState().actions.loadCatalogText(mine.name, mine.text);
  await settle();
  expect(await storage.get('catalog')).toEqual(mine);
  return storage;
};

describe('a share link with a catalog', () => {
  it('keeps the user’s catalog when the link’s is not a catalog (nothing saved)', async () => {
    const storage = await withMine();
    const garbage = { name: 'garbage.json', text: '{"tools": [ not json' };
    const page = visit(storage, await shareHash(garbage));
    await page.workspace.start();
    await settle();
    expect(await storage.get('catalog')).toEqual(mine);
    const state = page.store.getState();
    expect(state.catalog?.source).toBe('mine.json');
    expect(state.importFailure?.source).toBe('garbage.json');
    expect(state.view.catalog).toEqual({ kind: 'imported', name: 'mine.json' });
  });

  it('asks before replacing the user’s catalog, and Cancel views it without saving', async () => {
    const storage = await withMine();
    const theirs = { name: 'theirs.json', text: '[{"name":"b"},{"name":"c"}]' };
    const cancel = visit(storage, await shareHash(theirs), () => false);
    await cancel.workspace.start();
    await settle();
    expect(cancel.asked).toEqual([replaceCatalogQuestion('theirs.json', 'mine.json')]);
    expect(cancel.store.getState().catalog?.source).toBe('theirs.json');
    expect(cancel.store.getState().notice).toBe(viewOnlyNotice('theirs.json', 'mine.json'));
    expect(await storage.get('catalog')).toEqual(mine);

    const ok = visit(storage, await shareHash(theirs), () => true);
    await ok.workspace.start();
    await settle();
    expect(await storage.get('catalog')).toEqual(theirs);
  });
});

describe('a damaged share link', () => {
  it('says so, and the message stays after the default catalog loads', async () => {
    const page = visit(memoryWorkspace(), '#share=AAAA____');
    await page.workspace.start();
    await settle();
    expect(page.store.getState().catalog?.source).toBe('demo');
    expect(page.store.getState().notice).toBe('share link: the link is damaged or cut short');
  });
});

describe('a workspace file', () => {
  it('with "transcripts": 42 is refused and the saved transcripts stay', async () => {
    const storage = memoryWorkspace();
    const saved = { transcripts: [{ transcript: { name: 't', turns: [] }, origin: 'written' }] };
    await storage.set('transcripts', saved);
    const page = visit(storage);
    await page.workspace.start();
    const file = workspaceFile(
      { querySets: [], activeSet: undefined, k: 5, histories: {} },
      '',
      undefined,
      42,
    );
    const problems = await page.workspace.importFile(JSON.stringify(file));
    expect(problems).toEqual(['/transcripts: expected an object, found a number']);
    expect(await storage.get('transcripts')).toEqual(saved);
  });

  it('with a catalog that is not one changes nothing', async () => {
    const storage = await withMine();
    const page = visit(storage);
    await page.workspace.start();
    const before = page.store.getState().catalog;
    const file = workspaceFile(
      { querySets: [], activeSet: undefined, k: 5, histories: {} },
      '#imported=bad.json',
      { name: 'bad.json', text: 'nope' },
      undefined,
    );
    expect(await page.workspace.importFile(JSON.stringify(file))).toEqual([
      '/catalog: bad.json: not valid JSON',
    ]);
    await settle();
    expect(await storage.get('catalog')).toEqual(mine);
    expect(page.store.getState().catalog).toBe(before);
  });
});

describe('the user’s own work (property)', () => {
  const good = [
    { name: 'a.json', text: '[{"name":"a"}]' },
    { name: 'b.json', text: '[{"name":"b"},{"name":"c"}]' },
  ];
  const bad = [
    { name: 'garbage.json', text: '{"tools": [ not json' },
    { name: 'object.json', text: '{}' },
  ];
  const isGood = (catalog: ImportedCatalog) => good.some((each) => each.text === catalog.text);
  const catalog = fc.constantFrom<ImportedCatalog>(...good, ...bad);
  const set = (id: string, query: string): QuerySet => ({
    id,
    name: id,
    revision: 1,
    queries: [{ id: 'q1', query, relevant: ['a'] }],
  });
  const sets = fc
    .subarray([set('s1', 'one'), set('s2', 'two'), set('s1', 'other')])
    .map((list) => list.filter((each, i) => list.findIndex((other) => other.id === each.id) === i));
  const text = (description: string) => ({
    name: 'a',
    description,
    capabilities: [],
    domains: [],
    entities: [],
    derived: {},
  });
  const history = (description: string): EditHistory => ({
    entries: [{ before: text('x'), after: text(description) }],
    applied: 1,
  });
  // Edits of catalogs these steps never load: a load re-applies (or sets aside) its own.
  const edits = fc
    .subarray([
      ['x.json|plain|1', 'mine'],
      ['y.json|plain|2', 'theirs'],
    ] as const)
    .map((pairs) => Object.fromEntries(pairs.map(([key, d]) => [key, history(d)])));

  type Op =
    | { kind: 'import'; catalog: ImportedCatalog }
    | { kind: 'share'; catalog: ImportedCatalog; answer: boolean }
    | {
        kind: 'workspace';
        sets: QuerySet[];
        edits: Record<string, EditHistory>;
        catalog: ImportedCatalog | undefined;
        transcripts: unknown;
        answer: boolean;
      };
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ kind: fc.constant('import' as const), catalog }),
    fc.record({ kind: fc.constant('share' as const), catalog, answer: fc.boolean() }),
    fc.record({
      kind: fc.constant('workspace' as const),
      sets,
      edits,
      catalog: fc.option(catalog, { nil: undefined }),
      transcripts: fc.constantFrom<unknown>(undefined, { transcripts: [] }, 42),
      answer: fc.boolean(),
    }),
  );

  type Model = {
    catalog: ImportedCatalog | undefined;
    sets: QuerySet[];
    edits: Record<string, EditHistory>;
  };

  /** What the user's work should be after `step`: kept, or replaced only when they agreed. */
  const expected = (model: Model, step: Op): Model => {
    switch (step.kind) {
      case 'import':
        return isGood(step.catalog) ? { ...model, catalog: step.catalog } : model;
      case 'share': {
        if (!isGood(step.catalog)) return model;
        const replaces = model.catalog && model.catalog.text !== step.catalog.text;
        return !replaces || step.answer ? { ...model, catalog: step.catalog } : model;
      }
      case 'workspace': {
        if (step.transcripts === 42 || (step.catalog && !isGood(step.catalog))) return model;
        const lost = workLost(
          { querySets: model.sets, histories: model.edits, imported: model.catalog },
          { querySets: step.sets, histories: step.edits, catalog: step.catalog },
        );
        if (lost.length > 0 && !step.answer) return model;
        return { catalog: step.catalog ?? model.catalog, sets: step.sets, edits: step.edits };
      }
    }
  };

  const run = async (storage: ReturnType<typeof memoryWorkspace>, step: Op) => {
    if (step.kind === 'share') {
      const page = visit(storage, await shareHash(step.catalog), () => step.answer);
      await page.workspace.start();
      return;
    }
    const page = visit(storage, '', () => step.kind === 'workspace' && step.answer);
    await page.workspace.start();
    if (step.kind === 'import') {
      await page.store.getState().actions.loadCatalogText(step.catalog.name, step.catalog.text);
      return;
    }
    const file = workspaceFile(
      { querySets: step.sets, activeSet: undefined, k: 5, histories: step.edits },
      '',
      step.catalog,
      step.transcripts,
    );
    await page.workspace.importFile(JSON.stringify(file));
  };

  it('is kept, or replaced only after the user agreed, whatever arrives', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 6 }), async (steps) => {
        const storage = memoryWorkspace();
        let model: Model = { catalog: undefined, sets: [], edits: {} };
        for (const step of steps) {
          await run(storage, step);
          await settle();
          model = expected(model, step);
          expect(await storage.get('catalog')).toEqual(model.catalog);
          expect((await storage.get<{ sets: QuerySet[] }>('querySets'))?.sets ?? []).toEqual(
            model.sets,
          );
          expect((await storage.get('edits')) ?? {}).toEqual(model.edits);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('a saved catalog that no longer loads', () => {
  it('is offered to open without or to discard, and stays saved until then', async () => {
    const storage = memoryWorkspace();
    const bad = { name: 'bad.json', text: '{"tools": [ not json' };
    await storage.set('catalog', bad);
    await storage.set('view', '#imported=bad.json');
    const page = visit(storage);
    await page.workspace.start();
    await settle();
    const [failure] = page.store.getState().savedFailures;
    expect(failure).toMatchObject({
      id: 'catalog',
      what: 'the saved catalog bad.json',
      message: 'bad.json: not valid JSON',
    });
    expect(await storage.get('catalog')).toEqual(bad);
    await page.store.getState().actions.settleSavedFailure('catalog', 'open');
    // Opening without it loads the demo in the background.
    await settle();
    expect(page.store.getState().catalog?.source).toBe('demo');
    expect(await storage.get('catalog')).toEqual(bad);

    const again = visit(storage);
    await again.workspace.start();
    await settle();
    await again.store.getState().actions.settleSavedFailure('catalog', 'discard');
    expect(await storage.get('catalog')).toBeUndefined();
    expect(again.store.getState().catalog?.source).toBe('demo');
    expect(again.store.getState().authoring.imported).toBeUndefined();
  });
});

describe('saving the view', () => {
  afterEach(() => vi.useRealTimers());

  it('saves the view once it has rested for the delay it is given, unsaved until then', async () => {
    vi.useFakeTimers();
    const storage = memoryWorkspace();
    // A delay unlike the page's own, so the test passes only if the one given is used.
    const page = visit(storage, '', () => true, { ...PAGE_TIMING, viewSaveMs: 40 });
    await page.workspace.start();
    await vi.advanceTimersByTimeAsync(0);
    page.store.getState().actions.setView({ query: 'ex' });
    await vi.advanceTimersByTimeAsync(20);
    page.store.getState().actions.setView({ query: 'excel' });
    await vi.advanceTimersByTimeAsync(39);
    expect(page.store.getState().viewUnsaved).toBe(true);
    expect(await storage.get('view')).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(page.store.getState().viewUnsaved).toBe(false);
    expect(await storage.get('view')).toBe('#q=excel');
  });
});
