import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../../../data/demo';
import { replay, type Transcript, type TranscriptEvent } from '../../../../engine';
import { EventItem } from './EventItem';

/**
 * A turn's events draw a bounded slice of any text: a
 * 48 MB message drawn whole cost 8.7 s each time the Timeline was shown.
 */

const html = (event: TranscriptEvent) => {
  const transcript: Transcript = {
    name: 't',
    turns: [{ at: '2026-01-01T10:00:00Z', events: [event] }],
  };
  const [turn] = replay(transcript, { catalog: demoCatalog }).turns;
  if (!turn) throw new Error('no turn');
  return renderToStaticMarkup(
    <EventItem event={event} turn={turn} search={undefined} rejected={undefined} markers={[]} />,
  );
};

/** The characters between the element's tags, markup aside. */
const drawn = (markup: string, testId: string) =>
  (new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`).exec(markup)?.[1] ?? '').length;

describe('an event with a long text', () => {
  it('draws the first 2,000 characters of a 10 MB message and says how much there is', () => {
    const markup = html({ type: 'user', text: 'lorem ipsum '.repeat(10_000_000 / 12) });
    expect(drawn(markup, 'event-message')).toBeLessThanOrEqual(2_001);
    expect(markup).toContain('Showing 2,000 of 9,999,996 characters');
    expect(markup).toContain('Show 2,000 more characters');
    expect(markup.length).toBeLessThan(10_000);
  });

  it('bounds a call’s arguments and a search’s query the same way', () => {
    const call = html({ type: 'call', name: 'merge_pdfs', args: { text: 'x'.repeat(1_000_000) } });
    expect(call).toContain('Showing 2,000 of 1,000,011 characters');
    expect(call.length).toBeLessThan(10_000);
    const search = html({ type: 'search', query: 'pdf '.repeat(500_000) });
    expect(search).toContain('Showing 2,000 of');
    expect(search.length).toBeLessThan(10_000);
  });

  it('draws a short message whole, with no note', () => {
    const markup = html({ type: 'assistant', text: 'Merged the two reports.' });
    expect(markup).toContain('Merged the two reports.');
    expect(markup).not.toContain('Showing');
  });
});
