import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AgentTargetId, ToolText } from '../../../engine/core';
import type { Proposal } from '../../../engine/library';
import { renderApp } from '../../../test/renderApp';
import type { Findability, NameFixesAnswer, NameMiss } from '../../../worker/boundary';
import { FindabilityCard } from './FindabilityCard';
import type { AskNameFixes } from './NameFixes';

/**
 * The findability card's fixes, by behaviour: under the forms of its name an agent misses, each
 * miss's proposal (its change, what it wins and steals) with an Apply that saves the proposal's
 * text, or the engine's reason there is none; a worker failure is said in the card.
 */

const TOOL = 'get_history';
const TARGETS: AgentTargetId[] = ['codex'];

/** A card where Codex returns the tool for its name but not for its words. */
const cardOf = (name = TOOL): Findability => ({
  name,
  rows: [
    { kind: 'name', query: name, cells: [{ target: 'codex', k: 8, place: place(true) }] },
    {
      kind: 'words',
      query: 'get history',
      cells: [{ target: 'codex', k: 8, place: place(false) }],
    },
  ],
});

function place(returned: boolean) {
  return { rank: returned ? 1 : 12, tied: 0, returned, why: [] };
}

const PROPOSAL: Proposal = {
  id: `${TOOL}:description:history`,
  tool: TOOL,
  levers: ['description'],
  edits: [
    {
      lever: 'description',
      tool: TOOL,
      before: 'Get the changes.',
      after: 'Get the changes. Use it to get history.',
      words: ['history'],
    },
  ],
  why: [],
  wins: [
    {
      query: `name-${TOOL}`,
      text: 'get history',
      tool: TOOL,
      ranker: 'codex',
      before: 12,
      after: 2,
    },
  ],
  losses: [],
  steals: [
    { query: 'q7', text: 'show log', tool: 'show_log', ranker: 'toollens', before: 1, after: 2 },
  ],
  tokens: { surface: 0, declaration: 5 },
  breaking: false,
  safe: false,
};

const TEXT = { name: TOOL, description: PROPOSAL.edits[0]?.after } as ToolText;

const answerWith = (fix: Partial<NameFixesAnswer['fixes'][number]>): NameFixesAnswer => ({
  name: TOOL,
  fixes: [{ form: 'words', target: 'codex', query: 'get history', ...fix } as never],
});

const renderCard = (ask: AskNameFixes, onApply = vi.fn(async () => true), card = cardOf()) => {
  const props = {
    tool: card.name,
    targets: TARGETS,
    patterns: [],
    onPatterns: () => {},
    fixes: { ask, onApply, busy: false },
  };
  const view = render(<FindabilityCard {...props} card={card} />);
  const rerender = (next: Findability) =>
    view.rerender(<FindabilityCard {...props} tool={next.name} card={next} />);
  return { onApply, rerender };
};

const fixesList = () => screen.findByRole('list', { name: 'Fixes for its name' });

describe('the findability card’s fixes', () => {
  it('asks for the missed forms only, and shows the proposal: its change, wins and steals', async () => {
    const ask = vi.fn<AskNameFixes>(async () => answerWith({ proposal: PROPOSAL, text: TEXT }));
    renderCard(ask);
    const list = await fixesList();
    const misses: NameMiss[] = [{ form: 'words', target: 'codex' }];
    expect(ask).toHaveBeenCalledWith(TOOL, misses, expect.any(AbortSignal));
    expect(within(list).getByText(/name as words/)).toBeTruthy();
    // The description's change as a word diff: the added sentence is marked as an insertion.
    expect(within(list).getByRole('insertion').textContent).toBe(' Use it to get history.');
    const moves = within(list).getByRole('list', {
      name: `What the fix to ${TOOL} wins and steals`,
    });
    expect(within(moves).getByText(/wins “get history”: Codex rank 12 → 2/)).toBeTruthy();
    expect(within(moves).getByText(/steals “show log” from/)).toBeTruthy();
  });

  it("applies the proposal's text through the edit path it is given", async () => {
    const ask = vi.fn<AskNameFixes>(async () => answerWith({ proposal: PROPOSAL, text: TEXT }));
    const { onApply } = renderCard(ask);
    await fixesList();
    await userEvent.click(
      screen.getByRole('button', { name: 'Apply the fix for name as words under Codex' }),
    );
    expect(onApply).toHaveBeenCalledWith(TOOL, TEXT);
  });

  it('says why a miss has no fix', async () => {
    const reason = 'no word of the query that get_history lacks brings it into its top 8';
    renderCard(async () => answerWith({ reason }));
    const list = await fixesList();
    expect(within(list).getByText(`No fix: ${reason}.`)).toBeTruthy();
    expect(within(list).queryByRole('button', { name: /^Apply/ })).toBeNull();
  });

  it('shows a worker failure in the card, and asks again on Retry', async () => {
    const ask = vi
      .fn<AskNameFixes>()
      .mockRejectedValueOnce(new Error('the worker stopped'))
      .mockResolvedValueOnce(answerWith({ proposal: PROPOSAL, text: TEXT }));
    renderCard(ask);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The fixes could not be proposed: the worker stopped');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await fixesList()).toBeTruthy();
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it("gives up the ask of a card replaced by another tool's, and shows only the new one", async () => {
    const signals: AbortSignal[] = [];
    const ask = vi.fn<AskNameFixes>(
      (name, _misses, signal) =>
        new Promise((resolve) => {
          signals.push(signal);
          if (name === 'other_tool')
            resolve({ ...answerWith({ reason: 'none for the other' }), name });
        }),
    );
    const { rerender } = renderCard(ask);
    await waitFor(() => expect(signals).toHaveLength(1));
    rerender(cardOf('other_tool'));
    await waitFor(() => expect(signals[0]?.aborted).toBe(true));
    const list = await fixesList();
    expect(within(list).getByText('No fix: none for the other.')).toBeTruthy();
  });

  it('asks nothing when every agent returns the tool for each form of its name', async () => {
    const ask = vi.fn<AskNameFixes>();
    const found = cardOf();
    found.rows = found.rows.map((row) => ({
      ...row,
      cells: row.cells.map((cell) => ({ ...cell, place: place(true) })),
    }));
    renderCard(ask, undefined, found);
    expect(screen.getByRole('region', { name: `Findability of ${TOOL}` })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Fixes for its name' })).toBeNull();
    expect(ask).not.toHaveBeenCalled();
  });
});

/** On the whole page over the worker's own API: Apply is the Fixes view's edit, made in Search. */
describe('the findability card’s fixes on the demo catalog', () => {
  it('applies a fix as an ordinary edit, staying in Search, and the card then finds the tool', async () => {
    const tool = 'get_work_item_history';
    const { store } = await renderApp({
      catalog: 'demo',
      view: { query: 'work item history', targets: ['codex'], tool },
    });
    const list = await screen.findByRole(
      'list',
      { name: 'Fixes for its name' },
      { timeout: 20_000 },
    );
    const apply = within(list).getByRole('button', {
      name: 'Apply the fix for name as words under Codex',
    });
    fireEvent.click(apply);
    const key = () => store.getState().authoring.catalogKey ?? '';
    await waitFor(() => expect(store.getState().authoring.histories[key()]?.applied).toBe(1), {
      timeout: 15_000,
    });
    expect(store.getState().view.panel).toBe('search');
    expect(store.getState().authoring.editor).toBeUndefined();
    // The card is asked again on the edited catalog: Codex now returns it for its words.
    const card = screen.getByRole('region', { name: `Findability of ${tool}` });
    await waitFor(
      () =>
        expect(
          within(card).queryByRole('button', {
            name: 'Apply the fix for name as words under Codex',
          }),
        ).toBeNull(),
      { timeout: 20_000 },
    );
    const words = within(card)
      .getByRole('rowheader', { name: /name as words/ })
      .closest('tr');
    expect(within(words as HTMLElement).getByRole('button').textContent).not.toMatch(
      /not returned/,
    );
  }, 60_000);
});
