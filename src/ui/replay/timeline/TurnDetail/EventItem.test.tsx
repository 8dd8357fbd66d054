import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../../../data/demo';
import { replay, type Transcript, type TranscriptEvent } from '../../../../engine';
import { TEXT_CHUNK, TEXT_FIRST } from './BoundedText';
import { EventItem } from './EventItem';

/**
 * A turn's events draw a bounded slice of any text: a
 * 48 MB message drawn whole cost 8.7 s each time the Timeline was shown.
 */

const show = (event: TranscriptEvent) => {
  const transcript: Transcript = {
    name: 't',
    turns: [{ at: '2026-01-01T10:00:00Z', events: [event] }],
  };
  const [turn] = replay(transcript, { catalog: demoCatalog }).turns;
  if (!turn) throw new Error('no turn');
  const { container, unmount } = render(
    <EventItem event={event} turn={turn} search={undefined} rejected={undefined} markers={[]} />,
  );
  return { drawn: () => container.textContent?.length ?? 0, unmount };
};

/** The characters of the event's text on screen, with the "…" that says it goes on. */
const shownOf = (testId: string) => screen.getByTestId(testId).textContent?.length ?? 0;

describe('an event with a long text', () => {
  it('draws the first 2,000 characters of a 10 MB message and says how much there is', async () => {
    const { drawn } = show({ type: 'user', text: 'lorem ipsum '.repeat(10_000_000 / 12) });
    expect(shownOf('event-message')).toBe(TEXT_FIRST + 1);
    expect(screen.getByText(/^Showing 2,000 of 9,999,996 characters\./)).toBeDefined();
    expect(drawn()).toBeLessThan(3_000);
    await userEvent.click(screen.getByRole('button', { name: 'Show 2,000 more characters' }));
    expect(shownOf('event-message')).toBe(TEXT_FIRST + TEXT_CHUNK + 1);
    expect(screen.getByText(/^Showing 4,000 of 9,999,996 characters\./)).toBeDefined();
  });

  it('bounds a call’s arguments and a search’s query the same way', () => {
    const call = show({ type: 'call', name: 'merge_pdfs', args: { text: 'x'.repeat(1_000_000) } });
    expect(screen.getByText(/^Showing 2,000 of 1,000,011 characters\./)).toBeDefined();
    expect(call.drawn()).toBeLessThan(3_000);
    call.unmount();
    const search = show({ type: 'search', query: 'pdf '.repeat(500_000) });
    expect(screen.getByText(/^Showing 2,000 of 2,000,000 characters\./)).toBeDefined();
    expect(search.drawn()).toBeLessThan(3_000);
  });

  it('draws a short message whole, with no note', () => {
    show({ type: 'assistant', text: 'Merged the two reports.' });
    expect(screen.getByTestId('event-message').textContent).toBe('Merged the two reports.');
    expect(screen.queryByText(/Showing/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
