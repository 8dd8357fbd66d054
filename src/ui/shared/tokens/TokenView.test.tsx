import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
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

const render = (state: Parameters<typeof TokenView>[0]['state']) =>
  renderToStaticMarkup(<TokenView state={state} label="the menu" onRetry={() => {}} />);

describe('TokenView', () => {
  const html = render({ status: 'ok', pieces, text: 'unused here' });

  it('cycles the token colours and gives each token its id', () => {
    const classes = [...html.matchAll(/class="(tok tok-\d[^"]*)"/g)].map((match) => match[1]);
    expect(classes).toEqual([
      'tok tok-0',
      'tok tok-1',
      'tok tok-2',
      'tok tok-3',
      'tok tok-0 tok-split',
    ]);
    expect(html).toContain('title="token 11"');
  });

  it('draws whitespace and keeps the line break after a newline mark', () => {
    expect(html).toContain('<span class="tok-ws">·</span>3');
    expect(html).toContain('<span class="tok-ws">↵</span>\n');
    expect(html).toContain('<span class="tok-ws">→</span>x');
  });

  it('says why a piece holds several tokens', () => {
    expect(html).toMatch(/title="2 tokens \(15, 16\): this character&#x27;s bytes are split/);
    expect(html).toContain('An outlined piece is one character whose bytes span several tokens');
  });

  it('counts the block and says what it left out', () => {
    expect(html).toContain('<strong data-testid="token-total">9</strong> tokens');
    expect(html).toContain('4.4 characters a token');
    expect(html).toContain('… 3 more tokens (25 characters), not drawn');
  });

  it('keeps the last pieces on screen while the next text is cut, marked busy', () => {
    const pending = render({ status: 'pending', previous: pieces });
    expect(pending).toContain('aria-busy="true"');
    expect(pending).toContain('data-tokens="9"');
    expect(render({ status: 'pending', previous: undefined })).toContain(
      'Cutting the menu into tokens',
    );
  });

  it('shows a failure with a Retry', () => {
    const failed = render({ status: 'error', error: { code: 'failed', message: 'boom' } });
    expect(failed).toContain('The token view of the menu failed.');
    expect(failed).toContain('Retry');
  });
});

describe('TokenToggle', () => {
  it('is offered only when something can cut text into tokens', () => {
    const toggle = <TokenToggle on={false} onToggle={() => {}} what="the menu" />;
    expect(renderToStaticMarkup(toggle)).toBe('');
    const provided = renderToStaticMarkup(
      <TokenSourceContext.Provider value={async () => pieces}>
        {toggle}
      </TokenSourceContext.Provider>,
    );
    expect(provided).toContain('aria-pressed="false"');
    expect(provided).toContain('Tokens: show the menu token by token');
  });
});
