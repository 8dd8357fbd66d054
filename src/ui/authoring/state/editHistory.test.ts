import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ToolText } from '../../../engine/core';
import {
  appliedEntries,
  catalogKeyOf,
  currentName,
  type EditHistory,
  EMPTY_HISTORY,
  editedOrigins,
  mergeHistories,
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

describe('editedOrigins', () => {
  it("names each edited tool by its name now and its server's name, undone edits left out", () => {
    const other = { before: text('c'), after: text('c', 'mine') };
    const history = pushEdit(pushEdit(pushEdit(EMPTY_HISTORY, first), second), other);
    expect([...editedOrigins(history)]).toEqual([
      ['b', 'a'],
      ['c', 'c'],
    ]);
    const undone = undoStep(history)?.history ?? history;
    expect([...editedOrigins(undone)]).toEqual([['b', 'a']]);
  });
});

describe("merging two tabs' histories of one catalog", () => {
  const TOOLS = ['a', 'b', 'c', 'd'];
  let serial = 0;
  /** An edit of `tool` from whatever it reads now: the description counts the edits. */
  const editOf = (history: EditHistory, tool: string) => {
    const last = appliedEntries(history)
      .filter((e) => e.after.name === tool)
      .at(-1);
    return pushEdit(history, {
      before: last?.after ?? text(tool),
      after: text(tool, `v${++serial}`),
    });
  };
  type Op = { kind: 'edit'; tool: string } | { kind: 'undo' };
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ kind: fc.constant('edit' as const), tool: fc.constantFrom(...TOOLS) }),
    fc.constant({ kind: 'undo' as const }),
  );
  const run = (start: EditHistory, ops: Op[]) =>
    ops.reduce(
      (history, step) =>
        step.kind === 'edit' ? editOf(history, step.tool) : (undoStep(history)?.history ?? history),
      start,
    );
  /** The brute-force model: each tool's applied entries, in order. */
  const perTool = (history: EditHistory | undefined) =>
    new Map(
      TOOLS.map((tool) => [
        tool,
        JSON.stringify(
          (history ? appliedEntries(history) : []).filter((e) => e.before.name === tool),
        ),
      ]),
    );

  it("keeps each tab's changes per tool, or refuses when both changed one tool", () => {
    fc.assert(
      fc.property(fc.array(op), fc.array(op), fc.array(op), (shared, here, there) => {
        const base = run(EMPTY_HISTORY, shared);
        const mine = run(base, here);
        const theirs = run(base, there);
        const [b, m, t] = [perTool(base), perTool(mine), perTool(theirs)];
        const changedHere = TOOLS.filter((tool) => m.get(tool) !== b.get(tool));
        const changedThere = TOOLS.filter((tool) => t.get(tool) !== b.get(tool));
        const merged = mergeHistories(base, mine, theirs);
        if (changedHere.some((tool) => changedThere.includes(tool))) {
          expect(merged).toBeUndefined();
          return;
        }
        expect(merged).toBeDefined();
        const result = perTool(merged);
        for (const tool of TOOLS) {
          const expected = changedHere.includes(tool) ? m : changedThere.includes(tool) ? t : b;
          expect(result.get(tool)).toBe(expected.get(tool));
        }
        expect(merged?.applied).toBe(merged?.entries.length);
      }),
    );
  });

  it('does not bring back an edit this tab undid', () => {
    const base = editOf(EMPTY_HISTORY, 'a');
    const mine = undoStep(base)?.history ?? base;
    const theirs = editOf(base, 'b');
    expect(
      appliedEntries(mergeHistories(base, mine, theirs) ?? EMPTY_HISTORY).map((e) => e.after.name),
    ).toEqual(['b']);
  });

  it('counts a rename as a change of both names', () => {
    const renamed = pushEdit(EMPTY_HISTORY, { before: text('a'), after: text('b') });
    const edited = editOf(EMPTY_HISTORY, 'b');
    expect(mergeHistories(undefined, renamed, edited)).toBeUndefined();
  });
});
