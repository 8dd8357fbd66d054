import { describe, expect, it } from 'vitest';
import type { ToolText } from '../panels/edit/toolText';
import {
  appliedEntries,
  catalogKeyOf,
  currentName,
  EMPTY_HISTORY,
  pushEdit,
  redoStep,
  undoStep,
  withoutRedo,
} from './editHistory';

const text = (name: string, description = 'd'): ToolText => ({
  name,
  description,
  capabilities: [],
  domains: [],
  entities: [],
  derived: {},
});

const first = { before: text('a'), after: text('a', 'better') };
const second = { before: text('a', 'better'), after: text('b', 'better') };

describe('edit history', () => {
  it('undoes and redoes in order', () => {
    const history = pushEdit(pushEdit(EMPTY_HISTORY, first), second);
    const undone = undoStep(history);
    expect(undone?.entry).toBe(second);
    expect(undone?.history.applied).toBe(1);
    const redone = undone && redoStep(undone.history);
    expect(redone?.entry).toBe(second);
    expect(redone?.history.applied).toBe(2);
  });

  it('has nothing to undo when empty and nothing to redo at the top', () => {
    expect(undoStep(EMPTY_HISTORY)).toBeUndefined();
    expect(redoStep(pushEdit(EMPTY_HISTORY, first))).toBeUndefined();
  });

  it('drops the redo stack on a new edit', () => {
    const undone = undoStep(pushEdit(pushEdit(EMPTY_HISTORY, first), second));
    const history = pushEdit(undone?.history ?? EMPTY_HISTORY, second);
    expect(history.entries).toHaveLength(2);
    expect(appliedEntries(history)).toEqual([first, second]);
  });

  it('keeps only the applied entries for a share link', () => {
    const undone = undoStep(pushEdit(pushEdit(EMPTY_HISTORY, first), second));
    expect(withoutRedo(undone?.history ?? EMPTY_HISTORY)).toEqual({ entries: [first], applied: 1 });
  });

  it('follows renames to the current name', () => {
    const history = pushEdit(pushEdit(EMPTY_HISTORY, first), second);
    expect(currentName(history, 'a')).toBe('b');
    expect(currentName(history, 'c')).toBe('c');
  });

  it('keys a catalog by its source, format and size', () => {
    expect(catalogKeyOf({ source: 'demo', format: 'toollens', tools: 169 })).toBe(
      'demo|toollens|169',
    );
  });
});
