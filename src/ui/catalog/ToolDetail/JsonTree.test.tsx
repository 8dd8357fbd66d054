import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CHILD_PAGE, JsonTree } from './JsonTree';

const show = (value: unknown) => {
  const { container } = render(<JsonTree value={value} testId="t" />);
  return within(container).getByTestId('t');
};

describe('JsonTree', () => {
  it('writes numbers, literals and empty containers as JSON', () => {
    const tree = show({ n: 3, b: true, z: null, e: {}, a: [] });
    expect(tree).toHaveProperty('textContent', '{"n": 3,"b": true,"z": null,"e": {},"a": []}');
  });

  it('draws one page of a 100k-wide object, and the next page on demand', async () => {
    const wide = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, i]));
    const tree = show(wide);
    expect(within(tree).getAllByRole('listitem')).toHaveLength(CHILD_PAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Show 100 more of 99,900' }));
    expect(within(tree).getAllByRole('listitem')).toHaveLength(2 * CHILD_PAGE);
    expect(screen.getByRole('button', { name: 'Show 100 more of 99,800' })).toBeDefined();
  });

  it('opens a small node however deep, and starts a big one folded, drawing none of it', async () => {
    show({ a: { b: { c: { d: { e: 'shown' } } } } });
    expect(screen.getByText('"shown"')).toBeDefined();
    const big = show({
      a: { many: Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`k${i}`, 'hidden'])) },
    });
    expect(within(big).queryByText('"hidden"')).toBeNull();
    await userEvent.click(within(big).getByText('200 keys'));
    expect(within(big).getAllByText('"hidden"')).toHaveLength(CHILD_PAGE);
    expect(within(big).queryByText('200 keys')).toBeNull();
  });
});
