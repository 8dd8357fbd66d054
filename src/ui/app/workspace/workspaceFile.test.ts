import { describe, expect, it } from 'vitest';
import type { SavedWork } from '../../authoring';
import { readWorkspaceFile, workspaceFile } from './workspaceFile';

const text = (name: string, description: string) => ({
  name,
  description,
  capabilities: ['work-item:assign'],
  domains: ['work-items'],
  entities: [],
  derived: {},
});

const work: SavedWork = {
  querySets: [
    {
      id: 'demo',
      name: 'Demo catalog queries',
      revision: 3,
      queries: [
        { id: 'q1', query: 'reassign this ticket', relevant: ['assign_work_item'] },
        {
          id: 'q2',
          query: 'file a bug',
          relevant: ['create_work_item', 'apply_work_item_template'],
          grades: { create_work_item: 2, apply_work_item_template: 1 },
          mustNot: ['delete_work_item'],
        },
      ],
    },
  ],
  activeSet: 'demo',
  k: 5,
  histories: {
    'demo|toollens|169': {
      entries: [
        {
          before: text('assign_work_item', 'Set who'),
          after: text('assign_work_item', 'Set or reassign who'),
        },
      ],
      applied: 1,
    },
  },
};

describe('readWorkspaceFile', () => {
  it('reads back what workspaceFile wrote', () => {
    const file = workspaceFile(
      work,
      '#panel=evaluate',
      { name: 'tools.json', text: '[]' },
      { transcripts: [] },
      new Date('2026-01-01T00:00:00Z'),
    );
    const read = readWorkspaceFile(JSON.stringify(file));
    expect(read).toEqual({ ok: true, value: file });
  });

  it('reads a file without an imported catalog', () => {
    const file = workspaceFile(work, '', undefined, undefined);
    const read = readWorkspaceFile(JSON.stringify(file));
    expect(read.ok && read.value.catalog).toBeUndefined();
  });

  it('refuses text that is not JSON, or not a workspace, or of another version', () => {
    expect(readWorkspaceFile('{').ok).toBe(false);
    // A slip on line 3 is placed there, whatever the JavaScript engine's own wording.
    const slip = readWorkspaceFile('{\n  "toollens": "workspace",\n  "version": 1,,\n}');
    expect(slip.ok || slip.errors[0]).toMatch(/^line 3, column 16: not valid JSON: [^\d]*$/);
    expect(readWorkspaceFile('[]')).toEqual({
      ok: false,
      errors: ['not a toollens workspace file (no "toollens": "workspace")'],
    });
    const later = { ...workspaceFile(work, '', undefined, undefined), version: 2 };
    expect(readWorkspaceFile(JSON.stringify(later))).toEqual({
      ok: false,
      errors: ['/version: this toollens reads version 1, found 2'],
    });
  });

  it('names the path of every problem', () => {
    const file = workspaceFile(work, '', undefined, undefined) as unknown as Record<
      string,
      unknown
    >;
    const broken = {
      ...file,
      k: 0,
      querySets: [
        { id: 'x', name: 'x', revision: 1, queries: [{ id: 'a', query: 7, relevant: 'read_pdf' }] },
      ],
      histories: { demo: { entries: [], applied: 2 } },
    };
    const read = readWorkspaceFile(JSON.stringify(broken));
    expect(read.ok ? [] : read.errors).toEqual([
      '/querySets/0/queries/0/query: expected a string, found a number',
      '/querySets/0/queries/0/relevant: expected an array of strings, found a string',
      '/k: expected a whole number ≥ 1',
      '/histories/demo/applied: expected at most 0, found a number',
    ]);
  });
});

describe('argument descriptions in saved edits', () => {
  const edited = (args: unknown) => {
    const file = workspaceFile(work, '#', undefined, { transcripts: [] }, new Date(0));
    const entry = { before: text('a', 'x'), after: { ...text('a', 'x'), arguments: args } };
    return { ...file, histories: { demo: { entries: [entry], applied: 1 } } };
  };

  it('reads them back, and says where one is malformed', () => {
    const good = edited([{ pointer: '/properties/to', label: 'to', description: 'Who' }]);
    expect(readWorkspaceFile(JSON.stringify(good))).toEqual({ ok: true, value: good });
    const bad = readWorkspaceFile(JSON.stringify(edited([{ pointer: 3, label: 'to' }])));
    expect(bad.ok ? [] : bad.errors).toEqual([
      '/histories/demo/entries/0/after/arguments/0/pointer: expected a string, found a number',
      '/histories/demo/entries/0/after/arguments/0/description: expected a string, found an undefined',
    ]);
  });
});

describe('the transcripts in a workspace file', () => {
  const saved = {
    transcripts: [{ transcript: { name: 'mine', turns: [{ role: 'user' }] }, origin: 'written' }],
  };

  it('reads back the shape the Timeline writes', () => {
    const file = workspaceFile(work, '', undefined, saved);
    const read = readWorkspaceFile(JSON.stringify(file));
    expect(read.ok && read.value.transcripts).toEqual(saved);
  });

  it('refuses "transcripts": 42 and a broken transcript, by path', () => {
    const file = workspaceFile(work, '', undefined, 42);
    expect(readWorkspaceFile(JSON.stringify(file))).toEqual({
      ok: false,
      errors: ['/transcripts: expected an object, found a number'],
    });
    const broken = workspaceFile(work, '', undefined, {
      transcripts: [{ transcript: { name: 3, turns: [1] }, origin: 'stolen' }],
    });
    expect(readWorkspaceFile(JSON.stringify(broken))).toEqual({
      ok: false,
      errors: [
        '/transcripts/transcripts/0/transcript/name: expected a string, found a number',
        '/transcripts/transcripts/0/transcript/turns/0: expected an object (a turn), found a number',
        '/transcripts/transcripts/0/origin: expected one of imported, written, edited, found a string',
      ],
    });
  });
});

describe('the Compare view in a workspace file', () => {
  const compare = {
    a: { ranker: 'seed' as const },
    b: { ranker: 'toollens' as const, weights: { name: 1, arguments: 0 }, excerpt: { cap: 60 } },
  };

  it('goes out and comes back with the two configurations', () => {
    const file = workspaceFile({ ...work, compare }, '', undefined, undefined);
    const read = readWorkspaceFile(JSON.stringify(file));
    expect(read.ok && read.value.compare).toEqual(compare);
  });

  it('is optional, as in files written before it existed', () => {
    const read = readWorkspaceFile(JSON.stringify(workspaceFile(work, '', undefined, undefined)));
    expect(read.ok && read.value.compare).toBeUndefined();
  });

  it('names the path of a bad ranker, weight or cap', () => {
    const file = {
      ...workspaceFile(work, '', undefined, undefined),
      compare: {
        a: { ranker: 'bm26' },
        b: { ranker: 'bm25', weights: { title: 2 }, excerpt: { cap: -1 } },
      },
    };
    const read = readWorkspaceFile(JSON.stringify(file));
    expect(read).toEqual({
      ok: false,
      errors: [
        '/compare/a/ranker: expected a ranker (toollens, seed or bm25), found a string',
        '/compare/b/weights: expected an object of field (name, description, capabilities, glossary, arguments) → weight ≥ 0, found an object',
        '/compare/b/excerpt/cap: expected a whole number ≥ 0, found a number',
      ],
    });
  });
});
