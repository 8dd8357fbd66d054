import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findMarkers, replay, simulateAgent, ToolIndex } from '../../../engine';
import { LABELLED_PICK_QUERIES, labelledPickCatalog } from '../../../test/fixtures/labelledPicks';
import { TurnDetail } from './TurnDetail/TurnDetail';
import { slotRows } from './WorkingSetFigure/slotRows';
import { WorkingSetFigure } from './WorkingSetFigure/WorkingSetFigure';

/**
 * A simulated agent that activated a tool the query set does not label for the turn: the
 * Timeline marks the turn in words, with an accessible name that says what it did and needed.
 */

const catalog = labelledPickCatalog();
const transcript = simulateAgent(LABELLED_PICK_QUERIES, new ToolIndex(catalog), {
  strategy: { kind: 'top', k: 1 },
});
const replayed = replay(transcript, { catalog });
const markers = findMarkers(transcript, replayed.turns, { catalog });
const WRONG =
  'Wrong tool: none of the query’s labelled tools was activated: Activated read_file; the labelled tool is write_file.';

const detail = (number: number) => {
  const turn = replayed.turns[number - 1];
  if (!turn) throw new Error(`no turn ${number}`);
  return render(
    <TurnDetail
      number={number}
      turn={transcript.turns[number - 1] ?? { at: '', events: [] }}
      replayed={turn}
      markers={markers.filter((marker) => marker.turn === number)}
      turnCount={replayed.turns.length}
      editing={false}
      editError={undefined}
      onEdit={async () => false}
      onDismissEditError={() => {}}
    />,
  );
};

describe('a wrong activation on the Timeline', () => {
  it('is marked on its row of the working-set figure, and only there', () => {
    const rows = slotRows(transcript, replayed.turns, markers, 5);
    render(<WorkingSetFigure rows={rows} turn={1} budget={5} onTurn={() => {}} />);
    const mark = screen.getByRole('img', { name: WRONG });
    expect(mark.textContent).toBe('✕ wrong tool');
    const [t1, t2, t3] = screen.getAllByTestId('ws-row');
    expect(t1 && within(t1).getByRole('img', { name: WRONG })).toBe(mark);
    for (const row of [t2, t3]) {
      expect(row && within(row).queryByText('✕ wrong tool')).toBeNull();
    }
  });

  it('says at the turn which tool it activated and which it needed', () => {
    detail(1);
    const verdict = screen.getByTestId('turn-labels');
    expect(verdict.textContent).toBe('✕ wrong tool · labelled: write_file');
    const activation = screen.getByText('activate_tool({ names: ["read_file"] })').closest('li');
    if (!activation) throw new Error('the activation is not a listed event');
    expect(
      within(activation).getByText('Wrong tool: none of the query’s labelled tools was activated.'),
    ).toBeDefined();
    expect(within(activation).getByText(/the labelled tool is write_file/)).toBeDefined();
  });

  it('says a right turn found its labelled tool', () => {
    detail(2);
    expect(screen.getByTestId('turn-labels').textContent).toBe(
      '✓ right tool · labelled: merge_pdf, gone_tool',
    );
    expect(screen.queryByText(/Wrong tool/)).toBeNull();
  });

  it('has no labels line on a turn without labels', () => {
    detail(3);
    expect(screen.queryByTestId('turn-labels')).toBeNull();
  });
});
