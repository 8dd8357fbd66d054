import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../../data/demo';
import { findMarkers, replay, type Transcript } from '../../../engine';
import { TurnDetail } from './TurnDetail/TurnDetail';
import { slotRows } from './WorkingSetFigure/slotRows';
import { WorkingSetFigure } from './WorkingSetFigure/WorkingSetFigure';

/**
 * A call of a tool the catalog lacks (an imported log often has one) is kept and shown, never
 * silently dropped: its row in the figure says "✕ not in catalog", and the event says why.
 */

const transcript: Transcript = {
  name: 'log',
  turns: [
    {
      at: '2026-01-01T10:00:00Z',
      events: [
        { type: 'user', text: 'run the tests' },
        { type: 'activate', names: ['read_pdf'] },
        { type: 'call', name: 'run_shell_command', args: { command: 'npm test' } },
      ],
    },
  ],
};

describe('a call of a tool not in the catalog', () => {
  const replayed = replay(transcript, { catalog: demoCatalog });
  const markers = findMarkers(transcript, replayed.turns, { catalog: demoCatalog });
  const [turn] = replayed.turns;

  it('is flagged on its row of the working-set figure', () => {
    const rows = slotRows(transcript, replayed.turns, markers, 5);
    expect(rows[0]?.label).toBe('activate read_pdf · call run_shell_command directly');
    render(<WorkingSetFigure rows={rows} turn={1} budget={5} onTurn={() => {}} />);
    const flag = screen.getByTitle(
      'run_shell_command is not in the catalog: no declaration could have carried this call, so it changed nothing.',
    );
    expect(flag.textContent).toBe('✕ not in catalog');
    // It takes no slot: only read_pdf is held, the other four are free.
    const slots = within(screen.getByRole('list', { name: 'Working set at t1' })).getAllByRole(
      'listitem',
    );
    const held = slots.filter((slot) => slot.getAttribute('aria-label') !== 'free slot');
    expect(slots).toHaveLength(5);
    expect(held.map((slot) => slot.textContent)).toEqual(['read_pdf']);
  });

  it('is listed among the turn events, with the marker and the refusal', () => {
    if (!turn) throw new Error('no turn');
    render(
      <TurnDetail
        number={1}
        turn={transcript.turns[0] ?? { at: '', events: [] }}
        replayed={turn}
        markers={markers}
        turnCount={1}
        editing={false}
        editError={undefined}
        onEdit={async () => false}
        onDismissEditError={() => {}}
      />,
    );
    const call = screen.getByText('run_shell_command({"command":"npm test"})', { exact: false });
    const event = call.closest('li');
    if (!event) throw new Error('the call is not a listed event');
    expect(within(event).getByText('Unknown tool: not in the catalog.')).toBeDefined();
    expect(
      within(event).getByText('toollens: direct call to unknown tool "run_shell_command"', {
        exact: false,
      }),
    ).toBeDefined();
  });
});
