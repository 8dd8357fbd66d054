import { memo, useState } from 'react';
import type { Menu } from '../../../../engine/core';
import type { MenuTokens } from '../../../store/types';

type Props = {
  menu: Menu;
  /** The worker's count, if it has counted this menu's text yet. */
  tokens: MenuTokens | undefined;
};

/**
 * The exact text search_tools returns to the model, with its size: characters, tokens by the
 * worker's tokenizer, and chars/4 beside them, the rule of thumb people quote.
 */
const MenuPreviewView = ({ menu, tokens }: Props) => {
  const counted = tokens?.text === menu.text ? tokens : undefined;
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(menu.text).then(() => {
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    });
  };
  return (
    <section className="panel menu-preview" aria-labelledby="menu-title">
      <header className="panel-header">
        <h2 id="menu-title">What the model sees</h2>
        <button type="button" className="button small" onClick={copy}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      </header>
      <p className="menu-counts" data-testid="menu-counts">
        <strong>{menu.chars.toLocaleString('en')}</strong> characters ·{' '}
        <strong data-testid="menu-tokens">
          {counted ? counted.tokens.toLocaleString('en') : '…'}
        </strong>{' '}
        tokens{' '}
        <span className="muted" title={counted?.tokenizer}>
          ({counted ? counted.tokenizer.replace(/ \(.*\)$/, '') : 'counting'}; chars/4 ≈{' '}
          {Math.ceil(menu.chars / 4).toLocaleString('en')})
        </span>
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus, or a keyboard cannot scroll it */}
      <pre className="menu-text" data-testid="menu-text" tabIndex={0}>
        {menu.text}
      </pre>
    </section>
  );
};

/** Memoised: the panel re-renders on every keystroke, this only when its props change. */
export const MenuPreview = memo(MenuPreviewView);
