import { describe, expect, it } from 'vitest';
import type { Transcript } from '../../../engine/core';
import { pickScenario, readSaved, scenarioEntries, upsertSaved } from './savedTranscripts';

const t = (name: string, title?: string): Transcript => ({
  name,
  ...(title ? { title } : {}),
  turns: [],
});
const demos = [t('spec-five-turns', 'Spec'), t('bug-triage')];
const DEMO = { kind: 'builtIn', name: 'demo' } as const;

describe('scenarioEntries', () => {
  it('lists the demos first, an edited demo in its place, then the user transcripts', () => {
    const edited = t('spec-five-turns', 'Spec, edited');
    const entries = scenarioEntries(
      demos,
      [
        { transcript: t('mine'), origin: 'imported' },
        { transcript: edited, origin: 'edited' },
      ],
      DEMO,
    );
    expect(entries.map((e) => `${e.name}:${e.kind}:${e.title}`)).toEqual([
      'spec-five-turns:edited:Spec, edited',
      'bug-triage:demo:bug-triage',
      'mine:imported:mine',
    ]);
    expect(pickScenario(entries, undefined)?.transcript).toBe(edited);
    expect(pickScenario(entries, 'nope')).toBeUndefined();
  });
});

describe('the scenarios offered for a catalog', () => {
  const saved = [
    { transcript: t('mine'), origin: 'imported' as const },
    { transcript: t('spec-five-turns', 'Spec, edited'), origin: 'edited' as const },
  ];

  it('offers the demo scenarios, edited or not, on the demo catalog only', () => {
    for (const catalog of [
      { kind: 'imported', name: 'azure-tools.json' } as const,
      { kind: 'builtIn', name: 'sample' } as const,
      { kind: 'builtIn', name: 'synthetic10k' } as const,
    ]) {
      expect(scenarioEntries(demos, saved, catalog).map((e) => `${e.name}:${e.kind}`)).toEqual([
        'mine:imported',
      ]);
    }
  });

  it('picks nothing on an imported catalog without transcripts, never a demo', () => {
    const entries = scenarioEntries(demos, [], { kind: 'imported', name: 'tools.json' });
    expect(entries).toEqual([]);
    expect(pickScenario(entries, undefined)).toBeUndefined();
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

describe('readSaved', () => {
  it('keeps well-formed entries and drops anything else', () => {
    expect(readSaved(undefined)).toEqual([]);
    expect(
      readSaved({ transcripts: [{ transcript: t('a'), origin: 'written' }, { transcript: 3 }] }),
    ).toEqual([{ transcript: t('a'), origin: 'written' }]);
  });
});
