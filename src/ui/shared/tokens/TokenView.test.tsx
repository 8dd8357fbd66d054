import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TokenPieces } from '../../../engine/core';
import { TokenToggle } from './TokenToggle';
import { TokenView } from './TokenView';
import { TokenSourceContext } from './tokenSource';

const pieces: TokenPieces = {
  tokenizer: 'o200k_base (gpt-tokenizer)',
  tokens: 9,
  chars: 40,
  pieces: [
    { text: 'Found', ids: [11] },
    { text: ' 3', ids: [12] },
    { text: '\n', ids: [13] },
    { text: '\tx', ids: [14] },
    { text: ' 🤖', ids: [15, 16] },
  ],
  moreTokens: 3,
  moreChars: 25,
};

const show = (state: Parameters<typeof TokenView>[0]['state'], onRetry = () => {}) =>
  render(<TokenView state={state} label="the menu" onRetry={onRetry} />);

/** The drawn tokens, each as the user hovers it (its title) and reads it (its text). */
const tokens = () =>
  within(screen.getByRole('region', { name: 'the menu, token by token' }))
    .getAllByTitle(/^(token \d+|\d+ tokens)/)
    .map((piece) => ({ title: piece.title, text: piece.textContent }));

describe('TokenView', () => {
  it('draws each token on its own, its id on hover, whitespace made visible', () => {
    show({ status: 'ok', pieces, text: 'unused here' });
    expect(tokens()).toEqual([
      { title: 'token 11', text: 'Found' },
      { title: 'token 12', text: '·3' },
      { title: 'token 13', text: '↵\n' },
      { title: 'token 14', text: '→x' },
      {
        title:
          "2 tokens (15, 16): this character's bytes are split across them, so they are shown together",
        text: '·🤖',
      },
    ]);
  });

  it('says why a piece holds several tokens', () => {
    show({ status: 'ok', pieces, text: 'unused here' });
    expect(
      screen.getByText(/An outlined piece is one character whose bytes span several tokens/),
    ).toBeDefined();
  });

  it('counts the block and says what it left out', () => {
    show({ status: 'ok', pieces, text: 'unused here' });
    expect(screen.getByTestId('token-counts').textContent).toMatch(
      /^9 tokens · 40 characters · 4\.4 characters a token/,
    );
    expect(screen.getByText(/… 3 more tokens \(25 characters\), not drawn/)).toBeDefined();
  });

  it('keeps the last pieces on screen while the next text is cut, marked busy', () => {
    const { unmount } = show({ status: 'pending', previous: pieces });
    const view = screen.getByRole('region', { name: 'the menu, token by token' });
    expect(view.getAttribute('aria-busy')).toBe('true');
    expect(tokens()).toHaveLength(pieces.pieces.length);
    unmount();
    show({ status: 'pending', previous: undefined });
    expect(screen.getByText(/^Cutting the menu into tokens/)).toBeDefined();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows a failure with a Retry that asks again', async () => {
    const onRetry = vi.fn();
    show({ status: 'error', error: { code: 'failed', message: 'boom' } }, onRetry);
    expect(screen.getByRole('alert').textContent).toContain('The token view of the menu failed.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('TokenToggle', () => {
  it('is offered only when something can cut text into tokens', async () => {
    const onToggle = vi.fn();
    const toggle = <TokenToggle on={false} onToggle={onToggle} what="the menu" />;
    const { unmount } = render(toggle);
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    render(
      <TokenSourceContext.Provider value={async () => pieces}>
        {toggle}
      </TokenSourceContext.Provider>,
    );
    const button = screen.getByRole('button', {
      name: 'Tokens: show the menu token by token',
      pressed: false,
    });
    await userEvent.click(button);
    expect(onToggle).toHaveBeenCalledWith(true);
  });
});
