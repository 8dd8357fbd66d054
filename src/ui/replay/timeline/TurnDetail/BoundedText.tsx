import { type ReactNode, useState } from 'react';
import { formatCount } from '../../../shared/format';

/**
 * How much of one event's text the Timeline draws: a message, a query, a call's arguments or a
 * recorded menu can be megabytes long, and a 48 MB message drawn whole costs 8.7 s each time the
 * tab is shown. As the lens does, a bounded slice first, then "Show more" in chunks, up to a cap.
 */
export const TEXT_FIRST = 2_000;
export const TEXT_CHUNK = 2_000;
/** Laying out 20,000 characters at once took 190 ms in the lens's e2e; 8,000 stays well under. */
const TEXT_MAX = 8_000;

type Props = {
  text: string;
  /** Names the drawn text's note: `${testId}-truncated`. */
  testId: string;
  /** Draws the slice in its element (a quote, a code span, a <pre>). */
  children: (shown: string) => ReactNode;
};

/** The first characters of `text`, with "Show more" and how much is left undrawn. */
export const BoundedText = ({ text, testId, children }: Props) => {
  const [limit, setLimit] = useState(TEXT_FIRST);
  if (text.length <= TEXT_FIRST) return children(text);
  const shown = Math.min(limit, text.length);
  return (
    <>
      {children(`${text.slice(0, shown)}${shown < text.length ? '…' : ''}`)}
      {shown < text.length && (
        <span className="muted bounded-text-note" data-testid={`${testId}-truncated`}>
          Showing {formatCount(shown)} of {formatCount(text.length)} characters.{' '}
          {shown < TEXT_MAX ? (
            <button
              type="button"
              className="link"
              onClick={() => setLimit((current) => Math.min(TEXT_MAX, current + TEXT_CHUNK))}
            >
              Show {formatCount(TEXT_CHUNK)} more characters
            </button>
          ) : (
            `The timeline draws at most ${formatCount(TEXT_MAX)} characters of one text.`
          )}
        </span>
      )}
    </>
  );
};
