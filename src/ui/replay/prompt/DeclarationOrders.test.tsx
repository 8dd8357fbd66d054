import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../../data/demo';
import { specFiveTurns } from '../../../data/scenarios/specFiveTurns';
import { formatShare, ORDER_LABELS, replay } from '../../../engine';
import { DeclarationOrders, OrdersNotCompared } from './DeclarationOrders';

// The engine's own comparison of the same five turns (chars/4 tokens: the figures differ from
// the CLI's o200k ones, the layout does not).
const orders = replay(specFiveTurns, { catalog: demoCatalog, compareOrders: true }).orders ?? [];

const table = () => within(screen.getByRole('table'));
/** The row whose header starts with `label` (the design's row adds "· in use"). */
const rowOf = (label: string) =>
  table().getByRole('row', { name: (name) => name.startsWith(label) });

describe('the declaration orders table', () => {
  it('has one row per compared order, named as the CLI names it, the design marked in use', () => {
    render(<DeclarationOrders orders={orders} inUse="sorted" />);
    expect(screen.getByRole('heading', { name: 'Declaration orders on the same turns' }));
    const headers = table()
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      `${ORDER_LABELS.sorted} · in use`,
      ORDER_LABELS.appended,
      ORDER_LABELS.inline,
    ]);
  });

  it('names the providers in its columns, never by their ids', () => {
    render(<DeclarationOrders orders={orders} inUse="sorted" />);
    const columns = table()
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(columns).toEqual(['order', 'Anthropic', 'OpenAI']);
  });

  it("gives each provider's cached share of t2–t5 and the turns it hits, from the engine", () => {
    render(<DeclarationOrders orders={orders} inUse="sorted" />);
    expect(orders).toHaveLength(3);
    for (const figures of orders) {
      const cells = within(rowOf(ORDER_LABELS[figures.order])).getAllByRole('cell');
      expect(cells.map((cell) => cell.textContent)).toEqual(
        ['anthropic', 'openai'].map(
          (id) =>
            `${formatShare(figures.cachedShare[id] ?? 0)}hit on ${figures.cachedTurns[id]} of 4 turns`,
        ),
      );
    }
    // What the table is for: left in the conversation, Anthropic's cache survives new tools.
    const share = (order: string) => within(rowOf(order)).getAllByRole('cell')[0]?.textContent;
    expect(share(ORDER_LABELS.inline)).not.toBe(share(ORDER_LABELS.sorted));
    expect(screen.getByText(/^Anthropic reads the tool block first/)).toBeDefined();
  });

  it('marks no row when the replay declares in an order it does not compare, and says so', () => {
    render(<DeclarationOrders orders={orders} inUse="recency" />);
    expect(table().queryByText(/in use/)).toBeNull();
    expect(screen.getByText(/most recently used tools first, an order not compared here/));
  });

  it('keeps the table in a named box a keyboard can reach, to scroll it on a narrow screen', () => {
    render(<DeclarationOrders orders={orders} inUse="sorted" />);
    const box = screen.getByRole('region', { name: 'Declaration orders table' });
    expect(box.contains(screen.getByRole('table'))).toBe(true);
    expect(box.tabIndex).toBe(0);
  });

  it('shows nothing for a replay of one turn, which has no turn to cache from', () => {
    const one = orders.map((figures) => ({ ...figures, turns: figures.turns.slice(0, 1) }));
    const { container } = render(<DeclarationOrders orders={one} inUse="sorted" />);
    expect(container.textContent).toBe('');
  });
});

describe('a session too long to compare the orders on', () => {
  it('says how long a session may be, and where to compare a longer one', () => {
    render(<OrdersNotCompared turns={400} max={50} />);
    expect(
      screen.getByText(
        /Declaration orders are compared on sessions of up to 50 turns \(this one has 400\)/,
      ),
    ).toBeDefined();
    expect(screen.getByText('toollens replay')).toBeDefined();
  });
});
