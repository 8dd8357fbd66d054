import type { ExcerptWindow, Match } from '../../../../engine/core';
import { markStyle } from '../../../marks/weightColor';
import { type LensPart, lensSegments } from './lensSegments';

type Props = {
  description: string;
  windows: ExcerptWindow[];
  matches: Match[];
  weights: Readonly<Record<string, number>>;
};

const Part = ({ part, weights }: { part: LensPart; weights: Props['weights'] }) =>
  part.stem ? (
    <mark style={markStyle(part.stem, weights)} className={part.core ? 'core' : undefined}>
      {part.text}
    </mark>
  ) : (
    <span className={part.core ? 'core' : undefined}>{part.text}</span>
  );

/**
 * The whole description: kept windows outlined and shaded (numbered as in the budgets), the
 * text the excerpt cut dimmed, and every hit marked, even one in cut text.
 */
export const LensText = ({ description, windows, matches, weights }: Props) => (
  <p className="lens-text" data-testid="lens-text">
    {lensSegments(description, windows, matches).map((piece, i) =>
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
  </p>
);
