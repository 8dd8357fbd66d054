import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ScenarioEntry } from '../../state/sessionTypes';
import { ImportReportNote } from './ImportReport';
import { ScenarioPicker } from './ScenarioPicker';

const entry = (name: string, title: string, of?: string): ScenarioEntry => ({
  name,
  title,
  kind: 'imported',
  transcript: { name, turns: [] },
  ...(of ? { thread: { of } } : {}),
});

const entries = [
  entry('notes', 'notes'),
  entry('day', 'day'),
  entry('day-subagent-1', 'Subagent thread 1, started by line 12', 'day'),
  entry('day-subagent-2', 'Subagent thread 2, started by line 30', 'day'),
];

const picker = (shown: ScenarioEntry | undefined, onPick = vi.fn(), onRemove = vi.fn()) => {
  render(
    <ScenarioPicker
      fileId="f"
      entries={entries}
      entry={shown}
      onPick={onPick}
      onImport={vi.fn()}
      onWrite={vi.fn()}
      onRemove={onRemove}
    />,
  );
  return { onPick, onRemove };
};

describe('the scenario picker with a session of several threads', () => {
  it('lists the main thread and each subagent thread together, and picks any of them', () => {
    const { onPick } = picker(entries[1]);
    const session = screen.getByRole('group', {
      name: 'day: main thread and 2 subagent threads',
    });
    expect(
      within(session)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Main thread (day)',
      'Subagent thread 1, started by line 12',
      'Subagent thread 2, started by line 30',
    ]);
    const plain = screen.getByRole('group', { name: 'Your transcripts' });
    expect(
      within(plain)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['notes']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Scenario' }), {
      target: { value: 'day-subagent-2' },
    });
    expect(onPick).toHaveBeenCalledWith('day-subagent-2');
  });

  it('deletes the whole session from its main thread', () => {
    const { onRemove } = picker(entries[1]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete the session' }));
    expect(onRemove).toHaveBeenCalledWith('day');
  });
});

describe('the import report of a session with threads', () => {
  it('offers each thread to replay, the one shown pressed', () => {
    const onPick = vi.fn();
    render(
      <ImportReportNote
        report={{
          source: 'day.jsonl',
          name: 'day',
          format: 'Claude Code session',
          detected: true,
          notes: [],
          threads: [{ name: 'day-subagent-1', title: 'Subagent thread 1, started by line 12' }],
        }}
        shown="day-subagent-1"
        onDismiss={vi.fn()}
        onPick={onPick}
      />,
    );
    const threads = screen.getByRole('navigation', { name: 'Threads of the session' });
    const main = within(threads).getByRole('button', { name: 'Main thread', pressed: false });
    within(threads).getByRole('button', {
      name: 'Subagent thread 1, started by line 12',
      pressed: true,
    });
    fireEvent.click(main);
    expect(onPick).toHaveBeenCalledWith('day');
  });
});
