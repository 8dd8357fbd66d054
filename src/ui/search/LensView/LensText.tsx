import { Fragment, useMemo, useState } from 'react';
import {
  type ExcerptWindow,
  hiddenSent,
  LENS_CHUNK,
  LENS_CONTEXT,
  LENS_MAX_CONTEXT,
  type LensSlice,
  type Match,
  shownRanges,
} from '../../../engine/core';
import { formatCount } from '../../shared/format';
import { markStyle } from '../../shared/marks/weightColor';
import { ServerText } from '../../shared/text/ServerText';
import { firstEndingAfter, type LensPart, lensSegments } from './lensSegments';

type Props = {
  /** The whole description's length. */
  length: number;
  /** The description's text the worker sent (all of a short one). */
  slices: LensSlice[];
  windows: ExcerptWindow[];
  /** The hits in the sent text. */
  matches: Match[];
  /** Hits in the whole description. */
  matchCount: number;
  weights: Readonly<Record<string, number>>;
};

const Part = ({ part, weights }: { part: LensPart; weights: Props['weights'] }) =>
  part.stem ? (
    <mark style={markStyle(part.stem, weights)} className={part.core ? 'core' : undefined}>
      <ServerText text={part.text} isolate={false} />
    </mark>
  ) : (
    <span className={part.core ? 'core' : undefined}>
      <ServerText text={part.text} isolate={false} />
    </span>
  );

const Gap = ({ chars }: { chars: number }) =>
  chars > 0 ? (
    <span className="lens-gap" data-testid="lens-gap">
      {' '}
      … {formatCount(chars)} characters …{' '}
    </span>
  ) : null;

/**
 * The description: kept windows outlined and shaded (numbered as in the budgets), the text
 * the excerpt cut dimmed, and every hit marked, even one in cut text. A long description is
 * drawn only around its windows, with "Show more" revealing it in bounded chunks.
 */
export const LensText = ({ length, slices, windows, matches, matchCount, weights }: Props) => {
  const [context, setContext] = useState(LENS_CONTEXT);
  const shown = useMemo(() => shownRanges(slices, windows, context), [slices, windows, context]);
  const ranges = useMemo(
    () => shown.map((range) => lensSegments(range.text, windows, matches, range.start)),
    [shown, windows, matches],
  );
  const drawn = shown.reduce((sum, s) => sum + (s.end - s.start), 0);
  const marked = shown.reduce(
    (sum, s) => sum + firstEndingAfter(matches, s.end) - firstEndingAfter(matches, s.start),
    0,
  );
  const more = hiddenSent(slices, shown);
  return (
    <>
      <p className="lens-text" data-testid="lens-text" dir="auto">
        {ranges.map((pieces, r) => {
          const range = shown[r];
          const before =
            r === 0 ? (range?.start ?? 0) : (range?.start ?? 0) - (shown[r - 1]?.end ?? 0);
          return (
            <Fragment key={range?.start ?? r}>
              <Gap chars={before} />
              {pieces.map((piece, i) =>
                piece.kind === 'window' ? (
                  <span
                    // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one immutable text
                    key={i}
                    className="lens-window"
                    data-testid="lens-window"
                    data-window={piece.index + 1}
                    title={`Window ${piece.index + 1}: ${piece.window.chars} characters kept`}
                  >
                    {piece.parts.map((part, j) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable piece
                      <Part key={j} part={part} weights={weights} />
                    ))}
                  </span>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one immutable text
                  <span key={i} className="lens-cut">
                    {piece.parts.map((part, j) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable piece
                      <Part key={j} part={part} weights={weights} />
                    ))}
                  </span>
                ),
              )}
            </Fragment>
          );
        })}
        <Gap chars={length - (shown.at(-1)?.end ?? 0)} />
      </p>
      {drawn < length && (
        <p className="lens-truncated" data-testid="lens-truncated">
          Showing {formatCount(drawn)} of {formatCount(length)} characters around the windows ·{' '}
          {formatCount(marked)} of {formatCount(matchCount)} hits marked.{' '}
          {more > 0 && context < LENS_MAX_CONTEXT ? (
            <button
              type="button"
              className="link"
              data-testid="lens-show-more"
              onClick={() => setContext((c) => Math.min(LENS_MAX_CONTEXT, c + LENS_CHUNK))}
            >
              Show {formatCount(LENS_CHUNK)} more characters either side
            </button>
          ) : (
            <span className="muted">
              The lens draws at most {formatCount(LENS_MAX_CONTEXT)} characters either side of a
              window; the Catalog panel shows the whole declaration, page by page.
            </span>
          )}
        </p>
      )}
    </>
  );
};
