import { describe, expect, it } from 'vitest';
import { memoryWorkspace } from '../../../test/memoryWorkspace';
import { settle, visit } from '../../../test/workspaceVisit';
import { readCompareChoice } from './workspaceCompare';

const file = { kind: 'file' as const, name: 'next.json', text: '[{"name":"a"}]' };

describe('the compared-with catalog across visits', () => {
  it('is saved when chosen and chosen again on the next visit, side and text included', async () => {
    const storage = memoryWorkspace();
    const first = visit(storage);
    await first.workspace.start();
    first.store.getState().diff.actions.choose(file);
    first.store.getState().diff.actions.swap();
    await settle();
    expect(await storage.get('compareWith')).toEqual({ source: file, otherIs: 'old' });

    const again = visit(storage);
    await again.workspace.start();
    expect(again.store.getState().diff.choice).toEqual({ source: file, otherIs: 'old' });
  });

  it('is forgotten when the user stops comparing', async () => {
    const storage = memoryWorkspace();
    const page = visit(storage);
    await page.workspace.start();
    page.store.getState().diff.actions.choose({ kind: 'builtIn', name: 'sample' });
    page.store.getState().diff.actions.clear();
    await settle();
    expect(await storage.get('compareWith')).toBeUndefined();
    const again = visit(storage);
    await again.workspace.start();
    expect(again.store.getState().diff.choice).toBeUndefined();
  });

  it('drops a stored value of another shape', () => {
    expect(
      [
        { source: { kind: 'file', name: 'a.json' }, otherIs: 'new' },
        { source: { kind: 'builtIn', name: 'nope' }, otherIs: 'new' },
        { source: { kind: 'loaded' }, otherIs: 'sideways' },
        'loaded',
        null,
      ].map(readCompareChoice),
    ).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(readCompareChoice({ source: { kind: 'loaded' }, otherIs: 'old' })).toEqual({
      source: { kind: 'loaded' },
      otherIs: 'old',
    });
  });
});
