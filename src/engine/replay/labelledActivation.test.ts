import { describe, expect, it } from 'vitest';
import {
  type ActivationAccuracy,
  accuracyHeadline,
  activationAccuracy,
  judgeActivation,
} from './labelledActivation';
import type { Turn } from './transcript';

const at = '2026-01-01T10:00:00Z';

describe('judgeActivation', () => {
  it('does not judge a turn without labels', () => {
    const turn: Turn = { at, events: [{ type: 'activate', names: ['read_pdf'] }] };
    expect(judgeActivation(turn, [])).toBeUndefined();
    expect(judgeActivation({ ...turn, relevant: [] }, [])).toBeUndefined();
  });

  it('is right when one labelled tool is among what the turn activated', () => {
    const turn: Turn = {
      at,
      relevant: ['merge_pdfs', 'read_pdf'],
      events: [
        { type: 'activate', names: ['read_file', 'read_pdf'] },
        { type: 'activate', names: ['read_file'] },
      ],
    };
    expect(judgeActivation(turn, [])).toEqual({
      relevant: ['merge_pdfs', 'read_pdf'],
      activated: ['read_file', 'read_pdf'],
      found: ['read_pdf'],
      right: true,
    });
  });

  it('counts what a loading search loaded, and not an activation the replay refused', () => {
    const turn: Turn = {
      at,
      relevant: ['read_pdf'],
      events: [
        { type: 'activate', names: ['read_pdf', 'no_such_tool'] },
        {
          type: 'discover',
          via: 'ToolSearch',
          query: 'pdf',
          form: 'search',
          returned: ['read_pdf', 'merge_pdfs'],
          loaded: ['merge_pdfs'],
        },
      ],
    };
    const refused = [{ event: 0, error: 'no_such_tool is not in the catalog' }];
    expect(judgeActivation(turn, refused)).toMatchObject({
      activated: ['merge_pdfs'],
      found: [],
      right: false,
    });
    expect(judgeActivation(turn, [])).toMatchObject({ found: ['read_pdf'], right: true });
  });

  it('is not right when the turn activated nothing, even if it called a labelled tool', () => {
    const turn: Turn = { at, relevant: ['read_pdf'], events: [{ type: 'call', name: 'read_pdf' }] };
    expect(judgeActivation(turn, [])).toEqual({
      relevant: ['read_pdf'],
      activated: [],
      found: [],
      right: false,
    });
  });
});

describe('activationAccuracy and its headline', () => {
  const verdict = (right: boolean) => ({ relevant: ['a'], activated: [], found: [], right });
  const turns = [
    { turn: 1, labelled: verdict(true) },
    { turn: 2, labelled: verdict(false) },
    { turn: 3 },
    { turn: 4, labelled: verdict(true) },
  ];

  it('counts the labelled turns only and lists the wrong ones', () => {
    expect(activationAccuracy(turns, {})).toEqual({
      labelledTurns: 3,
      rightTurns: 2,
      wrongTurns: [2],
      byConstruction: false,
    });
    expect(activationAccuracy([{ turn: 1 }], {})).toBeUndefined();
    expect(activationAccuracy(turns, { simulation: { strategy: 'relevant' } })).toMatchObject({
      byConstruction: true,
    });
    expect(activationAccuracy(turns, { simulation: { strategy: 'top3' } })).toMatchObject({
      byConstruction: false,
    });
  });

  it('says "of N turns", "of N labelled turns" when some have none, and "by construction"', () => {
    const accuracy: ActivationAccuracy = {
      labelledTurns: 8,
      rightTurns: 4,
      wrongTurns: [1, 2, 5, 7],
      byConstruction: false,
    };
    expect(accuracyHeadline(accuracy, 8)).toBe('the right tool on 4 of 8 turns');
    expect(accuracyHeadline(accuracy, 10)).toBe('the right tool on 4 of 8 labelled turns');
    expect(accuracyHeadline({ ...accuracy, labelledTurns: 1, rightTurns: 1 }, 1)).toBe(
      'the right tool on 1 of 1 turn',
    );
    expect(accuracyHeadline({ ...accuracy, rightTurns: 8, byConstruction: true }, 8)).toBe(
      'the labelled tools on 8 of 8 turns, by construction',
    );
  });
});
