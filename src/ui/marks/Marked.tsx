import { markTerms } from './markTerms';
import { markStyle } from './weightColor';

type Props = {
  text: string;
  /** The stems to mark: a hit's matched terms. */
  stems: readonly string[];
  /** Stem → w(t), for the colour of each mark. */
  weights: Readonly<Record<string, number>>;
};

/** Text with its query-term words marked. Rendered as React text nodes: markup stays inert. */
export const Marked = ({ text, stems, weights }: Props) => (
  <>
    {markTerms(text, stems).map((segment, i) =>
      segment.stem ? (
        <mark
          // biome-ignore lint/suspicious/noArrayIndexKey: segments of one immutable string
          key={i}
          style={markStyle(segment.stem, weights)}
          title={`w(${segment.stem}) = ${weights[segment.stem]?.toFixed(2)}`}
        >
          {segment.text}
        </mark>
      ) : (
        segment.text
      ),
    )}
  </>
);
