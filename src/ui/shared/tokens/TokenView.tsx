import { memo, type ReactNode } from 'react';
import type { TokenPiece, TokenPieces } from '../../../engine/core';
import { RequestErrorNote } from '../messages/RequestError';
import type { PiecesState } from './tokenSource';
import './tokens.css';
import { formatCount } from '../format';
import { ServerText } from '../text/ServerText';
import { tokenizerName } from './tokenizerName';

/** Colours cycled through, as tiktokenizer does; the border between tokens marks them too. */
const SHADES = 4;

/** Whitespace made visible: what each invisible character is drawn as. */
const VISIBLE: Record<string, string> = { ' ': '·', '\t': '→', '\r': '␍', '\n': '↵' };

/**
 * A piece's text with its whitespace drawn (a newline still breaks the line after its mark) and
 * its hidden characters as their escapes.
 */
const drawn = (text: string): ReactNode[] =>
  text.split(/([ \t\r\n])/).flatMap((part, at) => {
    if (part === '') return [];
    const mark = VISIBLE[part];
    // biome-ignore lint/suspicious/noArrayIndexKey: see below
    if (mark === undefined) return [<ServerText key={at} text={part} isolate={false} />];
    return [
      // The parts of one piece's text never reorder: their position is their identity.
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      <span key={at} className="tok-ws">
        {mark}
      </span>,
      ...(part === '\n' ? ['\n'] : []),
    ];
  });

const pieceTitle = (piece: TokenPiece): string =>
  piece.ids.length === 1
    ? `token ${piece.ids[0]}`
    : `${piece.ids.length} tokens (${piece.ids.join(', ')}): this character's bytes are split across them, so they are shown together`;

/** The count line of one block: tokens, characters, characters per token, which tokenizer. */
export const TokenCounts = ({ pieces }: { pieces: TokenPieces }) => (
  <p className="token-counts" data-testid="token-counts">
    <strong data-testid="token-total">{formatCount(pieces.tokens)}</strong> tokens ·{' '}
    <strong>{formatCount(pieces.chars)}</strong> characters
    {pieces.tokens > 0 && <> · {(pieces.chars / pieces.tokens).toFixed(1)} characters a token</>}{' '}
    <span className="muted">({tokenizerName(pieces.tokenizer)})</span>
  </p>
);

type Props = {
  state: PiecesState;
  /** What the text is, for the screen reader's label: "the menu", "merge_pdfs's declaration". */
  label: string;
  onRetry: () => void;
  /** Draw the count line; off where the host already shows the same count (the menu's). */
  counts?: boolean;
};

/**
 * A text token by token: each token on an alternating colour with a thin border before it
 * (so the cut shows without colour too), whitespace drawn as · ↵ →, the count above, and the
 * token ids on hover. A character whose bytes span several tokens is one piece, outlined, and
 * says so. A long text draws its first tokens and counts the rest.
 */
const TokenViewView = ({ state, label, onRetry, counts = true }: Props) => {
  if (state.status === 'error') {
    return (
      <RequestErrorNote
        message={{
          ...state.error,
          id: 'tokenView',
          subsystem: 'tokens',
          what: `the token view of ${label}`,
          retry: onRetry,
        }}
        compact
        testId="token-view-error"
      />
    );
  }
  const pieces =
    state.status === 'ok' ? state.pieces : state.status === 'pending' ? state.previous : undefined;
  if (!pieces) {
    return (
      <p className="muted token-loading" data-testid="token-view-loading" aria-live="polite">
        Cutting {label} into tokens (the tokenizer, about 1 MB, loads once)…
      </p>
    );
  }
  const split = pieces.pieces.some((piece) => piece.ids.length > 1);
  return (
    <section
      className="token-view"
      aria-label={`${label}, token by token`}
      data-testid="token-view"
      data-tokens={pieces.tokens}
      aria-busy={state.status === 'pending'}
    >
      {counts && <TokenCounts pieces={pieces} />}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus, or a keyboard cannot scroll it */}
      <pre className="token-text" tabIndex={0}>
        {pieces.pieces.map((piece, at) => (
          <span
            // Pieces never reorder: the position is the identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={at}
            className={`tok tok-${at % SHADES}${piece.ids.length > 1 ? ' tok-split' : ''}`}
            title={pieceTitle(piece)}
            data-testid="token"
            data-ids={piece.ids.length}
          >
            {drawn(piece.text)}
          </span>
        ))}
        {pieces.moreTokens > 0 && (
          <span className="muted token-more" data-testid="token-more">
            {'\n'}… {formatCount(pieces.moreTokens)} more tokens ({formatCount(pieces.moreChars)}{' '}
            characters), not drawn
          </span>
        )}
      </pre>
      <p className="token-legend muted">
        Each colour change is a new token. <span className="tok-ws">·</span> is a space,{' '}
        <span className="tok-ws">↵</span> a newline, <span className="tok-ws">→</span> a tab.
        {split && ' An outlined piece is one character whose bytes span several tokens.'} Hover a
        token for its id.
      </p>
    </section>
  );
};

export const TokenView = memo(TokenViewView);
