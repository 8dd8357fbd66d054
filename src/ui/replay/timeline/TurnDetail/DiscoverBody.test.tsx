import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../../../data/demo';
import {
  checkRecordedSearches,
  replay,
  type Transcript,
  type TranscriptEvent,
} from '../../../../engine';
import { EventItem } from './EventItem';

const show = (event: TranscriptEvent) => {
  const transcript: Transcript = {
    name: 't',
    turns: [{ at: '2026-01-01T10:00:00Z', events: [event] }],
  };
  const [turn] = replay(transcript, { catalog: demoCatalog }).turns;
  if (!turn) throw new Error('no turn');
  render(
    <EventItem event={event} turn={turn} search={undefined} rejected={undefined} markers={[]} />,
  );
};

const chips = (testId: string) =>
  within(screen.getByTestId(testId))
    .queryAllByTestId('discover-tool')
    .map((chip) => chip.textContent);

describe('a discover event in the turn', () => {
  it('shows the tool, the query, what it returned and what it loaded', () => {
    show({
      type: 'discover',
      via: 'tool_search_tool_bm25',
      query: 'merge pdf',
      form: 'search',
      returned: ['merge_pdfs', 'read_pdf'],
      loaded: ['merge_pdfs', 'read_pdf'],
      unknown: ['mcp__github__create_issue'],
    });
    expect(screen.getByTestId('event-query').textContent).toBe(
      'tool_search_tool_bm25("merge pdf")',
    );
    expect(screen.getByTestId('discover-form').textContent).toBe('search');
    expect(chips('discover-returned')).toEqual(['merge_pdfs', 'read_pdf']);
    expect(chips('discover-loaded')).toEqual(['merge_pdfs', 'read_pdf']);
    expect(chips('discover-unknown')).toEqual(['mcp__github__create_issue']);
    expect(screen.getByText('discover')).toBeDefined();
  });

  it('marks the select form, which names tools rather than searching', () => {
    show({
      type: 'discover',
      via: 'ToolSearch',
      query: 'select:read_pdf',
      form: 'select',
      returned: ['read_pdf'],
      loaded: ['read_pdf'],
    });
    expect(screen.getByTestId('discover-form').textContent).toBe(
      'select: names the tools, does not search',
    );
  });

  it('says a failed search failed, with the agent’s error', () => {
    show({
      type: 'discover',
      via: 'tool_search_tool_regex',
      query: '(',
      form: 'pattern',
      returned: [],
      loaded: [],
      error: 'invalid_pattern',
    });
    expect(screen.getByTestId('discover-error').textContent).toBe(
      'The search failed: invalid_pattern',
    );
    expect(chips('discover-loaded')).toEqual([]);
  });

  it('shows a compaction as an event', () => {
    show({ type: 'compact', trigger: 'auto', preTokens: 155000 });
    expect(screen.getByTestId('event-compact').textContent).toContain(
      'The agent compacted its context (auto) at 155,000 tokens.',
    );
  });

  it("holds the recorded result against the agent's emulator on this catalog", () => {
    const asked = (returned: string[]): TranscriptEvent => ({
      type: 'discover',
      via: 'ToolSearch',
      query: 'merge pdf',
      form: 'search',
      returned,
      loaded: returned,
    });
    const verdictOf = (event: TranscriptEvent) => {
      const transcript: Transcript = {
        name: 't',
        turns: [{ at: '2026-01-01T10:00:00Z', events: [event] }],
      };
      const [turn] = replay(transcript, { catalog: demoCatalog }).turns;
      const [check] = checkRecordedSearches([{ name: 't', transcript }], demoCatalog).checks;
      if (!turn || !check) throw new Error('no turn or no check');
      const { unmount } = render(
        <EventItem
          event={event}
          turn={turn}
          search={undefined}
          rejected={undefined}
          markers={[]}
          recorded={check}
        />,
      );
      const text = screen.getByTestId('discover-verdict').textContent;
      unmount();
      return { text, check };
    };
    // What the emulator itself returns, recorded: the same.
    const emulated = verdictOf(asked(['merge_pdfs'])).check.emulated;
    expect(verdictOf(asked(emulated)).text).toBe(
      `The Claude Code emulator returns the same tools in the same order (top 5).`,
    );
    // A log that returned a tool the emulator does not: other tools, each side named.
    const edited = verdictOf(asked(['read_pdf', 'no_such_tool']));
    expect(edited.check.verdict).toBe('different');
    expect(edited.text).toContain('only the log: ');
    expect(edited.text).toContain('no_such_tool');
  });
});
