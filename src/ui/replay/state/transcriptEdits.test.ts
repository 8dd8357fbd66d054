import { describe, expect, it } from 'vitest';
import type { Transcript } from '../../../engine/core';
import { activatedBy, applyEdit } from './transcriptEdits';

const transcript: Transcript = {
  name: 't',
  turns: [
    {
      at: '2026-01-01T10:00:00Z',
      events: [
        { type: 'user', text: 'a' },
        { type: 'activate', names: ['x'] },
      ],
    },
    { at: '2026-01-01T10:05:00Z', events: [{ type: 'call', name: 'x' }] },
  ],
};
const events = (t: Transcript) => t.turns.map((turn) => turn.events.map((e) => e.type));

describe('applyEdit', () => {
  it('adds an event at the end of a turn or at a place', () => {
    const end = applyEdit(transcript, {
      kind: 'addEvent',
      turn: 2,
      event: { type: 'user', text: 'b' },
    });
    expect(events(end)).toEqual([
      ['user', 'activate'],
      ['call', 'user'],
    ]);
    const first = applyEdit(transcript, {
      kind: 'addEvent',
      turn: 1,
      index: 0,
      event: { type: 'search', query: 'q' },
    });
    expect(events(first)[0]).toEqual(['search', 'user', 'activate']);
  });

  it('removes and reorders events, across the turn boundary too', () => {
    expect(events(applyEdit(transcript, { kind: 'removeEvent', turn: 1, index: 0 }))).toEqual([
      ['activate'],
      ['call'],
    ]);
    expect(
      events(applyEdit(transcript, { kind: 'moveEvent', turn: 1, index: 0, delta: 1 }))[0],
    ).toEqual(['activate', 'user']);
    expect(
      events(applyEdit(transcript, { kind: 'moveEvent', turn: 1, index: 1, delta: 1 })),
    ).toEqual([['user'], ['activate', 'call']]);
    expect(
      events(applyEdit(transcript, { kind: 'moveEvent', turn: 2, index: 0, delta: -1 })),
    ).toEqual([['user', 'activate', 'call'], []]);
  });

  it('adds turns whose clocks never go back, and removes turns', () => {
    const appended = applyEdit(transcript, { kind: 'addTurn', after: 2 });
    expect(appended.turns.map((turn) => turn.at)).toEqual([
      '2026-01-01T10:00:00Z',
      '2026-01-01T10:05:00Z',
      '2026-01-01T10:06:00Z',
    ]);
    const between = applyEdit(transcript, { kind: 'addTurn', after: 1 });
    expect(between.turns[1]?.at).toBe('2026-01-01T10:00:00Z');
    expect(applyEdit(transcript, { kind: 'removeTurn', turn: 1 }).turns).toHaveLength(1);
  });

  it('returns the transcript itself for an edit that does not fit it', () => {
    expect(applyEdit(transcript, { kind: 'removeEvent', turn: 3, index: 0 })).toBe(transcript);
    expect(applyEdit(transcript, { kind: 'moveEvent', turn: 1, index: 0, delta: -1 })).toBe(
      transcript,
    );
    expect(applyEdit(transcript, { kind: 'removeTurn', turn: 0 })).toBe(transcript);
  });
});

describe('activatedBy', () => {
  it('names what an added activation would activate, and nothing for other edits', () => {
    expect(
      activatedBy({ kind: 'addEvent', turn: 1, event: { type: 'activate', names: ['pdf_read'] } }),
    ).toEqual(['pdf_read']);
    expect(activatedBy({ kind: 'removeEvent', turn: 1, index: 0 })).toBeUndefined();
  });
});
