import { describe, expect, it } from 'vitest';
import type { Transcript } from '../../../engine/core';
import {
  freeName,
  pickScenario,
  readSaved,
  scenarioEntries,
  upsertSaved,
} from './savedTranscripts';

const t = (name: string, title?: string): Transcript => ({
  name,
  ...(title ? { title } : {}),
  turns: [],
});
const demos = [t('spec-five-turns', 'Spec'), t('bug-triage')];

describe('scenarioEntries', () => {
  it('lists the demos first, an edited demo in its place, then the user transcripts', () => {
    const edited = t('spec-five-turns', 'Spec, edited');
    const entries = scenarioEntries(demos, [
      { transcript: t('mine'), origin: 'imported' },
      { transcript: edited, origin: 'edited' },
    ]);
    expect(entries.map((e) => `${e.name}:${e.kind}:${e.title}`)).toEqual([
      'spec-five-turns:edited:Spec, edited',
      'bug-triage:demo:bug-triage',
      'mine:imported:mine',
    ]);
    expect(pickScenario(entries, undefined)?.transcript).toBe(edited);
    expect(pickScenario(entries, 'nope')).toBeUndefined();
  });
});

describe('upsertSaved', () => {
  it('replaces by name in place, renames in place, and appends new names', () => {
    const saved = [
      { transcript: t('a'), origin: 'written' as const },
      { transcript: t('b'), origin: 'written' as const },
    ];
    expect(upsertSaved(saved, t('a', 'new'), 'written').map((s) => s.transcript.title)).toEqual([
      'new',
      undefined,
    ]);
    expect(upsertSaved(saved, t('c'), 'written', 'a').map((s) => s.transcript.name)).toEqual([
      'c',
      'b',
    ]);
    expect(upsertSaved(saved, t('d'), 'imported').map((s) => s.transcript.name)).toEqual([
      'a',
      'b',
      'd',
    ]);
  });
});

describe('freeName', () => {
  it('numbers a name that is taken', () => {
    expect(freeName('x', new Set())).toBe('x');
    expect(freeName('x', new Set(['x', 'x-2']))).toBe('x-3');
  });
});

describe('readSaved', () => {
  it('keeps well-formed entries and drops anything else', () => {
    expect(readSaved(undefined)).toEqual([]);
    expect(
      readSaved({ transcripts: [{ transcript: t('a'), origin: 'written' }, { transcript: 3 }] }),
    ).toEqual([{ transcript: t('a'), origin: 'written' }]);
  });
});
