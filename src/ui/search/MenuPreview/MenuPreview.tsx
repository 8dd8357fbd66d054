import { memo, useState } from 'react';
import { charsPerFourCounter, type Menu } from '../../../engine/core';
import { LazyTokenView } from '../../shared/tokens/LazyTokenView';
import { TokenToggle } from '../../shared/tokens/TokenToggle';
import { usePieces } from '../../shared/tokens/tokenSource';
import type { MenuTokens } from '../state/searchTypes';
import './menuPreview.css';
import { formatCount } from '../../shared/format';
import { ServerText } from '../../shared/text/ServerText';
import { tokenizerName } from '../../shared/tokens/tokenizerName';

type Props = {
  menu: Menu;
  /** The worker's count, if it has counted this menu's text yet (exact or estimated). */
  tokens: MenuTokens | undefined;
  /** A count is on its way: after "Count exactly", the tokenizer is loading. */
  pending: boolean;
  /** Counts this menu with the real tokenizer, loading it. */
  onCountExactly: () => void;
};

/** Why the figure carries ≈, for the tooltip and screen readers. */
const ESTIMATE_NOTE =
  'Estimated as characters / 4. Exact counts use the o200k_base tokenizer (about 1 MB), ' +
  'which loads when you press "Count exactly" or "Tokens", or open the Prompt panel.';

/**
 * The exact text search_tools returns to the model, with its size: characters, tokens by the
 * worker's tokenizer, and chars/4 beside them, the rule of thumb people quote. Until the
 * tokenizer is loaded (a first visit does not download its megabyte) the tokens are
 * the chars/4 estimate, marked ≈, with a button that loads the real count. "Tokens" shows the
 * text token by token (loading the tokenizer too), and its count replaces the estimate.
 */
const MenuPreviewView = ({ menu, tokens, pending, onCountExactly }: Props) => {
  const [tokensShown, setTokensShown] = useState(false);
  const pieces = usePieces(menu.text, tokensShown);
  const counted = tokens?.text === menu.text ? tokens : undefined;
  const cut = pieces.state.status === 'ok' && pieces.state.text === menu.text;
  const exact =
    counted && !counted.estimated
      ? counted
      : cut && pieces.state.status === 'ok'
        ? { tokens: pieces.state.pieces.tokens, tokenizer: pieces.state.pieces.tokenizer }
        : undefined;
  const estimate = formatCount(charsPerFourCounter.count(menu.text));
  const [copied, setCopied] = useState(false);
  const [asked, setAsked] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(menu.text).then(() => {
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    });
  };
  const countExactly = () => {
    setAsked(true);
    onCountExactly();
  };
  return (
    <section className="panel menu-preview" aria-labelledby="menu-title">
      <header className="panel-header">
        <h2 id="menu-title">What the model sees</h2>
        <span className="menu-actions">
          <TokenToggle
            on={tokensShown}
            onToggle={setTokensShown}
            what="the menu"
            testId="menu-token-toggle"
          />
          <button type="button" className="button small" onClick={copy}>
            {copied ? 'Copied' : 'Copy'}
          </button>
        </span>
      </header>
      {exact ? (
        <p className="menu-counts" data-testid="menu-counts">
          <strong>{formatCount(menu.chars)}</strong> characters ·{' '}
          <strong data-testid="menu-tokens">{formatCount(exact.tokens)}</strong> tokens{' '}
          <span className="muted" title={exact.tokenizer}>
            ({tokenizerName(exact.tokenizer)}; chars/4 ≈ {estimate})
          </span>
        </p>
      ) : (
        <p className="menu-counts" data-testid="menu-counts" data-estimated="true">
          <strong>{formatCount(menu.chars)}</strong> characters ·{' '}
          <strong data-testid="menu-tokens" title={ESTIMATE_NOTE}>
            ≈{estimate}
          </strong>{' '}
          tokens{' '}
          <span className="muted" title={ESTIMATE_NOTE}>
            (estimate: chars/4)
          </span>
          <span className="visually-hidden"> {ESTIMATE_NOTE}</span>{' '}
          <button
            type="button"
            className="button small"
            data-testid="count-exactly"
            onClick={countExactly}
            disabled={asked && pending}
          >
            {asked && pending ? 'Loading the tokenizer…' : 'Count exactly'}
          </button>
        </p>
      )}
      {tokensShown ? (
        <LazyTokenView
          state={pieces.state}
          label="the menu"
          onRetry={pieces.retry}
          counts={false}
        />
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus, or a keyboard cannot scroll it
        <pre className="menu-text" data-testid="menu-text" tabIndex={0}>
          <ServerText text={menu.text} isolate={false} />
        </pre>
      )}
    </section>
  );
};

/** Memoised: the panel re-renders on every keystroke, this only when its props change. */
export const MenuPreview = memo(MenuPreviewView);
