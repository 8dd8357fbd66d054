import type { Match } from '../../../engine/core';
import { ServerText } from '../text/ServerText';
import { markSegments } from './markTerms';
import { markStyle } from './weightColor';

type Props = {
  text: string;
  /** The hits in `text`, as the worker's analyzer found them (Excerpt.marks). */
  marks: readonly Match[] | undefined;
  /** Stem → w(t) under the ranker shown, for the colour of each mark. */
  weights: Readonly<Record<string, number>>;
};

/**
 * Text with its query-term hits marked. Rendered as React text nodes (markup stays inert), with
 * hidden characters shown as their escapes (ServerText).
 */
export const Marked = ({ text, marks, weights }: Props) => (
  <>
    {markSegments(text, marks).map((segment, i) => {
      // biome-ignore lint/suspicious/noArrayIndexKey: segments of one immutable string
      if (!segment.stem) return <ServerText key={i} text={segment.text} isolate={false} />;
      const weight = weights[segment.stem];
      return (
        <mark
          // biome-ignore lint/suspicious/noArrayIndexKey: segments of one immutable string
          key={i}
          style={markStyle(segment.stem, weights)}
          title={weight === undefined ? undefined : `w(${segment.stem}) = ${weight.toFixed(2)}`}
        >
          <ServerText text={segment.text} isolate={false} />
        </mark>
      );
    })}
  </>
);
