import {
  type ActivationAccuracy,
  accuracyHeadline,
  BY_CONSTRUCTION_NOTE,
  formatShare,
  type ReplayResult,
  wrongToolMessage,
} from '../../engine/core';

/**
 * What `replay` prints of a labelled timeline (engine/replay/labelledActivation.ts): each
 * turn's verdict in the table, the count in the summary, one line per wrong turn, and, after a
 * simulation, the saving with the count beside it, as the app's savings card heads it.
 */

/** The table's `labelled` cell: `right`, `wrong`, or empty on a turn without labels. */
export const verdictCell = (turn: ReplayResult['turns'][number]): string =>
  turn.labelled ? (turn.labelled.right ? 'right' : 'wrong') : '';

/** "labelled turns: the right tool on 1 of 2 labelled turns; wrong at t1". */
export const accuracyLine = (accuracy: ActivationAccuracy, turns: number): string => {
  const wrong = accuracy.wrongTurns.map((turn) => `t${turn}`).join(', ');
  return `labelled turns: ${accuracyHeadline(accuracy, turns)}${wrong ? `; wrong at ${wrong}` : ''}`;
};

/** "t1 wrong tool: Activated read_file; the labelled tool is write_file." */
export const wrongToolLines = (result: ReplayResult): string[] =>
  result.turns.flatMap((turn) =>
    turn.labelled && !turn.labelled.right
      ? [`t${turn.turn} wrong tool: ${wrongToolMessage(turn.labelled)}`]
      : [],
  );

/** The card's headline in the terminal: the saving, then how often the pick was right. */
export const savingsHeadline = (
  savedShare: number,
  accuracy: ActivationAccuracy | undefined,
  turns: number,
): string => {
  const saving = `${formatShare(savedShare)} fewer tool tokens than declaring every tool`;
  if (!accuracy) return `${saving} (the query set has no labels to judge the picks by)`;
  const note = accuracy.byConstruction ? `: ${BY_CONSTRUCTION_NOTE}` : '';
  return `${saving} · ${accuracyHeadline(accuracy, turns)}${note}`;
};
